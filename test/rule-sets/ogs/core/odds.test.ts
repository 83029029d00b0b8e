import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OGS_LIMITS } from "../../../../src/rule-sets/ogs/core/limits";
import { actionCheckSlots, criticalStages } from "../../../../src/rule-sets/ogs/core/mechanics/action-check";
import { compareHighToLow } from "../../../../src/rule-sets/ogs/core/mechanics/tie-break";
import {
  actionCheckTotalOdds,
  checkOdds,
  diceTotalDistribution,
  openRollDistribution,
} from "../../../../src/rule-sets/ogs/core/odds/total-odds";
import {
  clearValueTableCache,
  MAX_TIE_BREAK_DICE,
  valueKey,
  valueTable,
} from "../../../../src/rule-sets/ogs/core/odds/value-table";
import { opposedOdds, type OddsSide } from "../../../../src/rule-sets/ogs/core/odds/opposed-odds";
import { errorKey } from "./error-key";
import { EXACT, bruteForceOpposed, expectOddsClose, outcomes } from "./odds-support";
import { must } from "../../../kit";

describe("OGS totals", () => {
  it("the total of any dice plus a bonus matches enumeration", () => {
    for (const sizes of [[4], [6, 8], [12, 8, 6], [4, 4, 10, 12]]) {
      const exact = diceTotalDistribution(sizes, 2);
      const counted = new Map<number, number>();
      for (const [faces, p] of outcomes(sizes)) {
        const total = faces.reduce((a, b) => a + b, 2);
        counted.set(total, (counted.get(total) ?? 0) + p);
      }
      expect(exact.mass).toBeCloseTo(1, 12);
      for (const [total, p] of counted) expect(Math.abs(exact.p(total) - p)).toBeLessThan(EXACT);
    }
  });

  it("success and critical stages against a difficulty match enumeration", () => {
    const spec = { stat: 8, skill: 6, modifier: 12, increases: [{ stages: 1 }], flatBonus: 1, difficulty: 12 };
    const odds = actionCheckTotalOdds(spec);
    const sizes = actionCheckSlots(spec).map((slot) => slot.faces);
    let success = 0;
    const atLeast = new Array<number>(odds.stages.max + 2).fill(0);
    for (const [faces, p] of outcomes(sizes)) {
      const total = faces.reduce((a, b) => a + b, 1);
      if (total >= spec.difficulty) success += p;
      for (let k = 0; k <= criticalStages(total, spec.difficulty); k++) atLeast[k]! += p;
    }
    expect(Math.abs(odds.success - success)).toBeLessThan(EXACT);
    atLeast.forEach((p, k) => expect(Math.abs(odds.stagesAtLeast(k) - p)).toBeLessThan(EXACT));
    expect(odds.stagesAtLeast(0)).toBeCloseTo(1, 12);
  });

  it("3d4 at difficulty 4: four stages need the top roll of 12, 1 in 64", () => {
    const odds = actionCheckTotalOdds({ stat: 4, skill: 4, modifier: 4, difficulty: 4 });
    expect(odds.stages.max).toBe(4);
    expect(odds.stagesAtLeast(4)).toBeCloseTo(1 / 64, 15);
    expect(odds.stagesAtLeast(5)).toBe(0);
    expect(odds.stages.p(0)).toBeCloseTo(odds.total.atMost(5), 15);
    expect(odds.success).toBeCloseTo(63 / 64, 15); // only 1, 1, 1 (total 3) fails
  });

  it("open rolls: a 2-stage Fireball is 10d10", () => {
    const fireball = openRollDistribution({ dice: new Array(10).fill(6), increase: 2, flatBonus: 3 });
    expect(fireball.min).toBe(13);
    expect(fireball.max).toBe(103);
    expect(fireball.mean()).toBeCloseTo(58, 10);
  });

  it("refuses unknown dice, bad bonuses and bad difficulties", () => {
    expect(errorKey(() => diceTotalDistribution([6, 20]))).toBe("INDIE_DICE.Error.Ogs.UnknownDie");
    expect(errorKey(() => diceTotalDistribution([6], 0.5))).toBe("INDIE_DICE.Error.Ogs.BadFlatBonus");
    expect(errorKey(() => checkOdds(diceTotalDistribution([6]), Number.NaN))).toBe(
      "INDIE_DICE.Error.Ogs.BadDifficulty",
    );
  });
});

describe("the value table", () => {
  it("keys order value lists exactly like the tie-break comparison", () => {
    const values = fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: MAX_TIE_BREAK_DICE });
    fc.assert(
      fc.property(values, values, (x, y) => {
        expect(Math.sign(valueKey(x) - valueKey(y))).toBe(Math.sign(compareHighToLow(x, y)));
      }),
    );
  });

  it("holds every multiset once, with enumeration's probability, sorted by sum then key", () => {
    for (const sizes of [[6, 6, 8], [12, 8, 6, 4], [4], []]) {
      const table = valueTable(sizes);
      const counted = new Map<number, number>();
      for (const [faces, p] of outcomes(sizes)) counted.set(valueKey(faces), (counted.get(valueKey(faces)) ?? 0) + p);
      expect(table.keys.length).toBe(counted.size);
      for (let row = 0; row < table.keys.length; row++) {
        expect(Math.abs(must(table.probs[row]) - must(counted.get(must(table.keys[row]))))).toBeLessThan(EXACT);
        if (row > 0) {
          const order =
            must(table.sums[row]) - must(table.sums[row - 1]) || must(table.keys[row]) - must(table.keys[row - 1]);
          expect(order).toBeGreaterThan(0);
        }
      }
    }
  });

  it("is cached by the multiset of sizes, and rebuilt the same after clearing", () => {
    const first = valueTable([12, 6, 8]);
    expect(valueTable([8, 12, 6])).toBe(first);
    clearValueTableCache();
    const rebuilt = valueTable([6, 8, 12]);
    expect(rebuilt).not.toBe(first);
    expect(rebuilt).toEqual(first);
  });

  it("evicts the oldest table once the cache is full, and keeps answering", () => {
    clearValueTableCache();
    const first = valueTable([4]);
    // 66 different multisets (more than the cache holds): 1–11 d4s with 0–10 d8s, never over the 11-dice limit.
    for (let d4s = 1; d4s <= 11; d4s++) {
      for (let d8s = 0; d8s <= 10 && d4s + d8s <= OGS_LIMITS.ogsRealDice.max; d8s++) {
        const table = valueTable([...new Array<number>(d4s).fill(4), ...new Array<number>(d8s).fill(8)]);
        expect(table.probs.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
      }
    }
    expect(valueTable([4])).not.toBe(first);
    expect(valueTable([4])).toEqual(first);
  });

  it(`refuses more than ${MAX_TIE_BREAK_DICE} dice a side`, () => {
    const tooMany = new Array<number>(MAX_TIE_BREAK_DICE + 1).fill(4);
    expect(errorKey(() => valueTable(tooMany))).toBe("INDIE_DICE.Error.Limit.OgsRealDice");
    expect(errorKey(() => valueTable([5]))).toBe("INDIE_DICE.Error.Ogs.UnknownDie");
  });
});

describe("opposed odds with the full tie-break chain", () => {
  it("the text's example: 2d6 + 1d8 against 3d6, equal to brute force", () => {
    const a = { dice: [6, 6, 8] };
    const b = { dice: [6, 6, 6] };
    const odds = opposedOdds(a, b);
    expectOddsClose(odds, bruteForceOpposed(a, b));
    // With equal values the d8 always wins on sizes; a roll-off never happens.
    expect(odds.byStep.sizes.a).toBeGreaterThan(0);
    expect(odds.byStep.rolloff).toEqual({ a: 0, b: 0 });
    expect(odds.aWins + odds.bWins).toBeCloseTo(1, 14);
  });

  it("identical sides split evenly, and full ties go to the roll-off", () => {
    const side = { dice: [8, 6, 4] };
    const odds = opposedOdds(side, side);
    expectOddsClose(odds, bruteForceOpposed(side, side));
    expect(odds.aWins).toBeCloseTo(0.5, 14);
    expect(odds.byStep.rolloff.a).toBeGreaterThan(0);
    expect(odds.byStep.sizes).toEqual({ a: 0, b: 0 });
  });

  it("different dice counts, with bonuses that make the totals meet", () => {
    const cases: Array<[OddsSide, OddsSide]> = [
      [{ dice: [4], flatBonus: 3 }, { dice: [4, 4] }],
      [{ dice: [12] }, { dice: [4, 4, 4], flatBonus: -2 }],
      [{ dice: [], flatBonus: 5 }, { dice: [6] }],
    ];
    for (const [a, b] of cases) expectOddsClose(opposedOdds(a, b), bruteForceOpposed(a, b));
  });

  it("is antisymmetric and sums to 1", () => {
    const side: fc.Arbitrary<OddsSide> = fc.record({
      dice: fc.array(fc.constantFrom(4, 6, 8, 10, 12), { maxLength: 6 }),
      flatBonus: fc.integer({ min: -6, max: 6 }),
    });
    fc.assert(
      fc.property(side, side, (a, b) => {
        const forward = opposedOdds(a, b);
        const backward = opposedOdds(b, a);
        expect(forward.aWins + forward.bWins).toBeCloseTo(1, 12);
        expect(backward.bWins).toBeCloseTo(forward.aWins, 12);
        for (const step of ["total", "values", "sizes", "rolloff"] as const) {
          expect(backward.byStep[step].b).toBeCloseTo(forward.byStep[step].a, 12);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("the same bonus on both sides changes nothing", () => {
    const a = { dice: [12, 8, 8, 6], flatBonus: 0 };
    const b = { dice: [10, 10, 12], flatBonus: 1 };
    const lifted = opposedOdds({ ...a, flatBonus: 4 }, { ...b, flatBonus: 5 });
    expectOddsClose(lifted, opposedOdds(a, b));
  });

  it("refuses bad bonuses and unknown dice", () => {
    expect(errorKey(() => opposedOdds({ dice: [6], flatBonus: 1.5 }, { dice: [6] }))).toBe(
      "INDIE_DICE.Error.Ogs.BadFlatBonus",
    );
    expect(errorKey(() => opposedOdds({ dice: [6] }, { dice: [7] }))).toBe("INDIE_DICE.Error.Ogs.UnknownDie");
  });
});
