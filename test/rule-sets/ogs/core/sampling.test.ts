import { describe, expect, it } from "vitest";
import {
  actionCheckSlots,
  rollActionCheck,
  type ActionCheckSpec,
  type ActionDiceSpec,
} from "../../../../src/rule-sets/ogs/core/mechanics/action-check";
import { rollOpposedCheck } from "../../../../src/rule-sets/ogs/core/mechanics/opposed-check";
import { actionCheckTotalOdds, diceTotalDistribution } from "../../../../src/rule-sets/ogs/core/odds/total-odds";
import { opposedActionCheckOdds } from "../../../../src/rule-sets/ogs/core/odds/opposed-odds";
import { seededSource } from "../../../../src/core/random";
import { chiSquareCritical, chiSquareFitCounts, POWER_MARGIN, SAMPLES } from "../../../core/support/chi-square";

/**
 * The phase-1 roller, sampled 20,000 times with a fixed seed, against the exact odds. Each test rejects at
 * p ≤ 0.001; the critical values are computed from the chi-square distribution (see ../support/chi-square).
 */

const ALPHA = 0.001;

/* -------------------------------------------- */
/*  Totals                                      */
/* -------------------------------------------- */

function sampleTotals(spec: ActionCheckSpec, seed: number): Map<number, number> {
  const source = seededSource(seed);
  const counts = new Map<number, number>();
  for (let i = 0; i < SAMPLES; i++) {
    const { total } = rollActionCheck(spec, source);
    counts.set(total, (counts.get(total) ?? 0) + 1);
  }
  return counts;
}

describe("sampled totals agree with the exact distribution", () => {
  // A d12 modifier die with a 2-stage increase rolls as d8 + d8.
  const spec: ActionCheckSpec = {
    stat: 8,
    skill: 10,
    modifier: 12,
    increases: [{ stages: 2 }],
    flatBonus: 1,
    difficulty: 20,
  };
  const counts = sampleTotals(spec, 20_261_121);
  const exact = actionCheckTotalOdds(spec).total;
  const values = exact.entries().map(([value]) => value);
  const observed = values.map((value) => counts.get(value) ?? 0);

  it("chi-square over every total (p > 0.001)", () => {
    expect([...counts.keys()].every((value) => exact.p(value) > 0)).toBe(true);
    const { statistic, degreesOfFreedom: df } = chiSquareFitCounts(
      observed,
      values.map((value) => exact.p(value) * SAMPLES),
    );
    expect(df).toBeGreaterThan(15);
    expect(statistic).toBeLessThan(chiSquareCritical(df, ALPHA));
  });

  it("the same test rejects the dice without their increase (it has power)", () => {
    const unincreased = diceTotalDistribution([8, 10, 12], 1);
    const { statistic, degreesOfFreedom: df } = chiSquareFitCounts(
      observed,
      values.map((value) => unincreased.p(value) * SAMPLES + 1e-9),
    );
    expect(statistic).toBeGreaterThan(POWER_MARGIN * chiSquareCritical(df, ALPHA));
    expect(actionCheckSlots(spec).map((slot) => slot.faces)).toEqual([8, 10, 8, 8]);
  });
});

/* -------------------------------------------- */
/*  Opposed checks                              */
/* -------------------------------------------- */

const STEPS = ["total", "values", "sizes", "rolloff"] as const;

function sampleOpposed(a: ActionDiceSpec, b: ActionDiceSpec, seed: number) {
  const source = seededSource(seed);
  const counts = Object.fromEntries(STEPS.map((step) => [step, { a: 0, b: 0 }])) as Record<
    (typeof STEPS)[number],
    { a: number; b: number }
  >;
  let aWins = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const result = rollOpposedCheck(a, b, source);
    if (result.winner === null) throw new Error("a capped roll-off in 20,000 samples");
    counts[result.decidedBy][result.winner]++;
    if (result.winner === "a") aWins++;
  }
  return { aWins, counts };
}

describe.each<[string, ActionDiceSpec, ActionDiceSpec, number]>([
  [
    "a promoted pool against plain dice",
    { stat: 6, skill: 8, modifier: 12, increases: [{ stages: 1 }] },
    { stat: 10, skill: 6, modifier: 10, flatBonus: -1 },
    7,
  ],
  ["the same dice in another order, where roll-offs happen", { stat: 4, skill: 6 }, { stat: 6, skill: 4 }, 11],
  [
    "pools on both sides, sizes deciding",
    // d8 d6 [d8 d6] against d10 d4 [d8 d6]: as many dice, so equal values happen and sizes go to B.
    { stat: 8, skill: 6, modifier: 12, increases: [{ stages: 1 }] },
    { stat: 10, skill: 4, modifier: 12, increases: [{ stages: 1 }] },
    13,
  ],
])("sampled opposed checks: %s", (_name, a, b, seed) => {
  const exact = opposedActionCheckOdds(a, b);
  const sampled = sampleOpposed(a, b, seed);

  it("binomial test on side A's wins (p > 0.001)", () => {
    const mean = SAMPLES * exact.aWins;
    const variance = SAMPLES * exact.aWins * (1 - exact.aWins);
    const z = (sampled.aWins - mean) / Math.sqrt(variance);
    // A squared standard normal is chi-square with 1 degree of freedom.
    expect(z * z).toBeLessThan(chiSquareCritical(1, ALPHA));
  });

  it("chi-square over how each side won (p > 0.001)", () => {
    const cells = STEPS.flatMap((step) => (["a", "b"] as const).map((side) => [step, side] as const));
    const possible = cells.filter(([step, side]) => exact.byStep[step][side] > 0);
    for (const [step, side] of cells) {
      if (exact.byStep[step][side] === 0) expect(sampled.counts[step][side]).toBe(0);
    }
    const { statistic, degreesOfFreedom: df } = chiSquareFitCounts(
      possible.map(([step, side]) => sampled.counts[step][side]),
      possible.map(([step, side]) => exact.byStep[step][side] * SAMPLES),
    );
    expect(df).toBeGreaterThanOrEqual(3);
    expect(statistic).toBeLessThan(chiSquareCritical(df, ALPHA));
  });
});
