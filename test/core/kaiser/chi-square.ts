/**
 * Pearson's chi-square goodness of fit, for the seeded sampling tests: observed counts against exact
 * probabilities, with bins pooled until each expects at least 5, and the critical value computed from the
 * chi-square distribution itself (regularized incomplete gamma), not looked up in a table.
 */

export interface ChiSquareFit {
  readonly statistic: number;
  readonly degreesOfFreedom: number;
  readonly bins: number;
}

const MIN_EXPECTED = 5;

/**
 * `observed[i]` counts outcomes of the category whose exact probability is `probabilities[i]`, in an order
 * where neighbours may be pooled (e.g. ascending totals). Mass missing from `probabilities` (a cut tail) is
 * added to the last bin.
 */
export function chiSquareFit(observed: readonly number[], probabilities: readonly number[]): ChiSquareFit {
  const total = observed.reduce((a, b) => a + b, 0);
  const missing = Math.max(0, 1 - probabilities.reduce((a, b) => a + b, 0));
  const pooled: Array<{ observed: number; expected: number }> = [];
  let open = { observed: 0, expected: 0 };
  for (let i = 0; i < observed.length; i++) {
    open.observed += observed[i]!;
    open.expected += ((probabilities[i] ?? 0) + (i === observed.length - 1 ? missing : 0)) * total;
    if (open.expected >= MIN_EXPECTED) {
      pooled.push(open);
      open = { observed: 0, expected: 0 };
    }
  }
  // A short tail left over joins the last full bin.
  const last = pooled[pooled.length - 1];
  if (last !== undefined) {
    last.observed += open.observed;
    last.expected += open.expected;
  } else {
    pooled.push(open);
  }
  let statistic = 0;
  for (const bin of pooled) statistic += (bin.observed - bin.expected) ** 2 / bin.expected;
  return { statistic, degreesOfFreedom: pooled.length - 1, bins: pooled.length };
}

/** The x with P(χ²(df) > x) = alpha, by bisection on the upper tail. */
export function chiSquareCritical(degreesOfFreedom: number, alpha: number): number {
  let low = 0;
  let high = Math.max(10, degreesOfFreedom * 10);
  while (chiSquareUpperTail(degreesOfFreedom, high) > alpha) high *= 2;
  for (let i = 0; i < 200; i++) {
    const middle = (low + high) / 2;
    if (chiSquareUpperTail(degreesOfFreedom, middle) > alpha) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** P(χ²(df) > x) = Q(df/2, x/2). */
export function chiSquareUpperTail(degreesOfFreedom: number, x: number): number {
  return x <= 0 ? 1 : regularizedUpperGamma(degreesOfFreedom / 2, x / 2);
}

/** Q(a, x): the power series of P for x < a + 1, else a continued fraction for Q (modified Lentz). */
function regularizedUpperGamma(a: number, x: number): number {
  const logPrefactor = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * Math.exp(logPrefactor);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let fraction = d;
  for (let n = 1; n < 1000; n++) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    fraction *= step;
    if (Math.abs(step - 1) < 1e-16) break;
  }
  return Math.exp(logPrefactor) * fraction;
}

/** ln Γ(a) for a > 0 (Lanczos, g = 7, nine coefficients). */
function logGamma(a: number): number {
  const coefficients = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (a < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * a)) - logGamma(1 - a);
  const z = a - 1;
  let series = coefficients[0]!;
  for (let i = 1; i < coefficients.length; i++) series += coefficients[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(series);
}
