import { describe, expect, it } from "vitest";
import { judgeCheck, rollCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/check";
import { judgeDifficulty, rollDifficultyCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/difficulty";
import { netAdvantage, poolSize } from "../../../../src/rule-sets/kaiser/core/mechanics/advantage";
import { rollOpposedCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/opposed";
import { scriptedSource } from "../../../../src/core/random";

/** Every worked example and every case the brief names, with the dice scripted exactly. */
describe("Kaiser worked examples", () => {
  it("A2 and D3: net D1, roll three d6 and keep the lowest two", () => {
    const net = netAdvantage(2, 3);
    expect(net).toBe(-1);
    expect(poolSize(net)).toBe(3);
    const source = scriptedSource([5, 2, 4]);
    const check = rollCheck(source, { kind: "skill", bonus: 3, advantage: net });
    expect(source.remaining).toBe(0);
    expect(check.dice).toEqual([5, 2, 4]);
    expect(check.kept).toEqual([2, 4]);
    expect(check.keptIndices).toEqual([1, 2]);
    expect(check.dropped).toEqual([5]);
    expect(check.total).toBe(2 + 4 + 3);
  });

  it("2d6 + 2: sum both dice, then add two", () => {
    const check = judgeCheck({ kind: "skill", bonus: 2 }, [3, 5]);
    expect(check.total).toBe(10);
  });

  it("Open Roll: double six, then a six, then a three — every die adds up", () => {
    const source = scriptedSource([6, 6, 6, 3]);
    const check = rollCheck(source, { kind: "skill", bonus: 2 });
    expect(source.remaining).toBe(0);
    expect(check.openRoll).toBe(true);
    expect(check.openRollDice).toEqual([6, 3]);
    expect(check.capped).toBe(false);
    expect(check.diceTotal).toBe(6 + 6 + 6 + 3);
    expect(check.total).toBe(23);
  });

  it("Fumble on a difficulty check: immediate failure, and 2d6 for the Fumble Level", () => {
    const source = scriptedSource([1, 1, 4, 5]);
    const result = rollDifficultyCheck(source, { kind: "skill", bonus: 9 }, 8);
    expect(source.remaining).toBe(0);
    expect(result.check.fumble).toBe(true);
    // 1 + 1 + 9 = 11 would beat 8, but a Fumble fails whatever the total; a failure counts at least 1 DoF.
    expect(result.success).toBe(false);
    expect(result.dof).toBe(1);
    expect(result.fumbleLevelFaces).toEqual([4, 5]);
    expect(result.fumbleLevel).toBe(9);
  });

  it(
    "Fumble on an opposed check: an immediate failure; " +
      "the skill less the 2d6 penalty, never below 0, sets the winner's degrees",
    () => {
      // Attacker (skill 10) fumbles and loses 2 + 3 = 5: its total is 5. Defender (skill 1) rolls 2 + 1 = 3 + 1 = 4.
      const source = scriptedSource([1, 1, 2, 1, 2, 3]);
      const result = rollOpposedCheck(source, { kind: "skill", bonus: 10 }, { kind: "skill", bonus: 1 });
      expect(source.remaining).toBe(0);
      expect(result.attacker.penalty).toBe(5);
      expect(result.attacker.total).toBe(5);
      expect(result.defender.total).toBe(4);
      // docs/rulings.md "Kaiser": "an immediate failure", so the fumbler loses even with the higher total.
      expect(result.winner).toBe("defender");
      expect(result.dod).toBe(1);
      // The world setting's other reading compares the reduced total, and then the fumbler can still win.
      const compared = rollOpposedCheck(
        scriptedSource([1, 1, 2, 1, 2, 3]),
        { kind: "skill", bonus: 10 },
        { kind: "skill", bonus: 1 },
        { fumbleRule: "compared" },
      );
      expect(compared.winner).toBe("attacker");

      const floored = rollOpposedCheck(
        scriptedSource([3, 3, 1, 1, 6, 5]),
        { kind: "skill", bonus: 0 },
        { kind: "skill", bonus: 4 },
      );
      expect(floored.defender.penalty).toBe(11);
      expect(floored.defender.total).toBe(0);
      expect(floored.winner).toBe("attacker");
      expect(floored.dod).toBe(6);
    },
  );

  it("Tie at a difficulty check is a success with 1 DoS", () => {
    const check = judgeCheck({ kind: "skill", bonus: 4 }, [3, 3]);
    const result = judgeDifficulty(check, 10);
    expect(result.success).toBe(true);
    expect(result.dos).toBe(1);
    expect(result.dod).toBe(1);
  });

  it("Sequential advantage stops early once the pair is double six", () => {
    // A3 on a resistance check: 6 and 2, reroll the 2 → 6: double six, the other two levels are not rolled.
    const source = scriptedSource([6, 2, 6]);
    const check = rollCheck(source, { kind: "resistance", bonus: 1, advantage: 3, method: "sequential" });
    expect(source.remaining).toBe(0);
    expect(check.dice).toEqual([6, 2, 6]);
    expect(check.kept).toEqual([6, 6]);
    expect(check.dropped).toEqual([2]);
    expect(check.openRoll).toBe(false);
    expect(check.total).toBe(13);
  });

  it("Sequential advantage on a skill check that reaches double six goes on into the Open Roll", () => {
    const source = scriptedSource([2, 6, 6, 4]);
    const check = rollCheck(source, { kind: "skill", bonus: 0, advantage: 2, method: "sequential" });
    expect(source.remaining).toBe(0);
    expect(check.kept).toEqual([6, 6]);
    expect(check.openRollDice).toEqual([4]);
    expect(check.total).toBe(16);
  });

  it("Sequential disadvantage rerolls the highest die and stops early on double one", () => {
    const source = scriptedSource([1, 5, 1]);
    const check = rollCheck(source, { kind: "skill", bonus: 2, advantage: -4, method: "sequential" });
    expect(source.remaining).toBe(0);
    expect(check.kept).toEqual([1, 1]);
    expect(check.fumble).toBe(true);
  });

  it("Resistance check on double six: no Open Roll (and double one: no Fumble)", () => {
    const six = rollCheck(scriptedSource([6, 6]), { kind: "resistance", bonus: 2 });
    expect(six.openRoll).toBe(false);
    expect(six.openRollDice).toEqual([]);
    expect(six.total).toBe(14);
    const one = judgeDifficulty(judgeCheck({ kind: "resistance", bonus: 5 }, [1, 1]), 7);
    expect(one.check.fumble).toBe(false);
    expect(one.success).toBe(true);
    expect(one.fumbleLevel).toBeNull();
  });

  it("Resistance check with advantage keeps the best two", () => {
    const check = judgeCheck({ kind: "resistance", bonus: 0, advantage: 2 }, [1, 6, 3, 5]);
    expect(check.kept).toEqual([6, 5]);
    expect(check.total).toBe(11);
  });

  it("Difficulty characteristic check: 1d6 + characteristic, no Open Roll or Fumble", () => {
    const success = rollDifficultyCheck(scriptedSource([6]), { kind: "characteristic", bonus: 3 }, 7);
    expect(success.check.kept).toEqual([6]);
    expect(success.success).toBe(true);
    expect(success.dos).toBe(2);
    const failure = rollDifficultyCheck(scriptedSource([1]), { kind: "characteristic", bonus: 3 }, 7);
    expect(failure.success).toBe(false);
    expect(failure.dof).toBe(3);
    expect(failure.check.fumble).toBe(false);
  });

  it("Opposed characteristic check: greater result succeeds, a tie goes to the defender", () => {
    const win = rollOpposedCheck(
      scriptedSource([5, 2]),
      { kind: "characteristic", bonus: 2 },
      { kind: "characteristic", bonus: 3 },
    );
    expect(win.winner).toBe("attacker");
    expect(win.margin).toBe(2);
    const tie = rollOpposedCheck(
      scriptedSource([4, 3]),
      { kind: "characteristic", bonus: 2 },
      { kind: "characteristic", bonus: 3 },
    );
    expect(tie.tie).toBe(true);
    expect(tie.winner).toBe("defender");
    expect(tie.dod).toBe(1);
  });

  it("Opposed tie with the roll-off rule: each side rolls a d6, repeating on ties", () => {
    const source = scriptedSource([3, 4, 4, 3, 2, 2, 5, 1]);
    const result = rollOpposedCheck(
      source,
      { kind: "skill", bonus: 1 },
      { kind: "skill", bonus: 1 },
      {
        tieRule: "roll-off",
      },
    );
    expect(source.remaining).toBe(0);
    expect(result.tie).toBe(true);
    expect(result.rollOff?.faces).toEqual([2, 2, 5, 1]);
    expect(result.winner).toBe("attacker");
  });

  it("An Attack that ties fails, and the defender may not Counter", () => {
    const source = scriptedSource([3, 4, 4, 3]);
    const result = rollOpposedCheck(
      source,
      { kind: "skill", bonus: 2 },
      { kind: "skill", bonus: 2 },
      {
        attack: true,
        tieRule: "roll-off",
      },
    );
    expect(source.remaining).toBe(0);
    expect(result.winner).toBe("neither");
    expect(result.counterAllowed).toBe(false);
    expect(result.rollOff).toBeNull();
    expect(result.dod).toBe(0);
  });
});
