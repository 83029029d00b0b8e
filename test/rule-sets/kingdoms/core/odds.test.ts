import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cases } from "../../../quick";
import { IndieDiceError } from "../../../../src/core/errors";
import { judgeMargin } from "../../../../src/rule-sets/kingdoms/core/mechanics/margin";
import { KINGDOMS_DIE_FACES } from "../../../../src/rule-sets/kingdoms/core/mechanics/rules";
import {
  assertOddsDice,
  basicTestSuccessChance,
  KINGDOMS_ODDS_MAX_DICE,
  kingdomsMarginDistribution,
  kingdomsMarginTables,
  kingdomsPoolOdds,
} from "../../../../src/rule-sets/kingdoms/core/odds/pool-odds";
import { kingdomsDieDistribution, kingdomsDieOdds } from "../../../../src/rule-sets/kingdoms/core/odds/die-odds";
import { must } from "../../../kit";

/** Every face tuple of `dice` d12s, judged by the mechanic itself: margin → count. */
function enumerateMargins(dice: number, dt: number): Map<number, number> {
  const counts = new Map<number, number>();
  const faces = new Array<number>(dice).fill(1);
  const total = KINGDOMS_DIE_FACES ** dice;
  for (let index = 0; index < total; index++) {
    let rest = index;
    for (let d = 0; d < dice; d++) {
      faces[d] = (rest % KINGDOMS_DIE_FACES) + 1;
      rest = Math.floor(rest / KINGDOMS_DIE_FACES);
    }
    const { margin } = judgeMargin(faces, dt);
    counts.set(margin, (counts.get(margin) ?? 0) + 1);
  }
  return counts;
}

const clampDt = (dt: number) => Math.min(11, Math.max(1, dt));

describe("kingdomsDieOdds", () => {
  it("DT 7: one 12, four successes (8–11), six failures (2–7), one 1", () => {
    const odds = kingdomsDieOdds(7);
    expect(odds.criticalSuccess).toBeCloseTo(1 / 12, 15);
    expect(odds.success).toBeCloseTo(4 / 12, 15);
    expect(odds.failure).toBeCloseTo(6 / 12, 15);
    expect(odds.criticalFailure).toBeCloseTo(1 / 12, 15);
  });

  it("criticals keep 1/12 each at any DT, even far outside 1–11", () => {
    for (const dt of [0, 1, 6, 11, 12, 40, 99]) {
      const odds = kingdomsDieOdds(dt);
      expect(odds.criticalSuccess).toBeCloseTo(1 / 12, 15);
      expect(odds.criticalFailure).toBeCloseTo(1 / 12, 15);
      expect(odds.criticalSuccess + odds.success + odds.failure + odds.criticalFailure).toBeCloseTo(1, 14);
    }
  });

  it("one die's weight distribution has the four weights only", () => {
    const die = kingdomsDieDistribution(6);
    expect(die.entries().map(([weight]) => weight)).toEqual([-2, -1, 1, 2]);
    expect(die.p(0)).toBe(0);
    expect(die.mean()).toBeCloseTo(0, 14);
    expect(
      kingdomsDieDistribution(11)
        .entries()
        .map(([weight]) => weight),
    ).toEqual([-2, -1, 2]);
  });

  it("rejects a DT that is not a whole number", () => {
    expect(() => kingdomsDieOdds(6.5)).toThrow(IndieDiceError);
  });
});

describe("kingdomsPoolOdds", () => {
  it("docs/rulings.md figures at DT 6: 1 die 50.0%; 2 dice 68.1% with ≥ 0 but 31.9% with > 0", () => {
    const [one, two] = kingdomsPoolOdds(2, 6);
    expect(must(one).atLeastZero).toBeCloseTo(0.5, 12);
    expect(must(one).positive).toBeCloseTo(0.5, 12);
    expect(must(two).atLeastZero).toBeCloseTo(98 / 144, 12); // 68.06%
    expect(must(two).positive).toBeCloseTo(46 / 144, 12); // 31.94%
    expect(Math.round(must(two).atLeastZero * 1000) / 10).toBe(68.1);
    expect(Math.round(must(two).positive * 1000) / 10).toBe(31.9);
  });

  it("gives every pool size from 1 to n, each a whole distribution over −2k..2k", () => {
    const odds = kingdomsPoolOdds(60, 7);
    expect(odds).toHaveLength(60);
    odds.forEach((entry, index) => {
      const dice = index + 1;
      expect(entry.dice).toBe(dice);
      expect(entry.dt).toBe(7);
      expect(entry.margin.min).toBe(-2 * dice);
      expect(entry.margin.max).toBe(2 * dice);
      expect(entry.margin.mass).toBeCloseTo(1, 12);
      expect(entry.positive).toBeLessThanOrEqual(entry.atLeastZero);
      expect(entry.atLeastZero - entry.positive).toBeCloseTo(entry.margin.p(0), 12);
    });
  });

  it("the tables hold margins −2k..2k at indices 0..4k", () => {
    const tables = kingdomsMarginTables(3, 6);
    expect(tables.map((t) => t.length)).toEqual([5, 9, 13]);
    expect(Array.from(must(tables[0]))).toEqual([1 / 12, 5 / 12, 0, 5 / 12, 1 / 12]);
  });

  it("E[margin] = n × (6 − DT) / 6 with the DT clamped to 1–11", () => {
    for (const dt of [0, 1, 4, 6, 9, 11, 15]) {
      for (const entry of kingdomsPoolOdds(40, dt)) {
        expect(entry.expectedMargin).toBeCloseTo((entry.dice * (6 - clampDt(dt))) / 6, 10);
      }
    }
  });

  it("brute force: all 12^n faces for n ≤ 4 give the same distribution within 1e-12", () => {
    for (let dt = 0; dt <= 13; dt++) {
      const odds = kingdomsPoolOdds(4, dt);
      // Four dice (20,736 faces a DT) are most of the test's time: in `npm test`, every third DT.
      for (let dice = 1; dice <= (dt % cases(1, 3) === 0 ? 4 : 3); dice++) {
        const counts = enumerateMargins(dice, dt);
        const total = KINGDOMS_DIE_FACES ** dice;
        const exact = must(odds[dice - 1]);
        for (let margin = -2 * dice - 1; margin <= 2 * dice + 1; margin++) {
          expect(Math.abs(exact.margin.p(margin) - (counts.get(margin) ?? 0) / total)).toBeLessThan(1e-12);
        }
        let atLeastZero = 0;
        let positive = 0;
        let sum = 0;
        for (const [margin, count] of counts) {
          if (margin >= 0) atLeastZero += count;
          if (margin > 0) positive += count;
          sum += margin * count;
        }
        expect(Math.abs(exact.atLeastZero - atLeastZero / total)).toBeLessThan(1e-12);
        expect(Math.abs(exact.positive - positive / total)).toBeLessThan(1e-12);
        expect(Math.abs(exact.expectedMargin - sum / total)).toBeLessThan(1e-12);
      }
    }
  });

  it("property: DT d is the mirror of DT 12 − d (face f ↔ 13 − f)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 11 }), fc.integer({ min: 1, max: 30 }), (dt, dice) => {
        const here = kingdomsMarginDistribution(dice, dt);
        const mirror = kingdomsMarginDistribution(dice, 12 - dt);
        for (let margin = -2 * dice; margin <= 2 * dice; margin++) {
          expect(here.p(margin)).toBeCloseTo(mirror.p(-margin), 12);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("property: raising the DT never raises the chance of success (first-order dominance)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 30 }), (dt, dice) => {
        const easier = kingdomsMarginDistribution(dice, dt);
        const harder = kingdomsMarginDistribution(dice, dt + 1);
        for (let margin = -2 * dice; margin <= 2 * dice; margin++) {
          expect(harder.atLeast(margin)).toBeLessThanOrEqual(easier.atLeast(margin) + 1e-12);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("one pool size alone equals the same entry of the side-by-side table", () => {
    const table = kingdomsPoolOdds(12, 8);
    const alone = kingdomsMarginDistribution(12, 8);
    expect(Array.from(alone.probs)).toEqual(Array.from(must(table[11]).margin.probs));
  });

  it("60 dice at DT 11 keeps the tiniest tail exact (all twelves: 12^−60)", () => {
    const sixty = kingdomsMarginDistribution(60, 11);
    expect(sixty.p(120) / 12 ** -60).toBeCloseTo(1, 10);
    expect(sixty.mass).toBeCloseTo(1, 12);
  });

  it("picks the success chance for the world's basic-test rule", () => {
    const [, two] = kingdomsPoolOdds(2, 6);
    expect(basicTestSuccessChance(must(two), "zeroOrMore")).toBe(must(two).atLeastZero);
    expect(basicTestSuccessChance(must(two), "positive")).toBe(must(two).positive);
  });

  it.each([2.5, Number.NaN])("rejects %s dice", (dice) => {
    expect(() => kingdomsPoolOdds(dice, 6)).toThrow(IndieDiceError);
    expect(() => kingdomsPoolOdds(dice, 6)).toThrow(/pools of 1 to 200 dice, not/);
  });

  it.each([0, -1, KINGDOMS_ODDS_MAX_DICE + 1])("rejects %s dice, outside the pool limit", (dice) => {
    expect(() => kingdomsPoolOdds(dice, 6)).toThrow(IndieDiceError);
    expect(() => kingdomsPoolOdds(dice, 6)).toThrow(/a dice pool must be a whole number of dice from 1 to 200, not/);
  });

  it("accepts the largest pool and rejects a non-number and a bad DT", () => {
    expect(kingdomsPoolOdds(KINGDOMS_ODDS_MAX_DICE, 6)).toHaveLength(KINGDOMS_ODDS_MAX_DICE);
    expect(() => assertOddsDice("6")).toThrow(IndieDiceError);
    expect(() => kingdomsPoolOdds(6, Number.NaN)).toThrow(/DT\) must be a whole number/);
  });
});
