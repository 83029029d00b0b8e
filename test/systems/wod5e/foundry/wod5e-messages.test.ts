// @vitest-environment happy-dom
/**
 * A World of Darkness 5e roll's message keeps the chance its own roll had (src/systems/wod5e/foundry/roll-messages.ts),
 * in the double's wod5e 5.3.25 — v14 profile only. Figures by hand: a rouse re-roll (2 hunger dice, the higher kept)
 * against 1 succeeds unless both show 1–5, 1 − (5/10)² = 75%; its kept die is a 1 only when both are, 1% (Bestial,
 * being short of 1); a vampire's 1 + 1 hunger at 2 is the worked example's 24/1/10/65.
 */
import { describe, expect, it } from "vitest";
import { WOD5eDice } from "../../../../foundry-double/systems/wod5e/rolls";
import { submit, type } from "../../../../foundry-double/systems/wod5e/driver";
import { offersWillpowerReroll, willpowerReroll } from "../../../../foundry-double/systems/wod5e/willpower-reroll";
import { must, renderedElement } from "../../../kit";
import { GM, ON_V13, PLAYER, actorOf, chanceLine, openFrom, useWodTable } from "./wod5e-world";

const WORKED =
  "Before the roll (Pool 2, Hunger 1): Success: 24.0%, Messy Critical: 1.0%, Bestial Failure: 10.0%, Failure: 65.0%";

describe.skipIf(ON_V13)("a World of Darkness 5e roll's message keeps its chance", () => {
  const harness = useWodTable(PLAYER);
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function rollNadia(difficulty: string): Promise<void> {
    const { dialog, rolling } = await openFrom("nadia", "wits");
    type(dialog, "#inputDifficulty", difficulty);
    await submit(dialog);
    await rolling;
  }

  it(
    "from the dialog: the difficulty its text, the dice its terms " +
      "— the worked example's figures; the GM reads the same",
    async () => {
      await rollNadia("2");
      expect(Reflect.get(must(lastMessage().rolls[0]).options, "difficulty")).toBe("2");
      expect(await chanceLine(harness)).toBe(WORKED);
      harness().foundry.setUser(GM);
      expect(await chanceLine(harness)).toBe(WORKED);
    },
  );

  it("a quick rouse re-roll (no dialog, a number for its difficulty): 2dg kh1 — 75% success, 1% Bestial", async () => {
    await WOD5eDice.Roll({
      advancedDice: 1,
      actor: actorOf("nadia"),
      quickRoll: true,
      rerollHunger: true,
      system: "vampire",
      difficulty: 1,
      title: "Rouse",
    });
    expect(must(lastMessage().rolls[0]).formula).toBe("0dvcs>5 + 2dgcs>5kh1");
    expect(await chanceLine(harness)).toBe(
      "Before the roll (Pool 1, Hunger 1, the highest 1 of 2 kept): " +
        "Success: 75.0%, Bestial Failure: 1.0%, Failure: 24.0%",
    );
  });

  it("a quick roll's line names its pool and its splat's dice, not 'as set' (no dialog was shown)", async () => {
    // A werewolf's form: 2 rage dice, no difficulty — any 6+ of the two succeeds (75%); both 1–2, 4%.
    await WOD5eDice.Roll({ advancedDice: 2, actor: actorOf("lupa"), quickRoll: true, system: "werewolf" });
    expect(await chanceLine(harness)).toBe(
      "Before the roll (Pool 2, Rage 2): Success: 75.0%, Possible Rage Failure: 4.0%, Failure: 21.0%",
    );
    // A mortal's 3 dice against 1: 1 − (1/2)³ = 87.5%.
    await WOD5eDice.Roll({ basicDice: 3, actor: actorOf("paul"), quickRoll: true, system: "mortal", difficulty: 1 });
    expect(await chanceLine(harness)).toBe("Before the roll (Pool 3): Success: 87.5%, Failure: 12.5%");
    // A hunter's 1 + 1 desperation against 1.
    const ezra = { basicDice: 1, advancedDice: 1, actor: actorOf("ezra"), quickRoll: true, difficulty: 1 };
    await WOD5eDice.Roll({ ...ezra, system: "hunter" });
    expect(await chanceLine(harness)).toMatch(/^Before the roll \(Pool 2, Desperation 1\): /);
  });

  it(
    "the GM's Prince (no player owns him): " +
      "the GM reads his roll's chance, the player none; a blind roll none either",
    async () => {
      harness().foundry.setUser(GM);
      await WOD5eDice.Roll({
        basicDice: 1,
        advancedDice: 1,
        actor: actorOf("prince"),
        quickRoll: true,
        system: "vampire",
        difficulty: 2,
      });
      const message = lastMessage();
      expect(await chanceLine(harness, message)).toBe(WORKED);
      harness().foundry.setUser(PLAYER);
      expect(await chanceLine(harness, message)).toBeNull();
      harness().foundry.setUser(GM);
      await WOD5eDice.Roll({
        basicDice: 1,
        advancedDice: 1,
        actor: actorOf("nadia"),
        quickRoll: true,
        system: "vampire",
        difficulty: 2,
        rollMode: "blindroll",
      });
      const blind = lastMessage();
      expect(await chanceLine(harness, blind)).toBe(WORKED);
      harness().foundry.setUser(PLAYER);
      expect(await chanceLine(harness, blind)).toBeNull();
    },
  );

  it(
    "a flag its author rewrote — " + "another splat, dice or difficulty than the message's own roll — draws nothing",
    async () => {
      await rollNadia("2");
      const message = lastMessage();
      const honest: unknown = structuredClone(must(message.flags["indie-dice"]).systemRoll);
      for (const [key, value] of [
        ["splat", "hunter"],
        ["basic", 3],
        ["advanced", 0],
        ["difficulty", 1],
        ["keepHighest", true],
      ] as const) {
        await message.update({ [`flags.indie-dice.systemRoll.kept.${key}`]: value });
        expect(await chanceLine(harness, message), key).toBeNull();
        await message.update({ flags: { "indie-dice": { systemRoll: honest } } });
        expect(await chanceLine(harness, message), `${key} set back`).toBe(WORKED);
      }
      // The honest flag on a roll of her own that is no roll of the system's: nothing drawn.
      await ChatMessage.create({
        rolls: [await new Roll("2d10cs>5").evaluate()],
        flags: { "indie-dice": { systemRoll: honest } },
      });
      expect(lastMessage().id).not.toBe(message.id);
      expect(await chanceLine(harness)).toBeNull();
    },
  );
});

/**
 * The decision after the roll, on its message (src/systems/wod5e/foundry/after-the-roll.ts), in
 * the double's wod5e 5.3.25 (v14 profile only): the best Willpower reroll for whoever the system's chat menu offers
 * it (a GM, the message's author), gone once taken; a Rouse check's chance that Hunger stays. Figures by hand:
 * Nadia's 2, 7, 4 + hunger 6 at 3 stands at 2 — her 2 and 4 again need one 6+ of two, 1 − (1/2)² = 75%, both 10s
 * (a critical) 1%; a rouse re-roll (two hunger dice, the higher kept) keeps Hunger unless both fail: 75%.
 */
const BEFORE = "Before the roll (Pool 4, Hunger 1): ";
const REROLL =
  "After the roll (Willpower reroll of 2, 4 — 1 superficial Willpower damage): " +
  "Success, whatever its label: 75.0%, Critical (a pair of 10s): 1.0%";

describe.skipIf(ON_V13)("after a World of Darkness 5e roll: the Willpower reroll and a Rouse check", () => {
  const harness = useWodTable(PLAYER);
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  /** Every chance line under the message, as the current user reads it. */
  async function lines(message = lastMessage()): Promise<string[]> {
    const html = renderedElement(await harness().foundry.renderMessage(message));
    return [...html.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent ?? "");
  }

  /** Nadia's 3 dice and 1 hunger die at 3, showing 2, 7, 4 and hunger 6. */
  async function rollNadia(rollMode?: string) {
    harness().foundry.scriptFaces([2, 7, 4, 6]);
    const nadia = { basicDice: 3, advancedDice: 1, actor: actorOf("nadia"), quickRoll: true, difficulty: 3 };
    await WOD5eDice.Roll({ ...nadia, system: "vampire", ...(rollMode ? { rollMode } : {}) });
    return lastMessage();
  }

  it("her own roll: the best reroll (her 2 and 4) for her and the GM; the GM's roll for her: not hers", async () => {
    const message = await rollNadia();
    const own = await lines(message);
    expect(own[0]).toMatch(new RegExp(`^${BEFORE.replace(/[()]/g, "\\$&")}`));
    expect(own[1]).toBe(REROLL);
    harness().foundry.setUser(GM);
    expect(await lines(message)).toEqual(own);
    // The GM rolls for Nadia: the system offers the reroll to the GM (and the author), not to her player.
    await rollNadia();
    expect((await lines())[1]).toBe(REROLL);
    harness().foundry.setUser(PLAYER);
    expect(offersWillpowerReroll(lastMessage(), "vampire")).toBe(false);
    expect(await lines()).toHaveLength(1);
  });

  it("taken: the message holds the new dice and no reroll is left, the chance it had stays", async () => {
    const message = await rollNadia();
    expect(offersWillpowerReroll(message, "vampire")).toBe(true);
    expect((await lines(message))[1]).toBe(REROLL);
    harness().foundry.scriptFaces([9, 1]);
    await willpowerReroll(message, [
      { kind: "basic", index: 0 },
      { kind: "basic", index: 2 },
    ]);
    // The same message (the Willpower damage posts one of its own after it, unawaited: system-rolls.js:241-242).
    const after = must(harness().foundry.messages.find((made) => made.id === message.id));
    // Its 2 and 4 discarded, the 9 and 1 added (the roll's stored total is not worked out again: the card counts).
    const basic = must(after.rolls[0]).dice[0];
    expect(must(basic).results.map(({ result, active }) => [result, active])).toEqual([
      [2, false],
      [7, true],
      [4, false],
      [9, true],
      [1, true],
    ]);
    expect(offersWillpowerReroll(after, "vampire")).toBe(false);
    const drawn = await lines(after);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatch(/^Before the roll \(Pool 4, Hunger 1\): /);
  });

  it("a blind roll: nothing for her; a flag rewritten: nothing for anyone", async () => {
    await rollNadia("blindroll");
    expect(await lines()).toEqual([]);
    harness().foundry.setUser(GM);
    expect((await lines())[1]).toBe(REROLL);
    const message = await rollNadia();
    const path: string = "flags.indie-dice.systemRoll.kept.difficulty";
    await message.update({ [path]: 1 });
    expect(await lines(message)).toEqual([]);
  });

  it("a werewolf's rage die may be taken unless brutal: Lupa's 6 + rage 4, 1 at 2 rerolls her 4, 50%", async () => {
    harness().foundry.scriptFaces([6, 4, 1]);
    const lupa = { basicDice: 1, advancedDice: 2, actor: actorOf("lupa"), quickRoll: true, difficulty: 2 };
    await WOD5eDice.Roll({ ...lupa, system: "werewolf" });
    expect((await lines())[1]).toBe(
      "After the roll (Willpower reroll of Rage 4 — 1 superficial Willpower damage): " +
        "Success, whatever its label: 50.0%",
    );
  });

  it("the GM's Prince (no player owns him): the GM reads his reroll, the player nothing", async () => {
    harness().foundry.setUser(GM);
    harness().foundry.scriptFaces([2, 7, 6]);
    const prince = { basicDice: 2, advancedDice: 1, actor: actorOf("prince"), quickRoll: true, difficulty: 3 };
    await WOD5eDice.Roll({ ...prince, system: "vampire" });
    // 7 and hunger 6 stand at 2: the 2 again, a 6+ half the time.
    expect((await lines())[1]).toBe(
      "After the roll (Willpower reroll of 2 — 1 superficial Willpower damage): " +
        "Success, whatever its label: 50.0%",
    );
    harness().foundry.setUser(PLAYER);
    expect(await lines()).toEqual([]);
  });

  it("the cost as the system counts it: aggravated on a full track, none left, none without an actor", async () => {
    const words = (line: string | undefined) => /— (.*?)\): /.exec(line ?? "")?.[1];
    await actorOf("nadia").update({ "system.willpower": { max: 3, superficial: 2, aggravated: 0 } });
    expect(words((await lines(await rollNadia()))[1])).toBe("1 superficial Willpower damage");
    await actorOf("nadia").update({ "system.willpower": { max: 3, superficial: 2, aggravated: 1 } });
    expect(words((await lines(await rollNadia()))[1])).toBe("1 aggravated Willpower damage (the track is full)");
    await actorOf("nadia").update({ "system.willpower": { max: 3, superficial: 0, aggravated: 3 } });
    expect(words((await lines(await rollNadia()))[1])).toBe("no Willpower left to damage");
    // The GM's roll with no actor (a macro's; the GM has no character for getSpeaker to fall back on):
    // willpower-reroll.js:96 damages no one.
    harness().foundry.setUser(GM);
    harness().foundry.scriptFaces([2, 7, 4]);
    await WOD5eDice.Roll({ basicDice: 3, quickRoll: true, system: "mortal", difficulty: 3 });
    expect(words((await lines())[1])).toBe("no Willpower damage (no actor)");
  });

  it("a Rouse check with the re-roll (2 hunger dice, the higher kept): Hunger stays 75%; no reroll on it", async () => {
    await WOD5eDice.Roll({
      advancedDice: 1,
      actor: actorOf("nadia"),
      quickRoll: true,
      rerollHunger: true,
      system: "vampire",
      title: "Rousing Blood",
    });
    expect(await lines()).toEqual([
      "Before the roll (Pool 1, Hunger 1, the highest 1 of 2 kept): " +
        "Success: 75.0%, Possible Bestial Failure: 1.0%, Failure: 24.0%",
      "After the roll (Rouse check, Hunger 1, the highest 1 of 2 kept): Hunger stays: 75.0%",
    ]);
  });
});
