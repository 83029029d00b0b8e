// @vitest-environment happy-dom
/**
 * A Star Wars FFG roll's message keeps the chance its own roll had (docs/systems-starwarsffg.md "The roll's
 * message"), in the Foundry double playing starwarsffg 2.0.3 (v13 only): read back from the message's RollFFG (its
 * dice and the fixed results its options carry), never from a flag alone; a GM's NPC's pool shows the player no
 * figure. Kira's Cool: Presence 2, rank 0, 2 setback — 2 ability vs 2 difficulty + 2 setback.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { clickPool, openSkillRoll, pressRoll } from "../../../../foundry-double/systems/starwarsffg/driver";
import { GM, PLAYER, fewerSimulatedRolls, ffgActor, useFfgTable } from "./ffg-world";
import { must, renderedElement } from "../../../kit";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";

describe.skipIf(defaultGeneration() === 14)("a Star Wars FFG roll's message keeps its chance", () => {
  const harness = useFfgTable();
  onlyTheV1Warning();
  beforeEach(() => fewerSimulatedRolls(50));
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function chanceLine(message = lastMessage()): Promise<string | null> {
    const html = renderedElement(await harness().foundry.renderMessage(message));
    return html.querySelector(".indie-dice-system-chance")?.textContent ?? null;
  }

  type Dialog = Awaited<ReturnType<typeof openSkillRoll>>;
  async function rolled(actor: string, skill: string, change?: (app: Dialog) => void) {
    const app = await openSkillRoll(ffgActor(actor), skill);
    change?.(app);
    const count = harness().foundry.messages.length;
    pressRoll(app);
    await vi.waitFor(() => expect(harness().foundry.messages.length).toBe(count + 1));
    return lastMessage();
  }

  it("keeps §a.7's 65.08 % (a proficiency and two ability dice against two difficulty) for player and GM", async () => {
    harness().foundry.setUser(PLAYER);
    const message = await rolled("kira", "Ranged: Light", (app) => clickPool(app, "ability"));
    expect(must(message.rolls[0]).formula).toBe("1dp + 2da + 2di");
    const line = must(await chanceLine());
    expect(line).toContain("Success (one net success or more): 65.1%");
    harness().foundry.setUser(GM);
    expect(await chanceLine()).toBe(line);
  });

  it("reads the fixed results from the roll's own options, and draws nothing for a forged flag", async () => {
    harness().foundry.setUser(PLAYER);
    const message = await rolled("kira", "Ranged: Light", (app) => clickPool(app, "triumph"));
    expect(await chanceLine()).toContain("A triumph: 100.0%");
    const honest: unknown = structuredClone(must(message.flags["indie-dice"]).systemRoll);
    for (const [key, value] of [
      ["setback", 2],
      ["triumph", 0],
    ] as const) {
      await message.update({ [`flags.indie-dice.systemRoll.kept.${key}`]: value });
      expect(await chanceLine(message), key).toBeNull();
      await message.update({ flags: { "indie-dice": { systemRoll: honest } } });
      expect(await chanceLine(message), `${key} set back`).toContain("A triumph: 100.0%");
    }
  });

  it("shows a GM's NPC's pool to the GM, and no figure of it to a player", async () => {
    harness().foundry.setUser(GM);
    await rolled("trooper", "Ranged: Heavy");
    expect(await chanceLine()).toMatch(/^Before the roll/);
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine()).toBeNull();
  });
});
