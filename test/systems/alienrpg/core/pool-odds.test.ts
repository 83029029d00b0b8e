/**
 * Alien RPG's figures (src/systems/alienrpg/core/pool-odds.ts), worked out by hand: a die shows a six with 1/6, a
 * one with 1/6; b base and s stress dice succeed unless all b + s show no six ((5/6)^(b+s)); panic is a one among
 * the s stress dice (1 − (5/6)^s).
 */
import { describe, expect, it } from "vitest";
import {
  alienOdds,
  alienPoolOf,
  alienRollsNothing,
  atLeastSixes,
  type AlienPool,
} from "../../../../src/systems/alienrpg/core/pool-odds";
import { must } from "../../../kit";

function figure(pool: AlienPool, key: string): number | undefined {
  return must(alienOdds(pool).choices[0]).outcomes.find((outcome) => outcome.key === key)?.probability;
}

describe("Alien RPG's pool as yzeRoll builds it", () => {
  it("a skill of 5 and no stress rolls 5db; base 4 with stress 2 rolls 4db+2ds", () => {
    expect(alienPoolOf(5, 0)).toEqual({ base: 5, stress: 0 });
    expect(alienPoolOf(4, 2)).toEqual({ base: 4, stress: 2 });
    expect(alienPoolOf(0, 3)).toEqual({ base: 0, stress: 3 });
  });

  it("negative base dice eat stress dice: skill 1 − 3 with stress 3 rolls 0db+1ds; with stress 2 nothing", () => {
    expect(alienPoolOf(-2, 3)).toEqual({ base: 0, stress: 1 });
    expect(alienPoolOf(-2, 2)).toBeNull();
  });

  it("no dice of either kind, or base 0 with negative stress, or a stress NaN beside base dice: no roll", () => {
    expect(alienPoolOf(0, 0)).toBeNull();
    expect(alienPoolOf(0, -1)).toBeNull();
    expect(alienPoolOf(3, Number.NaN)).toBeNull();
    expect(alienPoolOf(Number.NaN, Number.NaN)).toBeNull();
    // Base dice with negative stress roll alone (`r2Dice <= 0`).
    expect(alienPoolOf(3, -2)).toEqual({ base: 3, stress: 0 });
  });

  it("rolling nothing (whole numbers the system rolls none of) is told from a pool the adapter cannot read", () => {
    // 0 + 0 ("NoAttribute"), −2 eating both stress dice ("No Dice to Roll"), base 0 with negative stress (silent).
    expect([alienRollsNothing(0, 0), alienRollsNothing(-2, 2), alienRollsNothing(0, -1)]).toEqual([true, true, true]);
    // A pool rolls; NaN, a fraction and a pool past the bound are unread, not nothing.
    expect(alienRollsNothing(-2, 3)).toBe(false);
    expect(alienRollsNothing(3, -2)).toBe(false);
    expect(alienRollsNothing(3, Number.NaN)).toBe(false);
    expect(alienRollsNothing(Number.NaN, Number.NaN)).toBe(false);
    expect(alienRollsNothing(0.5, 0)).toBe(false);
    expect(alienRollsNothing(61, 0)).toBe(false);
  });
});

describe("Alien RPG's figures", () => {
  it("worked example 1: 5db succeeds 4651/7776 (1 − 3125/7776); no panic row without stress dice", () => {
    expect(figure({ base: 5, stress: 0 }, "success")).toBeCloseTo(4651 / 7776, 14);
    expect(figure({ base: 5, stress: 0 }, "panic")).toBeUndefined();
  });

  it("worked example 2: 4db+2ds — success 31031/46656, panic 11/36, success without panic 22400/46656", () => {
    const pool = { base: 4, stress: 2 };
    expect(figure(pool, "success")).toBeCloseTo(31031 / 46656, 14);
    expect(figure(pool, "panic")).toBeCloseTo(11 / 36, 14);
    expect(figure(pool, "successNoPanic")).toBeCloseTo(22400 / 46656, 14);
  });

  it("worked example 3: 0db+1ds — success 1/6, panic 1/6, success without panic 1/6 (a six is no one)", () => {
    const pool = { base: 0, stress: 1 };
    expect(figure(pool, "success")).toBeCloseTo(1 / 6, 14);
    expect(figure(pool, "panic")).toBeCloseTo(1 / 6, 14);
    expect(figure(pool, "successNoPanic")).toBeCloseTo(1 / 6, 14);
  });

  it("counts of sixes: 2 dice show two sixes 1/36; 3 dice at least two 16/216 (3·5 + 1), three 1/216", () => {
    expect(figure({ base: 2, stress: 0 }, "twoSixes")).toBeCloseTo(1 / 36, 14);
    expect(figure({ base: 2, stress: 1 }, "twoSixes")).toBeCloseTo(16 / 216, 14);
    expect(figure({ base: 2, stress: 1 }, "threeSixes")).toBeCloseTo(1 / 216, 14);
    expect(atLeastSixes(1, 2)).toBe(0);
    expect(atLeastSixes(4, 0)).toBe(1);
  });

  it("at 60 + 60 dice the figures stay probabilities: success 1 − (5/6)^120, panic 1 − (5/6)^60", () => {
    const pool = { base: 60, stress: 60 };
    expect(figure(pool, "success")).toBeCloseTo(1 - (5 / 6) ** 120, 14);
    expect(figure(pool, "panic")).toBeCloseTo(1 - (5 / 6) ** 60, 14);
    expect(must(figure(pool, "threeSixes"))).toBeLessThanOrEqual(1);
  });
});
