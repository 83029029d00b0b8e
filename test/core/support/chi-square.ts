/**
 * Pearson's chi-square goodness of fit, shared by the seeded sampling tests of every rule set: observed counts
 * against exact odds, with neighbouring bins pooled until each expects at least 5, and the critical value computed
 * from the chi-square distribution itself (the regularized incomplete gamma function), not looked up in a table.
 */

/**
 * How many seeded rolls each sampling test draws. Each file also has a power test: the same check run against a
 * distribution one mistake away (a DT one step off, a missing Die Increase, A2 rolls against A1 odds, …). At this
 * size every such test still rejects with a statistic above POWER_MARGIN times its critical value, so the size is
 * what the stated power needs; 100,000 (the size before) only made the suite slower.
 */
export const SAMPLES = 20_000;

/** How far past the critical value a power test's statistic must land (see SAMPLES). */
export const POWER_MARGIN = 4;

/** One category of outcomes: how many were seen and how many the exact odds predict. */
export interface Bin {
  observed: number;
  expected: number;
}

export interface ChiSquareFit {
  readonly statistic: number;
  readonly degreesOfFreedom: number;
  readonly bins: number;
}

export interface ChiSquareTestResult extends ChiSquareFit {
  /** The statistic whose upper tail is the significance level. */
  readonly critical: number;
  /** P(χ² ≥ statistic) under the exact odds. */
  readonly pValue: number;
}

const MIN_EXPECTED = 5;

/* -------------------------------------------- */
/*  The chi-square distribution                 */
/* -------------------------------------------- */

/**
 * ln Γ(a) for a whole or half-whole a > 0 — the only arguments df / 2 takes for whole degrees of freedom — exactly,
 * from Γ(1) = 1, Γ(1/2) = √π and Γ(t + 1) = t Γ(t). Anything else is a caller's mistake and throws.
 */
export function lnGammaHalfInteger(a: number): number {
  if (!(a > 0) || !Number.isInteger(2 * a)) throw new RangeError(`lnGammaHalfInteger needs k/2 > 0, got ${a}`);
  const whole = Number.isInteger(a);
  let sum = whole ? 0 : 0.5 * Math.log(Math.PI);
  for (let t = whole ? 1 : 0.5; t < a; t++) sum += Math.log(t);
  return sum;
}

/**
 * Q(a, x) = Γ(a, x) / Γ(a), the upper regularized incomplete gamma function, and the χ² survival function built on
 * it: the core's own (src/core/fairness/special-functions.ts, which the fairness report uses), so the statistical
 * tests and the report read the same numbers.
 */
import { chiSquareSurvival, regularizedUpperGamma } from "../../../src/core/fairness/special-functions";
import { must } from "../../kit";

export { chiSquareSurvival, regularizedUpperGamma as upperRegularizedGamma };

/** The statistic whose upper tail is `alpha`: bracketed by doubling, then bisected (the survival falls steadily). */
export function chiSquareCritical(df: number, alpha: number): number {
  let low = 0;
  let high = df + 10;
  while (chiSquareSurvival(high, df) > alpha) high *= 2;
  for (let i = 0; i < 200; i++) {
    const middle = (low + high) / 2;
    if (chiSquareSurvival(middle, df) > alpha) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/* -------------------------------------------- */
/*  Goodness of fit                             */
/* -------------------------------------------- */

/**
 * Merges neighbouring bins, in the order given, until each expects at least `minExpected` counts; a short tail left
 * over joins the last full bin. With no full bin at all, everything is one bin.
 */
export function poolBins(bins: readonly Bin[], minExpected = MIN_EXPECTED): Bin[] {
  const pooled: Bin[] = [];
  let open: Bin = { observed: 0, expected: 0 };
  for (const bin of bins) {
    open = { observed: open.observed + bin.observed, expected: open.expected + bin.expected };
    if (open.expected >= minExpected) {
      pooled.push(open);
      open = { observed: 0, expected: 0 };
    }
  }
  const last = pooled[pooled.length - 1];
  if (open.expected > 0 || open.observed > 0) {
    if (!last) return [open];
    pooled[pooled.length - 1] = { observed: last.observed + open.observed, expected: last.expected + open.expected };
  }
  return pooled;
}

/** Pearson's statistic, the sum of (O − E)² / E over the bins. */
export function chiSquareStatistic(bins: readonly Bin[]): number {
  return bins.reduce((sum, { observed, expected }) => sum + (observed - expected) ** 2 / expected, 0);
}

/** Pools the bins and measures the fit; throws if not even all of them together expect `minExpected`. */
function fitPooled(bins: readonly Bin[], minExpected: number): ChiSquareFit {
  const pooled = poolBins(bins, minExpected);
  const first = pooled[0];
  if (first === undefined || first.expected < minExpected)
    throw new RangeError("no bin reaches the minimum expected count");
  return { statistic: chiSquareStatistic(pooled), degreesOfFreedom: pooled.length - 1, bins: pooled.length };
}

/** Observed counts against the counts the exact odds expect, over the same categories in a poolable order. */
export function chiSquareFitCounts(
  observed: readonly number[],
  expected: readonly number[],
  minExpected = MIN_EXPECTED,
): ChiSquareFit {
  if (observed.length !== expected.length) throw new RangeError("observed and expected differ in length");
  return fitPooled(
    observed.map((count, i) => ({ observed: count, expected: must(expected[i]) })),
    minExpected,
  );
}

/**
 * As {@link chiSquareFitCounts}, but with the exact probability of each category rather than its expected count:
 * `observed[i]` counts outcomes of the category whose probability is `probabilities[i]`, in an order where
 * neighbours may be pooled (e.g. ascending totals). Mass missing from `probabilities` (a cut tail) is added to the
 * last category.
 */
export function chiSquareFit(
  observed: readonly number[],
  probabilities: readonly number[],
  minExpected = MIN_EXPECTED,
): ChiSquareFit {
  const total = observed.reduce((sum, count) => sum + count, 0);
  const missing = Math.max(0, 1 - probabilities.reduce((sum, p) => sum + p, 0));
  const last = probabilities.length - 1;
  const expected = probabilities.map((p, i) => (p + (i === last ? missing : 0)) * total);
  return chiSquareFitCounts(observed, expected, minExpected);
}

/**
 * The whole test over numeric outcomes: `observed` counts each outcome seen in `samples` draws, `expected` lists
 * exact [outcome, probability] pairs. The outcomes of both, in ascending order, are the bins; an outcome seen but
 * given no probability expects nothing and is pooled with its neighbours.
 */
export function chiSquareTest(
  observed: ReadonlyMap<number, number>,
  expected: ReadonlyArray<readonly [number, number]>,
  samples: number,
  alpha = 0.001,
  minExpected = MIN_EXPECTED,
): ChiSquareTestResult {
  const outcomes = [...new Set([...expected.map(([value]) => value), ...observed.keys()])].sort((a, b) => a - b);
  const probability = new Map(expected);
  const fit = fitPooled(
    outcomes.map((value) => ({
      observed: observed.get(value) ?? 0,
      expected: (probability.get(value) ?? 0) * samples,
    })),
    minExpected,
  );
  return {
    ...fit,
    critical: chiSquareCritical(fit.degreesOfFreedom, alpha),
    pValue: chiSquareSurvival(fit.statistic, fit.degreesOfFreedom),
  };
}
