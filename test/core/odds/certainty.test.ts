/**
 * Certain and impossible as exact figures (docs/odds.md "Certain and impossible", issue 43): a chance is exactly 1
 * only when no outcome fails it — read from the outcomes, not from a sum that falls a float's last bit short of 1 —
 * and a chance that can fail stays below 1 even when the sum rounds up to it (every one of 22 dice a 1).
 */
import { describe, expect, it } from "vitest";
import { formulaChance, formulaDistribution } from "../../../src/core/formula/formula-distribution";
import { chanceThatCanFail } from "../../../src/core/odds/certainty";
import { IntDistribution } from "../../../src/core/odds/int-distribution";
import { kaiserDifficultyOdds } from "../../../src/rule-sets/kaiser/core/odds/difficulty-odds";
import { testRangeOdds } from "../../../src/rule-sets/klepto/core/odds/range-odds";
import { checkOdds, diceTotalDistribution } from "../../../src/rule-sets/ogs/core/odds/total-odds";
import { oldeReachChance, oldeRollDistribution } from "../../../src/rule-sets/olde/core/odds/roll-odds";
import { groupChance } from "../../../src/card-kinds/request/core/group-question";
import { must } from "../../kit";

const pending = (chance: number) => ({ state: "pending" as const, chance });

describe("a chance that can fail is below 1", () => {
  it("keeps a summed chance that rounds to 1 just below it, and leaves the others as they are", () => {
    expect(chanceThatCanFail(1)).toBeLessThan(1);
    expect(chanceThatCanFail(1.0000000000000042)).toBeLessThan(1);
    expect(chanceThatCanFail(0.25)).toBe(0.25);
    expect(chanceThatCanFail(0)).toBe(0);
  });
});

describe("IntDistribution: a whole distribution's tails read certain from the support", () => {
  it("is exactly 1 at or beyond the support's end, where the sum of a d6 falls short (0.9999999999999999)", () => {
    const d6 = IntDistribution.die(6);
    expect(d6.atLeast(1)).toBeLessThan(1);
    expect(d6.wholeAtLeast(1)).toBe(1);
    expect(d6.wholeAtLeast(-5)).toBe(1);
    expect(d6.wholeAtMost(6)).toBe(1);
    expect(d6.wholeAtLeast(7)).toBe(0);
    expect(d6.wholeAtMost(0)).toBe(0);
  });

  it("is below 1 when an outcome fails, though the sum rounds past 1 (50d100 at least 51: 1e-100 fails)", () => {
    const total = IntDistribution.die(100).times(50);
    expect(total.atLeast(51)).toBeGreaterThanOrEqual(1);
    expect(total.wholeAtLeast(51)).toBeLessThan(1);
    expect(total.wholeAtMost(4999)).toBeLessThan(1);
  });

  it("is no more than its sum when a tail was cut (an exploding die: what was cut may lie beyond)", () => {
    const cut = new IntDistribution(1, [0.5, 0.5 - 1e-13], 1e-13);
    expect(cut.wholeAtMost(2)).toBeLessThan(1);
  });
});

describe("success chances: exactly 1 when certain, below 1 when they can fail", () => {
  it("Kaiser: a resistance check at Advantage 20 against 3 fails only when all 22 dice show 1 (7.6e-18)", () => {
    const odds = kaiserDifficultyOdds({ kind: "resistance", bonus: 0, advantage: 20, method: "pool" }, 3);
    expect(odds.pFailure).toBeCloseTo((1 / 6) ** 22, 30);
    expect(odds.pSuccess).toBeLessThan(1);
    const mirror = kaiserDifficultyOdds({ kind: "resistance", bonus: 0, advantage: -20, method: "pool" }, 12);
    expect(mirror.pFailure).toBeLessThan(1);
  });

  it("Kaiser: a characteristic check against its lowest total succeeds for certain: exactly 1, its failure 0", () => {
    const odds = kaiserDifficultyOdds({ kind: "characteristic", bonus: 0, advantage: 0, method: "pool" }, 1);
    expect(odds.pSuccess).toBe(1);
    expect(odds.pFailure).toBe(0);
    const never = kaiserDifficultyOdds({ kind: "characteristic", bonus: 0, advantage: 0, method: "pool" }, 7);
    expect(never.pSuccess).toBe(0);
    expect(never.pFailure).toBe(1);
  });

  it("OGS: three dice against 3 succeed for certain; against 4 they can fail", () => {
    expect(checkOdds(diceTotalDistribution([6, 6, 6]), 3).success).toBe(1);
    expect(checkOdds(diceTotalDistribution([6, 6, 6]), 4).success).toBeLessThan(1);
  });

  it(
    "the Kleptonomicon: " + "a Score Range every Score falls in is exactly 1, the sum of its Scores and crits aside",
    () => {
      for (const options of [
        { modifier: 3 },
        { modifier: -2, advantages: 2 },
        { modifier: 1, disadvantages: 3, method: "d10ish" as const },
      ]) {
        expect(must(testRangeOdds(options, "[..] Anything").ranges[0]).probability).toBe(1);
      }
    },
  );

  it("a dice formula: 1d6 at least 1 is exactly 1; 22d6 at least 23 stays below 1", () => {
    expect(formulaChance(formulaDistribution("1d6"), 1, "atLeast")).toBe(1);
    expect(formulaChance(formulaDistribution("1d6"), 6, "atMost")).toBe(1);
    expect(formulaChance(formulaDistribution("22d6"), 23, "atLeast")).toBeLessThan(1);
  });
});

describe("a request's group chance: certain from the rows, not from the Poisson binomial's sum", () => {
  it("at least one of rows at 30%, 90% and certain is exactly 1 (the sum gives 0.9999999999999999)", () => {
    expect(groupChance("atLeastOne", [pending(0.3), pending(0.9), pending(1)])).toBe(1);
  });

  it(
    "most of five with three certain rows is exactly 1 " + "(the sum gives 0.9999999999999999 or 1.0000000000000002)",
    () => {
      expect(groupChance("most", [pending(0.9), pending(1), pending(5 / 12), pending(1), pending(1)])).toBe(1);
      expect(groupChance("most", [pending(1 / 3), pending(1), pending(0.45), pending(1), pending(1)])).toBe(1);
    },
  );

  it("everyone, with a row that can fail however little, stays below 1; with a row that cannot pass, exactly 0", () => {
    expect(groupChance("everyone", [pending(1), pending(0.9999999999999999)])).toBeLessThan(1);
    expect(groupChance("most", [pending(0), pending(0), pending(1)])).toBe(0);
  });
});

describe("an unlimited Dungeons of Olde roll (a tail cut above its kept totals)", () => {
  it("reaches a target at or below its least total for certain; one above it can still fail", () => {
    const total = oldeRollDistribution({ count: 2, faces: 6, adjustment: 1, unlimited: true });
    expect(total.cutMass).toBeGreaterThan(0);
    expect(oldeReachChance(total, 3)).toBe(1);
    expect(oldeReachChance(total, -4)).toBe(1);
    expect(oldeReachChance(total, 4)).toBeLessThan(1);
    // Without knowing where the tail was cut, the distribution cannot call it certain.
    expect(total.wholeAtLeast(3)).toBeLessThan(1);
  });
});
