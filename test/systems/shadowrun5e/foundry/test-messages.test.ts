// @vitest-environment happy-dom
/**
 * A Shadowrun 5e test's message keeps the chance it had (docs/systems-shadowrun5e.md "The message"), in the Foundry
 * double playing SR5-FoundryVTT 0.36.0 (v14 only): read from the test's own roll in the system's `TestData` flag (the
 * message has no rolls), nothing for a forged record; and the system's secret kept — with `HideGMOnlyChatContent`
 * on, a GM's test code is hidden from a player who does not own the actor, and so is every figure of it.
 * Rook's Sneaking, 10 dice under limit 4 against threshold 3: 13 795/19 683 = 70.09 % (test-odds.test.ts).
 */
import { describe, expect, it } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { systemAdapterOf } from "../../../../src/foundry/systems/system-registry";
import { MODULE_ID } from "../../../../src/foundry/module-id";
import { GM, PLAYER, actor, chanceLine, chanceLines, useSr5Table } from "./sr5-world";
import { must } from "../../../kit";

/** The system's world setting that hides a GM's test code from players who do not own the actor. */
const hideGmContent = (on: boolean): Promise<unknown> =>
  Reflect.apply(game.settings.set, game.settings, ["shadowrun5e", "HideGMOnlyChatContent", on]);

/** What the message kept (our flag's record). */
const keptOf = (message: ChatMessage): unknown =>
  Reflect.get(Object(Reflect.get(Object(message.flags[MODULE_ID]), "systemRoll")), "kept");

const SHIFT = { event: { shiftKey: true } };
const ROOK_LINE = "Before the roll (This test): Meets the threshold: 70.1%, Glitch: 0.2%, Critical glitch: <0.1%";

describe.skipIf(defaultGeneration() === 13)("a Shadowrun 5e test's message keeps its chance", () => {
  const harness = useSr5Table();
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  it("Rook's Sneaking with Shift (no dialog) against threshold 3: 70.1 % for the player and the GM", async () => {
    harness().foundry.setUser(PLAYER);
    await actor("rook").rollSkill("sneaking", { ...SHIFT, threshold: 3 });
    const message = lastMessage();
    expect(message.rolls).toEqual([]);
    expect(await chanceLine(harness, message)).toBe(ROOK_LINE);
    harness().foundry.setUser(GM);
    expect(await chanceLine(harness, message)).toBe(ROOK_LINE);
  });

  it("a failed test: Second Chance's chance from its own roll — 8 dice again, 2 hits more of them", async () => {
    harness().foundry.setUser(PLAYER);
    // Locksmith, 9 dice vs 3: one hit (5), one 1, seven misses.
    harness().foundry.scriptFaces([5, 2, 2, 3, 3, 4, 4, 2, 1]);
    await actor("rook").rollSkill("locksmith", { ...SHIFT, threshold: 3 });
    // The 8 dice that missed rolled again need 2 hits: 1 − (2/3)^8 − 8 (1/3)(2/3)^7 = 5281/6561. A glitch then needs
    // more 1s than half of 9 + 8 (8 of them, the first roll's one among them): all 8 dice show 1, (1/6)^8.
    const lines = await chanceLines(harness, lastMessage());
    expect(lines[1]).toBe(
      "After the roll (With Second Chance, the dice that missed rolled again): Meets the threshold: 80.5%, " +
        "Glitch: <0.1%",
    );
    const reading = must(must(systemAdapterOf("shadowrun5e")).rolls).reread(keptOf(lastMessage()), lastMessage());
    const second = must(must(reading).odds().choices[1]);
    expect(second.outcomes.map((o) => o.probability)).toEqual([
      expect.closeTo(5281 / 6561, 12),
      expect.closeTo(6 ** -8, 15),
    ]);
  });

  it("a forged record, or a test whose roll is not the one kept, draws nothing", async () => {
    harness().foundry.setUser(PLAYER);
    await actor("rook").rollSkill("sneaking", { ...SHIFT, threshold: 3 });
    const message = lastMessage();
    const rolls = must(must(systemAdapterOf("shadowrun5e")).rolls);
    const kept = keptOf(message);
    expect(kept).toEqual({ pool: 10, limit: 4, threshold: 3, pushTheLimit: false, buyHits: false });
    // A surer threshold, or dice the roll did not throw: not the message's own roll, nothing read.
    expect(rolls.reread({ ...Object(kept), threshold: 1 }, message)).toBeNull();
    expect(rolls.reread({ ...Object(kept), pool: 20 }, message)).toBeNull();
    expect(rolls.reread({ ...Object(kept), pushTheLimit: true }, message)).toBeNull();
    expect(rolls.reread(kept, message)).not.toBeNull();
  });

  it("no threshold: the message reads the glitches alone, no success against a threshold nobody set", async () => {
    await actor("rook").rollSkill("sneaking", SHIFT);
    expect(await chanceLine(harness, lastMessage())).toBe(
      "Before the roll (This test): Glitch: 0.2%, Critical glitch: <0.1%",
    );
  });

  it("the GM's Troll ganger with the GM's test code hidden: the GM reads its chance, a player nothing", async () => {
    // Intimidation 6 + Charisma 2 = 8 dice, social limit 3, threshold 2: 1 − (2/3)^8 − 8 (1/3)(2/3)^7 = 80.49 %.
    await hideGmContent(true);
    await actor("troll").rollSkill("intimidation", { ...SHIFT, threshold: 2 });
    const message = lastMessage();
    expect(await chanceLine(harness, message)).toMatch(/^Before the roll \(This test\): Meets the threshold: 80\.5%/);
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine(harness, message)).toBeNull();
    // The world shows GMs' test codes again: the system hides nothing, nor does Indie Dice.
    harness().foundry.setUser(GM);
    await hideGmContent(false);
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine(harness, message)).toMatch(/Meets the threshold: 80\.5%/);
  });
});
