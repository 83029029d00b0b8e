/**
 * Pearson's chi-square test for the statistical tests: the statistic over pooled bins, and the exact upper
 * tail of the chi-square distribution through the regularized incomplete gamma function, so the critical value
 * for any degrees of freedom is computed rather than looked up.
 */

/** ln Γ(a) for a whole or half-whole a > 0 — the only arguments df/2 ever takes. */
export function lnGammaHalfInteger(a: number): number {
  if (!(a > 0) || !Number.isInteger(2 * a)) throw new RangeError(`lnGammaHalfInteger needs k/2 > 0, got ${a}`);
  let sum = Number.isInteger(a) ? 0 : 0.5 * Math.log(Math.PI);
  for (let x = Number.isInteger(a) ? 1 : 0.5; x < a; x++) sum += Math.log(x);
  return sum;
}

/** Q(a, x) = Γ(a, x) / Γ(a): a series below a + 1, a continued fraction (modified Lentz) above. */
export function upperRegularizedGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefactor = a * Math.log(x) - x - lnGammaHalfInteger(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * Math.exp(logPrefactor);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
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
  return Math.exp(logPrefactor) * h;
}

/** P(χ²_df ≥ statistic). */
export function chiSquareSurvival(statistic: number, df: number): number {
  return upperRegularizedGamma(df / 2, statistic / 2);
}

/** The statistic whose upper tail is `alpha`, found by bisection (the survival function falls steadily). */
export function chiSquareCritical(df: number, alpha: number): number {
  let low = 0;
  let high = df + 100 * Math.sqrt(2 * df) + 100;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (chiSquareSurvival(mid, df) > alpha) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

export interface ChiSquareResult {
  readonly statistic: number;
  readonly df: number;
  readonly critical: number;
  readonly pValue: number;
  readonly bins: number;
}

/**
 * Compares observed counts with expected probabilities over ordered outcomes. Adjacent outcomes are pooled
 * until each bin expects at least `minExpected`; a short last bin joins the one before it. Outcomes observed
 * but given no probability count as a bin of their own with the leftover probability.
 */
export function chiSquareTest(
  observed: ReadonlyMap<number, number>,
  expected: ReadonlyArray<readonly [number, number]>,
  samples: number,
  alpha = 0.001,
  minExpected = 5,
): ChiSquareResult {
  const outcomes = [...new Set([...expected.map(([v]) => v), ...observed.keys()])].sort((a, b) => a - b);
  const probability = new Map(expected);
  const bins: Array<{ expected: number; observed: number }> = [];
  let open = { expected: 0, observed: 0 };
  for (const value of outcomes) {
    open.expected += (probability.get(value) ?? 0) * samples;
    open.observed += observed.get(value) ?? 0;
    if (open.expected >= minExpected) {
      bins.push(open);
      open = { expected: 0, observed: 0 };
    }
  }
  const last = bins.at(-1);
  if (last && (open.expected > 0 || open.observed > 0)) {
    last.expected += open.expected;
    last.observed += open.observed;
  }
  const statistic = bins.reduce((sum, bin) => sum + (bin.observed - bin.expected) ** 2 / bin.expected, 0);
  const df = bins.length - 1;
  return { statistic, df, critical: chiSquareCritical(df, alpha), pValue: chiSquareSurvival(statistic, df), bins: bins.length };
}
