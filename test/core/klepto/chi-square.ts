/**
 * Chi-square goodness of fit for the statistical tests: the statistic over pooled bins, and the critical value
 * for a significance level computed from the chi-square CDF (the regularized lower incomplete gamma function).
 */

/** ln Γ(x) for x > 0 (Lanczos, g = 7, nine coefficients; ~1e-15 relative). */
export function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < c.length; i++) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** P(a, x) = γ(a, x) / Γ(a): a series below a + 1, a continued fraction above. */
export function regularizedLowerGamma(a: number, x: number): number {
  if (x <= 0) return 0;
  const logPrefix = a * Math.log(x) - x - lnGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return sum * Math.exp(logPrefix);
  }
  // Lentz's method for the continued fraction of Q(a, x).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let n = 1; n < 1000; n++) {
    const an = -n * (n - a);
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
  return 1 - Math.exp(logPrefix) * h;
}

export function chiSquareCdf(x: number, degreesOfFreedom: number): number {
  return regularizedLowerGamma(degreesOfFreedom / 2, x / 2);
}

/** The x with P(χ² > x) = alpha, by bisection on the CDF. */
export function chiSquareCriticalValue(degreesOfFreedom: number, alpha: number): number {
  let low = 0;
  let high = degreesOfFreedom + 20 * Math.sqrt(2 * degreesOfFreedom) + 50;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (1 - chiSquareCdf(mid, degreesOfFreedom) > alpha) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

export interface Bin {
  observed: number;
  expected: number;
}

/** Merges neighbouring bins (in the order given) until every bin expects at least `minimum` counts. */
export function poolBins(bins: readonly Bin[], minimum = 5): Bin[] {
  const pooled: Bin[] = [];
  let open: Bin = { observed: 0, expected: 0 };
  for (const bin of bins) {
    open = { observed: open.observed + bin.observed, expected: open.expected + bin.expected };
    if (open.expected >= minimum) {
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

export function chiSquareStatistic(bins: readonly Bin[]): number {
  return bins.reduce((sum, { observed, expected }) => sum + (observed - expected) ** 2 / expected, 0);
}
