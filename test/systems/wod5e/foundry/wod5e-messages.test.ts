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
import { must } from "../../../kit";
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
