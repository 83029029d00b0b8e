/**
 * A small chi-square goodness-of-fit kit for the statistical tests: the statistic with sparse bins pooled, and
 * the exact critical value from the regularized incomplete gamma function (no lookup tables).
 */

/** ln Γ(a) for a positive whole or half-whole number — all a chi-square with whole degrees of freedom needs. */
function lnGammaOfHalfInteger(a: number): number {
  if (!Number.isInteger(2 * a) || a <= 0) throw new RangeError(`ln Γ(${a}) is only defined here for a = k/2`);
  // Γ(1) = 1, Γ(1/2) = √π, and Γ(t + 1) = t Γ(t).
  const whole = Number.isInteger(a);
  let value = whole ? 0 : 0.5 * Math.log(Math.PI);
  for (let t = whole ? 1 : 0.5; t < a; t += 1) value += Math.log(t);
  return value;
}

const TINY = 1e-300;
const EPSILON = 1e-15;

/** P(a, x) by its power series; converges fast for x < a + 1. */
function lowerGammaSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * EPSILON; n++) {
    term *= x / (a + n);
    sum += term;
  }
  return sum * Math.exp(-x + a * Math.log(x) - lnGammaOfHalfInteger(a));
}

/** Q(a, x) by its continued fraction (evaluated with Lentz's method); converges fast for x ≥ a + 1. */
function upperGammaFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let fraction = d;
  for (let i = 1; i < 10_000; i++) {
    const numerator = -i * (i - a);
    b += 2;
    d = numerator * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + numerator / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    fraction *= step;
    if (Math.abs(step - 1) < EPSILON) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGammaOfHalfInteger(a)) * fraction;
}

/** P(χ² with `df` degrees of freedom ≥ statistic). */
export function chiSquareSurvival(statistic: number, df: number): number {
  if (statistic <= 0) return 1;
  const a = df / 2;
  const x = statistic / 2;
  return x < a + 1 ? 1 - lowerGammaSeries(a, x) : upperGammaFraction(a, x);
}

/** The statistic whose survival probability is `alpha`, found by bisection (survival falls as it grows). */
export function chiSquareCritical(df: number, alpha: number): number {
  let low = 0;
  let high = df + 10;
  while (chiSquareSurvival(high, df) > alpha) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-10; i++) {
    const middle = (low + high) / 2;
    if (chiSquareSurvival(middle, df) > alpha) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

export interface ChiSquareFit {
  statistic: number;
  degreesOfFreedom: number;
  bins: number;
}

/**
 * Goodness of fit of observed counts to expected probabilities over the same ordered outcomes. Adjacent
 * outcomes are pooled until each bin expects at least `minExpected` counts (a leftover joins the last bin),
 * so the chi-square approximation holds.
 */
export function chiSquareFit(
  observed: readonly number[],
  probabilities: readonly number[],
  minExpected = 5,
): ChiSquareFit {
  if (observed.length !== probabilities.length) throw new RangeError("observed and expected differ in length");
  const total = observed.reduce((sum, count) => sum + count, 0);
  const bins: Array<{ observed: number; expected: number }> = [];
  let pending = { observed: 0, expected: 0 };
  observed.forEach((count, index) => {
    pending.observed += count;
    pending.expected += probabilities[index]! * total;
    if (pending.expected >= minExpected) {
      bins.push(pending);
      pending = { observed: 0, expected: 0 };
    }
  });
  const last = bins[bins.length - 1];
  if (last === undefined) throw new RangeError("no bin reaches the minimum expected count");
  last.observed += pending.observed;
  last.expected += pending.expected;
  const statistic = bins.reduce((sum, bin) => sum + (bin.observed - bin.expected) ** 2 / bin.expected, 0);
  return { statistic, degreesOfFreedom: bins.length - 1, bins: bins.length };
}
