import { describe, expect, it } from "vitest";
import {
  actionCheckSlots,
  rollActionCheck,
  rollOpposedCheck,
  type ActionCheckSpec,
  type ActionDiceSpec,
} from "../../../src/core/mechanics/ogs";
import { actionCheckTotalOdds, diceTotalDistribution, opposedActionCheckOdds } from "../../../src/core/odds/ogs";
import { seededSource } from "../../../src/core/random";

/**
 * The phase-1 roller, sampled 100,000 times with a fixed seed, against the exact odds. Each test rejects at
 * p ≤ 0.001; the critical values are computed here from the chi-square distribution.
 */

const SAMPLES = 100_000;
const ALPHA = 0.001;

/* -------------------------------------------- */
/*  Chi-square distribution                     */
/* -------------------------------------------- */

/** ln Γ(s) for the half-integers s = df / 2 that chi-square needs: Γ(1) = 1, Γ(1/2) = √π, Γ(s) = (s − 1) Γ(s − 1). */
function lnGammaHalfInteger(s: number): number {
  let result = Number.isInteger(s) ? 0 : 0.5 * Math.log(Math.PI);
  for (let t = Number.isInteger(s) ? 1 : 0.5; t < s; t++) result += Math.log(t);
  return result;
}

/** Q(s, x) = Γ(s, x) / Γ(s), the upper regularized incomplete gamma function. */
function upperRegularizedGamma(s: number, x: number): number {
  if (x <= 0) return 1;
  const prefix = Math.exp(-x + s * Math.log(x) - lnGammaHalfInteger(s));
  if (x < s + 1) {
    // Series for the lower part P(s, x), then Q = 1 − P.
    let term = 1 / s;
    let sum = term;
    for (let n = 1; n < 10_000 && term > sum * 1e-16; n++) {
      term *= x / (s + n);
      sum += term;
    }
    return 1 - prefix * sum;
  }
  // Continued fraction for Q(s, x), evaluated by the modified Lentz method.
  const tiny = 1e-300;
  let b = x + 1 - s;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - s);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-16) break;
  }
  return prefix * h;
}

/** P(X ≥ statistic) for chi-square with `df` degrees of freedom. */
function chiSquareTail(statistic: number, df: number): number {
  return upperRegularizedGamma(df / 2, statistic / 2);
}

/** The statistic whose upper tail is `alpha`, by bisection. */
function chiSquareCritical(df: number, alpha: number): number {
  let low = 0;
  let high = 10 * df + 100;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (chiSquareTail(mid, df) > alpha) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Merges neighbouring bins until each expects at least 5 observations, then sums (O − E)² / E. */
function pooledChiSquare(observed: readonly number[], expected: readonly number[]): { statistic: number; df: number } {
  const groups: Array<{ o: number; e: number }> = [];
  let current = { o: 0, e: 0 };
  observed.forEach((o, i) => {
    current.o += o;
    current.e += expected[i]!;
    if (current.e >= 5) {
      groups.push(current);
      current = { o: 0, e: 0 };
    }
  });
  const last = groups[groups.length - 1]!;
  last.o += current.o;
  last.e += current.e;
  const statistic = groups.reduce((sum, { o, e }) => sum + (o - e) ** 2 / e, 0);
  return { statistic, df: groups.length - 1 };
}

describe("the chi-square helpers", () => {
  it.each([
    [1, 10.828],
    [5, 20.515],
    [10, 29.588],
    [30, 59.703],
  ])("the 0.001 critical value with %i degrees of freedom is %f (printed tables)", (df, critical) => {
    expect(chiSquareCritical(df, ALPHA)).toBeCloseTo(critical, 2);
  });

  it("the tail on both branches of the gamma function", () => {
    expect(chiSquareTail(2, 2)).toBeCloseTo(Math.exp(-1), 12); // df 2 is an exponential
    expect(chiSquareTail(0, 3)).toBe(1);
    expect(chiSquareTail(1, 6)).toBeCloseTo(0.985612, 6); // series branch
  });

  it("pooling merges sparse tails", () => {
    // 1 + 2 + 50 reaches 5 expected; the sparse last bin joins that group: one group, (56 − 55)² / 55.
    const pooled = pooledChiSquare([1, 2, 50, 3], [1, 2, 50, 2]);
    expect(pooled.df).toBe(0);
    expect(pooled.statistic).toBeCloseTo(1 / 55, 15);
    expect(pooledChiSquare([4, 6, 10], [5, 5, 10]).df).toBe(2);
  });
});

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
  const spec: ActionCheckSpec = { stat: 8, skill: 10, modifier: 12, increases: [{ stages: 2 }], flatBonus: 1, difficulty: 20 };
  const counts = sampleTotals(spec, 20_261_121);
  const exact = actionCheckTotalOdds(spec).total;
  const values = exact.entries().map(([value]) => value);
  const observed = values.map((value) => counts.get(value) ?? 0);

  it("chi-square over every total (p > 0.001)", () => {
    expect([...counts.keys()].every((value) => exact.p(value) > 0)).toBe(true);
    const { statistic, df } = pooledChiSquare(
      observed,
      values.map((value) => exact.p(value) * SAMPLES),
    );
    expect(df).toBeGreaterThan(15);
    expect(statistic).toBeLessThan(chiSquareCritical(df, ALPHA));
  });

  it("the same test rejects the dice without their increase (it has power)", () => {
    const unincreased = diceTotalDistribution([8, 10, 12], 1);
    const { statistic, df } = pooledChiSquare(
      observed,
      values.map((value) => unincreased.p(value) * SAMPLES + 1e-9),
    );
    expect(statistic).toBeGreaterThan(chiSquareCritical(df, ALPHA));
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
    if (result.winner === null) throw new Error("a capped roll-off in 100,000 samples");
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
    const { statistic, df } = pooledChiSquare(
      possible.map(([step, side]) => sampled.counts[step][side]),
      possible.map(([step, side]) => exact.byStep[step][side] * SAMPLES),
    );
    expect(df).toBeGreaterThanOrEqual(3);
    expect(statistic).toBeLessThan(chiSquareCritical(df, ALPHA));
  });
});
