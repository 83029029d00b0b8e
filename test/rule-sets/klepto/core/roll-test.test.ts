import { describe, expect, it } from "vitest";
import {
  diceForLevel,
  keepModeForLevel,
  levelForDice,
  netAdvantage,
  requireAdvantageLevel,
} from "../../../../src/rule-sets/klepto/core/mechanics/advantage";
import { drawDice, judgeTest, rollTest } from "../../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { MAX_ADVANTAGE_LEVEL } from "../../../../src/rule-sets/klepto/core/mechanics/constants";
import { standardBand } from "../../../../src/rule-sets/klepto/core/mechanics/score";
import { alwaysMax, scriptedSource } from "../../../../src/core/random";
import { expectIndieError, klepto } from "./expect-error";
import { asSentByAnyClient } from "../../../sent-by-any-client";
import { must } from "../../../kit";

/** Scripted d10 faces; a coin is a d2 where 2 is heads and 1 tails. */
const HEADS = 2;
const TAILS = 1;

describe("rules text: Modifiers", () => {
  it("Focus Save: Alice rolls 8 with a +1 Modifier and scores 9", () => {
    const result = rollTest(scriptedSource([8]), { modifier: 1 });
    expect(result.total).toBe(9);
    expect(result.crit).toBeNull();
    expect(result.dice).toHaveLength(1);
  });
});

describe("rules text: Advantage and Disadvantage examples", () => {
  // The text never states Alice's Modifier; "turning the 8 into a 10" makes it +2 in these examples.
  it("Advantage: Alice rolls 4 and 8, keeps 8, adds +2 and scores 10", () => {
    const result = rollTest(scriptedSource([4, 8]), { advantages: 1, modifier: 2 });
    expect(result.level).toBe(1);
    expect(result.keep).toBe("highest");
    expect(result.dice.map((die) => die.value)).toEqual([4, 8]);
    expect(result.keptIndex).toBe(1);
    expect(result.total).toBe(10);
  });

  it("two Disadvantages: Alice rolls 6, 4 and 9, keeps 4, adds +2 and scores 6", () => {
    const result = rollTest(scriptedSource([6, 4, 9]), { disadvantages: 2, modifier: 2 });
    expect(result.level).toBe(-2);
    expect(result.keep).toBe("lowest");
    expect(result.keptIndex).toBe(1);
    expect(result.total).toBe(6);
  });

  it("five Advantages and one Disadvantage: cancel to four, cap at three, roll 1, 4, 8, 2 and keep 8", () => {
    const source = scriptedSource([1, 4, 8, 2]);
    const result = rollTest(source, { advantages: 5, disadvantages: 1, modifier: 2 });
    expect(result.level).toBe(3);
    expect(result.dice).toHaveLength(4);
    expect(source.remaining).toBe(0);
    expect(must(result.dice[result.keptIndex]).value).toBe(8);
    // Slip in the text: it says "turning her 4 into a 6" and a Score of 6, copied from the example above.
    // The kept die is the 8 it just named, so with the same +2 Modifier the Score is 10.
    expect(result.total).toBe(10);
  });

  it("crit with Advantage: Alice rolls 4 and 10, the coin is tails, keeps the 4, adds +1 and scores 5", () => {
    const result = rollTest(scriptedSource([4, 10, TAILS]), { advantages: 1, modifier: 1 });
    expect(result.dice[1]).toEqual({ face: 10, value: 0, crit: "failure", coin: "tails" });
    expect(result.keptIndex).toBe(0);
    expect(result.total).toBe(5);
    expect(result.crit).toBeNull();
  });

  it("the same dice with Disadvantage keep the Critical Failure", () => {
    const result = rollTest(scriptedSource([4, 10, TAILS]), { disadvantages: 1, modifier: 1 });
    expect(result.keptIndex).toBe(1);
    expect(result.crit).toBe("failure");
    expect(result.total).toBe(1);
    expect(standardBand(result)).toBe("low");
  });

  it("with Disadvantage a heads coin still loses to a lower die (the missed Critical Success)", () => {
    const result = rollTest(scriptedSource([4, 10, HEADS]), { disadvantages: 1 });
    expect(result.keptIndex).toBe(0);
    expect(result.total).toBe(4);
  });

  it("with Advantage a heads coin is kept as a Critical Success, whatever the Modifier", () => {
    const result = rollTest(scriptedSource([9, 10, HEADS]), { advantages: 1, modifier: -5 });
    expect(result.crit).toBe("success");
    expect(result.total).toBe(5);
    expect(standardBand(result)).toBe("high");
  });
});

describe("rolling", () => {
  it("draws all dice first, then one coin per Critical Roll in die order", () => {
    const drawn = drawDice(scriptedSource([10, 2, 10, TAILS, HEADS]), "coin", 3);
    expect(drawn).toEqual({ faces: [10, 2, 10], coins: ["tails", "heads"] });
  });

  it("rolls a d20 per die with the d10ish die and never a coin", () => {
    const source = scriptedSource([1, 20]);
    const result = rollTest(source, { method: "d10ish", advantages: 1 });
    expect(result.method).toBe("d10ish");
    expect(result.dice.map((die) => die.value)).toEqual([0, 10]);
    expect(result.crit).toBe("success");
    expect(source.remaining).toBe(0);
  });

  it("keeps the first of equal dice", () => {
    expect(rollTest(scriptedSource([7, 7]), { advantages: 1 }).keptIndex).toBe(0);
  });

  it("defaults to one d10 by coin and no Modifier", () => {
    const result = rollTest(alwaysMax);
    expect(result).toMatchObject({ method: "coin", modifier: 0, level: 0, total: 10, crit: "success" });
  });

  it("gives a plain JSON result that survives a round trip", () => {
    const result = rollTest(scriptedSource([10, 3, TAILS]), { advantages: 1, modifier: 2 });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});

describe("judging dice rolled elsewhere", () => {
  it("gives the same result as rolling the same faces", () => {
    const rolled = rollTest(scriptedSource([3, 10, 6, HEADS]), { advantages: 2, modifier: 1 });
    const judged = judgeTest({ advantages: 2, modifier: 1 }, { faces: [3, 10, 6], coins: ["heads"] });
    expect(judged).toEqual(rolled);
  });

  it("refuses a face count that does not fit the level", () => {
    const error = expectIndieError(
      () => judgeTest({ advantages: 2 }, { faces: [3, 4], coins: [] }),
      klepto("DiceCount"),
    );
    expect(error.data).toEqual({ level: 2, expected: 3, given: 2 });
  });

  it("refuses bad Modifiers, counts and methods", () => {
    expectIndieError(() => rollTest(alwaysMax, { modifier: 1.5 }), klepto("Modifier"));
    expectIndieError(() => rollTest(alwaysMax, { advantages: 0.5 }), klepto("Advantages"));
    expectIndieError(() => rollTest(alwaysMax, { advantages: -1 }), "INDIE_DICE.Error.Limit.KleptoAdvantages");
    expectIndieError(() => rollTest(alwaysMax, { modifier: -1_000_001 }), "INDIE_DICE.Error.Limit.KleptoModifier");
    expectIndieError(() => rollTest(alwaysMax, { disadvantages: 0.5 }), klepto("Disadvantages"));
    expectIndieError(() => rollTest(alwaysMax, { method: asSentByAnyClient("coins") }), klepto("Method"));
  });
});

describe("advantage levels", () => {
  it("cancel one for one and cap at three", () => {
    expect(netAdvantage(0, 0)).toBe(0);
    expect(netAdvantage(2, 1)).toBe(1);
    expect(netAdvantage(1, 3)).toBe(-2);
    expect(netAdvantage(5, 1)).toBe(MAX_ADVANTAGE_LEVEL);
    expect(netAdvantage(0, 9)).toBe(-MAX_ADVANTAGE_LEVEL);
  });

  it("roll one die plus one per level and keep high for Advantage, low for Disadvantage", () => {
    expect([-3, -1, 0, 2].map(diceForLevel)).toEqual([4, 2, 1, 3]);
    expect(keepModeForLevel(-1)).toBe("lowest");
    expect(keepModeForLevel(0)).toBe("highest");
    expect(keepModeForLevel(3)).toBe("highest");
  });

  it("are read back from a pool of dice and a keep mode (3d10kckh is +2, 4dikl is −3)", () => {
    expect(levelForDice(3, "highest")).toBe(2);
    expect(levelForDice(4, "lowest")).toBe(-3);
    expect(levelForDice(1, "lowest")).toBe(0);
    const notWhole = expectIndieError(() => levelForDice(2.5, "highest"), klepto("DicePool"));
    expect(notWhole.data).toEqual({ count: "2.5", max: 4 });
    for (const count of [0, 5]) {
      const error = expectIndieError(() => levelForDice(count, "highest"), "INDIE_DICE.Error.Limit.KleptoTermDice");
      // A number stays a number, for the message to write it in the player's language.
      expect(error.data).toEqual({ value: count, min: 1, max: 4 });
    }
  });

  it("refuse a net level beyond the cap", () => {
    const error = expectIndieError(() => requireAdvantageLevel(4), klepto("Level"));
    expect(error.message).toContain("4");
    expectIndieError(() => diceForLevel(-4), klepto("Level"));
    expectIndieError(() => requireAdvantageLevel(1.5), klepto("Level"));
  });
});
