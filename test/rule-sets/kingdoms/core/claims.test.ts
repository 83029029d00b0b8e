import { describe, expect, it } from "vitest";
import { kingdomsPoolOdds } from "../../../../src/rule-sets/kingdoms/core/odds/pool-odds";
import type { KingdomsPoolOdds } from "../../../../src/rule-sets/kingdoms/core/odds/pool-odds";
import { must } from "../../../kit";

/**
 * The rules text gives two rules of thumb for choosing how many dice to roll. These tests check both against
 * the exact odds, under the default reading (margin ≥ 0 succeeds) and the strict one (margin > 0), and pin
 * the figures where the text is wrong.
 */

type Reading = "atLeastZero" | "positive";
const READINGS: readonly Reading[] = ["atLeastZero", "positive"];
const MAX_DICE = 60;

const table = new Map<number, KingdomsPoolOdds[]>();
function chance(dt: number, dice: number, reading: Reading): number {
  let odds = table.get(dt);
  if (odds === undefined) {
    odds = kingdomsPoolOdds(MAX_DICE + 2, dt);
    table.set(dt, odds);
  }
  return must(odds[dice - 1])[reading];
}

/** A chance as a percentage with one decimal, the way the dialog shows it. */
const percent = (p: number) => Math.round(p * 1000) / 10;

/** An even pool that does better than both odd pools beside it. */
const evenPeak = (dt: number, dice: number, r: Reading) =>
  chance(dt, dice, r) > chance(dt, dice - 1, r) && chance(dt, dice, r) > chance(dt, dice + 1, r);

/** An even pool that does worse than both odd pools beside it. */
const evenDip = (dt: number, dice: number, r: Reading) =>
  chance(dt, dice, r) < chance(dt, dice - 1, r) && chance(dt, dice, r) < chance(dt, dice + 1, r);

function bestPool(dt: number, r: Reading): number {
  let best = 1;
  for (let dice = 2; dice <= MAX_DICE; dice++) if (chance(dt, dice, r) > chance(dt, best, r)) best = dice;
  return best;
}

function worstPool(dt: number, r: Reading): number {
  let worst = 1;
  for (let dice = 2; dice <= MAX_DICE; dice++) if (chance(dt, dice, r) < chance(dt, worst, r)) worst = dice;
  return worst;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('claim 1: "even numbers of dice have a higher chance of success, especially at small numbers"', () => {
  it("true at DT 6 under ≥ 0: every even pool 2–10 beats both odd neighbours, by less each time", () => {
    expect(range(1, 7).map((dice) => percent(chance(6, dice, "atLeastZero")))).toEqual([
      50.0, 68.1, 54.3, 60.5, 55.3, 57.5, 55.3,
    ]);
    const edges = [2, 4, 6, 8, 10].map((dice) => {
      expect(evenPeak(6, dice, "atLeastZero")).toBe(true);
      const odd = Math.max(chance(6, dice - 1, "atLeastZero"), chance(6, dice + 1, "atLeastZero"));
      return chance(6, dice, "atLeastZero") - odd;
    });
    for (let i = 1; i < edges.length; i++) expect(must(edges[i])).toBeLessThan(must(edges[i - 1]));
  });

  it("why: even pools roll a margin of exactly 0 far more often, and only ≥ 0 counts it", () => {
    const zero = (dice: number) => chance(6, dice, "atLeastZero") - chance(6, dice, "positive");
    expect(range(1, 6).map((dice) => percent(zero(dice)))).toEqual([0, 36.1, 8.7, 21.0, 10.6, 15.0]);
    for (const dice of [2, 4, 6, 8, 10]) {
      expect(zero(dice)).toBeGreaterThan(zero(dice - 1));
      expect(zero(dice)).toBeGreaterThan(zero(dice + 1));
    }
    // By 12 dice the parity effect has faded: 11 dice tie at 0 a little more often than 12.
    expect(zero(12)).toBeLessThan(zero(11));
    expect(evenPeak(6, 12, "atLeastZero")).toBe(false);
  });

  it("under ≥ 0, 2 dice beat both 1 and 3 dice only for DT 4–10", () => {
    const dts = range(1, 11).filter((dt) => evenPeak(dt, 2, "atLeastZero"));
    expect(dts).toEqual([4, 5, 6, 7, 8, 9, 10]);
  });

  it("false at low DT under ≥ 0: at DT 1, 2 dice are the worst pool of all", () => {
    expect(percent(chance(1, 1, "atLeastZero"))).toBe(91.7);
    expect(chance(1, 2, "atLeastZero")).toBeCloseTo(123 / 144, 14); // 85.4%: a 1 beside any plain success
    expect(percent(chance(1, 3, "atLeastZero"))).toBe(98.0);
    expect(worstPool(1, "atLeastZero")).toBe(2);
    // At DT 2 and 3 more dice are simply better; no even pool stands above its neighbours.
    const evenPools = range(1, 29).map((n) => 2 * n);
    for (const dt of [2, 3]) expect(evenPools.filter((n) => evenPeak(dt, n, "atLeastZero"))).toEqual([]);
    expect([percent(chance(3, 2, "atLeastZero")), percent(chance(3, 3, "atLeastZero"))]).toEqual([82.6, 85.1]);
  });

  it("false at DT 11 under ≥ 0: 3 dice do best (a single 12 carries two plain failures)", () => {
    expect([2, 3, 4].map((dice) => percent(chance(11, dice, "atLeastZero")))).toEqual([16.0, 19.3, 3.7]);
    expect(bestPool(11, "atLeastZero")).toBe(3);
  });

  it("reversed under the strict > 0 reading: for DT 2–8, 2 dice do worse than both 1 and 3 dice", () => {
    expect(range(1, 11).filter((dt) => evenDip(dt, 2, "positive"))).toEqual([2, 3, 4, 5, 6, 7, 8]);
    const atSix = range(1, 5).map((dice) => percent(chance(6, dice, "positive")));
    expect(atSix).toEqual([50.0, 31.9, 45.7, 39.5, 44.7]);
    for (const dice of [2, 4, 6, 8, 10]) expect(evenDip(6, dice, "positive")).toBe(true);
  });
});

describe(
  'claim 2: "small numbers of dice are more likely to have a positive margin when DT > 6, ' + 'and vice versa"',
  () => {
    it("true as a trend: for DT 7–11 the best pool has at most 3 dice and 60 dice is the worst", () => {
      for (const r of READINGS) {
        for (const dt of range(7, 11)) {
          expect(bestPool(dt, r)).toBeLessThanOrEqual(3);
          expect(worstPool(dt, r)).toBe(MAX_DICE);
        }
      }
      expect(percent(chance(9, 1, "positive"))).toBe(25.0);
      expect(percent(chance(9, 60, "positive"))).toBe(0.0);
    });

    it("true as a trend: for DT 1–5 a pool of 60 dice is the best", () => {
      for (const r of READINGS) for (const dt of range(1, 5)) expect(bestPool(dt, r)).toBe(MAX_DICE);
      expect(percent(chance(5, 60, "atLeastZero"))).toBe(86.7);
      expect(percent(chance(5, 1, "atLeastZero"))).toBe(58.3);
    });

    it("in the long run: from 26 dice on, every extra die moves the chance the way the text says", () => {
      for (const r of READINGS) {
        for (const dt of [...range(1, 5), ...range(7, 11)]) {
          for (let dice = 26; dice < MAX_DICE; dice++) {
            const next = chance(dt, dice + 1, r);
            if (dt > 6) expect(next).toBeLessThan(chance(dt, dice, r));
            else expect(next).toBeGreaterThan(chance(dt, dice, r));
          }
        }
      }
    });

    it("but not die by die for small pools: parity and criticals zig-zag", () => {
      // DT 7 (> 6), default reading: 2 dice are far better than 1.
      expect([percent(chance(7, 1, "atLeastZero")), percent(chance(7, 2, "atLeastZero"))]).toEqual([41.7, 60.4]);
      // DT 7, strict reading: even pools climb from 2 to 6 dice.
      expect([2, 4, 6].map((dice) => percent(chance(7, dice, "positive")))).toEqual([25.7, 29.6, 30.0]);
      // DT 5 (< 6), default reading: 2 dice beat 3 and 5.
      expect([2, 3, 5].map((dice) => percent(chance(5, dice, "atLeastZero")))).toEqual([74.3, 65.2, 68.0]);
      // The exceptions: DT 3 (≥ 0) rises and DT 9 (> 0) falls with every die from the first.
      for (let dice = 1; dice < MAX_DICE; dice++) {
        expect(chance(3, dice + 1, "atLeastZero")).toBeGreaterThan(chance(3, dice, "atLeastZero"));
        expect(chance(9, dice + 1, "positive")).toBeLessThan(chance(9, dice, "positive"));
      }
    });

    it("DT 6 is the pivot: the chances tend to 50%, from above under ≥ 0 and from below under > 0", () => {
      for (let dice = 1; dice <= MAX_DICE; dice++) {
        // The margin at DT 6 is symmetric about 0, so the two readings always add up to 1.
        expect(chance(6, dice, "atLeastZero") + chance(6, dice, "positive")).toBeCloseTo(1, 12);
        expect(chance(6, dice, "atLeastZero")).toBeGreaterThanOrEqual(0.5);
      }
      expect(percent(chance(6, 60, "atLeastZero"))).toBe(52.1);
      expect(percent(chance(6, 60, "positive"))).toBe(47.9);
      expect(bestPool(6, "atLeastZero")).toBe(2);
      expect(bestPool(6, "positive")).toBe(1);
    });
  },
);
