// @vitest-environment happy-dom
/**
 * A Mutant Year Zero roll's message keeps the chance its own roll had (docs/systems-mutant-year-zero.md "The roll's
 * message"), in the Foundry double playing Mutant Year Zero 14.0.2: the first roll's chance read from the message's
 * roll; this roll pushed for its author or a GM while it is unpushed; after a push (which rewrites only the content
 * and the flags) no push figure; a flag rewritten draws nothing; the GM's NPC's roll shows a player nothing.
 */
import { describe, expect, it } from "vitest";
import { openMyzRoll, pressRoll } from "../../../../foundry-double/systems/mutant-year-zero/driver";
import { FIGHT, GM, OTHER, PLAYER, useMyzTable } from "./myz-world";
import { must, renderedElement } from "../../../kit";
import { readPath } from "../../../../foundry-double/systems/kit/data";

/** The system's flags and our record, as a forger would write them (paths Foundry's update takes). */
const PUSH_COUNT: string = "flags.mutant-year-zero.pushCount";
const POOL: string = "flags.mutant-year-zero.dicePool";
const KEPT_BASE: string = "flags.indie-dice.systemRoll.kept.base";

describe("a Mutant Year Zero roll's message keeps its chance", () => {
  const harness = useMyzTable();
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function card(message = lastMessage()): Promise<HTMLElement> {
    return renderedElement(await harness().foundry.renderMessage(message));
  }
  async function chanceLine(message = lastMessage()): Promise<string | null> {
    const lines = [...(await card(message)).querySelectorAll(".indie-dice-system-chance")].map((l) => l.textContent);
    return lines.length ? lines.join(" | ") : null;
  }

  /** Ilsa's Fight with Strength, her house attribute: base 1, 3, 4; skill 2, 5; gear 1 — no success. */
  async function rollFight(faces = [1, 3, 4, 2, 5, 1], request = FIGHT) {
    harness().foundry.setUser(PLAYER);
    const { app } = await openMyzRoll("ilsa", request);
    harness().foundry.scriptFaces(faces);
    await pressRoll(app);
    return lastMessage();
  }

  it("Ilsa's failed Fight: 66.5%; pushed now (house: her base 1 again, 5 dice rolled) for her and the GM", async () => {
    const message = await rollFight();
    expect(must(message.rolls[0]).formula).toBe("3db + 2ds + 1dg");
    // Pushed: base 1, 3, 4 and skill 2, 5 rolled again (6^5); the gear 1 stays: 1 − (5/6)^5 = 59.8%.
    const line = must(await chanceLine(message));
    expect(line).toContain("66.5%");
    expect(line).toContain("59.8%");
    expect(line).toContain("Gear damage: a 1 on a gear die (on a push): 100.0%");
    harness().foundry.setUser(GM);
    expect(await chanceLine(message)).toBe(line);
    // Another player's card has no push button: the chance it had, no push.
    harness().foundry.setUser(OTHER);
    const other = must(await chanceLine(message));
    expect(other).toContain("66.5%");
    expect(other).not.toContain("59.8%");
    // Her Agility (no house attribute): the base 1 stays — 4 dice rolled again, 51.8%.
    await rollFight(undefined, { ...FIGHT, attributeName: "agility" });
    expect(must(await chanceLine())).toContain("51.8%");
  });

  it("pushed by the card's button, or its flags forged: no push figure; our record forged: none", async () => {
    const message = await rollFight();
    harness().foundry.scriptFaces([6, 2, 3, 4, 5]);
    must((await card(message)).querySelector<HTMLButtonElement>(".push-button")).click();
    // The button's Push runs on (rolls, renders the card, updates the message): wait for its update.
    for (let tick = 0; tick < 50 && !readPath(message, PUSH_COUNT); tick++)
      await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readPath(message, PUSH_COUNT)).toBe(1);
    const line = must(await chanceLine(message));
    expect(line).toContain("66.5%");
    expect(line).not.toContain("This roll pushed");
    // Flags rewritten draw nothing: our record's dice, or the system's pool forged.
    const forged = await rollFight();
    await forged.update({ [KEPT_BASE]: 4 });
    expect(await chanceLine(forged)).toBeNull();
    const again = await rollFight();
    await again.update({ [POOL]: [{ diceType: "base", value: 2 }] });
    const kept = must(await chanceLine(again));
    expect(kept).toContain("66.5%");
    expect(kept).not.toContain("This roll pushed");
  });

  it("the GM's Zone Ghoul: the GM reads its chance, a player none", async () => {
    harness().foundry.setUser(GM);
    const { app } = await openMyzRoll("ghoul", FIGHT);
    harness().foundry.scriptFaces([1, 2, 3, 2, 5, 1]);
    await pressRoll(app);
    expect(must(await chanceLine())).toContain("66.5%");
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine()).toBeNull();
  });
});
