// @vitest-environment happy-dom
/**
 * A Genesys roll's message keeps the chance its own roll had (docs/systems-genesys.md "The roll's message"), in the
 * Foundry double playing Genesys 0.2.18 (v13 only): read back from the message's roll (its dice), never from a flag
 * alone; a roll that adds symbols keeps none (its message's roll no longer holds them: Roll#toJSON keeps no data);
 * a GM's adversary's pool shows the player no figure.
 */
import { describe, expect, it, vi } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { clickBox, openPrompt, pressRoll } from "../../../../foundry-double/systems/genesys/driver";
import { GM, PLAYER, genesysActor, useGenesysTable } from "./genesys-world";
import { must, renderedElement } from "../../../kit";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";

describe.skipIf(defaultGeneration() === 14)("a Genesys roll's message keeps its chance", () => {
  const harness = useGenesysTable();
  onlyTheV1Warning();
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function chanceLine(message = lastMessage()): Promise<string | null> {
    const html = renderedElement(await harness().foundry.renderMessage(message));
    return html.querySelector(".indie-dice-system-chance")?.textContent ?? null;
  }

  type Prompt = Awaited<ReturnType<typeof openPrompt>>;
  async function rolled(actor: string, skill: string, change?: (app: Prompt) => void) {
    const app = await openPrompt(genesysActor(actor), skill);
    change?.(app);
    const count = harness().foundry.messages.length;
    pressRoll(app);
    await vi.waitFor(() => expect(harness().foundry.messages.length).toBe(count + 1));
    return lastMessage();
  }

  it("keeps §a.7's 65.08 % for player and GM, and draws nothing for a forged flag", async () => {
    harness().foundry.setUser(PLAYER);
    const message = await rolled("mara", "Ranged");
    expect(must(message.rolls[0]).formula).toBe("1dp + 2da + 2di");
    const line = must(await chanceLine());
    expect(line).toContain("Success (one net success or more): 65.1%");
    harness().foundry.setUser(GM);
    expect(await chanceLine()).toBe(line);
    const honest: unknown = structuredClone(must(message.flags["indie-dice"]).systemRoll);
    const forged: string = "flags.indie-dice.systemRoll.kept.dice.ability";
    await message.update({ [forged]: 3 });
    expect(await chanceLine(message)).toBeNull();
    await message.update({ flags: { "indie-dice": { systemRoll: honest } } });
    expect(await chanceLine(message)).toBe(line);
  });

  it("keeps no chance for a roll that adds symbols: its message's roll cannot show them again", async () => {
    harness().foundry.setUser(PLAYER);
    await rolled("mara", "Ranged", (app) => clickBox(app, "t"));
    expect(await chanceLine()).toBeNull();
  });

  it("shows a GM's adversary's pool to the GM, and no figure of it to a player", async () => {
    harness().foundry.setUser(GM);
    await rolled("raider", "Melee");
    expect(await chanceLine()).toMatch(/^Before the roll/);
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine()).toBeNull();
  });
});
