/**
 * The special functions the fairness tests need, written from their definitions (no statistics library): the log
 * of the gamma function and the regularized incomplete gamma functions, accurate to about 1e-14 over the range
 * the report uses (half-integer and integer a up to a few hundred, any x ≥ 0). Checked against closed forms in
 * test/core/fairness/special-functions.test.ts.
 */

const HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);

/**
 * The Stirling series of ln Γ(z) past its leading terms: Σ B₂ₖ / (2k (2k − 1) z^(2k−1)), with the Bernoulli numbers
 * B₂ = 1/6, B₄ = −1/30, B₆ = 1/42, B₈ = −1/30, B₁₀ = 5/66, B₁₂ = −691/2730, B₁₄ = 7/6. For z ≥ STIRLING_FROM the
 * first omitted term (B₁₆) is below 1e-19.
 */
const STIRLING_COEFFICIENTS = [1 / 12, -1 / 360, 1 / 1260, -1 / 1680, 1 / 1188, -691 / 360360, 1 / 156];
const STIRLING_FROM = 15;

/** ln Γ(x) for x > 0: small x is moved up by Γ(x + 1) = x Γ(x) until the Stirling series is exact enough. */
export function logGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`logGamma needs a positive number, not ${x}`);
  let shift = 0;
  let product = 1;
  let z = x;
  while (z < STIRLING_FROM) {
    product *= z;
    z += 1;
    shift += 1;
  }
  const inverse = 1 / z;
  const inverseSquared = inverse * inverse;
  let series = 0;
  let power = inverse;
  for (const coefficient of STIRLING_COEFFICIENTS) {
    series += coefficient * power;
    power *= inverseSquared;
  }
  const stirling = (z - 0.5) * Math.log(z) - z + HALF_LOG_TWO_PI + series;
  return shift === 0 ? stirling : stirling - Math.log(product);
}

/** Relative accuracy at which the series and the continued fraction stop. */
const EPSILON = 1e-16;
/** A floor for the continued fraction's denominators (modified Lentz), far below any value that matters. */
const TINY = 1e-300;
const MAX_ITERATIONS = 10_000;

/** x^a e^(−x) / Γ(a), in logs: the factor both expansions share. */
function logPrefactor(a: number, x: number): number {
  return a * Math.log(x) - x - logGamma(a);
}

/**
 * P(a, x) = γ(a, x) / Γ(a) by its power series, γ(a, x) = x^a e^(−x) Σₙ xⁿ / (a (a + 1) … (a + n)), whose terms
 * shrink quickly once n passes x − a: used for x < a + 1.
 */
function lowerBySeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < MAX_ITERATIONS; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
  }
  return Math.exp(logPrefactor(a, x)) * sum;
}

/**
 * Q(a, x) = Γ(a, x) / Γ(a) by Legendre's continued fraction
 *   Γ(a, x) = x^a e^(−x) / (x + 1 − a − 1(1 − a) / (x + 3 − a − 2(2 − a) / (x + 5 − a − …))),
 * which converges quickly for x ≥ a + 1. Evaluated front to back with the modified Lentz method: the value is a
 * running product of ratios C·D, where C and D follow the numerators aₙ = −n(n − a) and denominators
 * bₙ = x + 2n + 1 − a; a denominator that comes out zero is replaced by TINY.
 */
function upperByContinuedFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let value = d;
  for (let n = 1; n < MAX_ITERATIONS; n++) {
    const numerator = -n * (n - a);
    b += 2;
    d = numerator * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + numerator / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const ratio = c * d;
    value *= ratio;
    if (Math.abs(ratio - 1) < EPSILON) break;
  }
  return Math.exp(logPrefactor(a, x)) * value;
}

/** The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a), for a > 0 and x ≥ 0. */
export function regularizedUpperGamma(a: number, x: number): number {
  if (!(a > 0)) throw new RangeError(`regularizedUpperGamma needs a > 0, not ${a}`);
  if (Number.isNaN(x) || x < 0) throw new RangeError(`regularizedUpperGamma needs x ≥ 0, not ${x}`);
  if (x === 0) return 1;
  if (x === Infinity) return 0;
  if (x < a + 1) return Math.min(1, Math.max(0, 1 - lowerBySeries(a, x)));
  return Math.min(1, Math.max(0, upperByContinuedFraction(a, x)));
}

/** The regularized lower incomplete gamma function P(a, x) = 1 − Q(a, x). */
export function regularizedLowerGamma(a: number, x: number): number {
  if (!(a > 0)) throw new RangeError(`regularizedLowerGamma needs a > 0, not ${a}`);
  if (Number.isNaN(x) || x < 0) throw new RangeError(`regularizedLowerGamma needs x ≥ 0, not ${x}`);
  if (x === 0) return 0;
  if (x === Infinity) return 1;
  if (x < a + 1) return Math.min(1, Math.max(0, lowerBySeries(a, x)));
  return Math.min(1, Math.max(0, 1 - upperByContinuedFraction(a, x)));
}

/** P(χ² ≥ statistic) for a χ² variable with `degreesOfFreedom`: Q(df / 2, statistic / 2). */
export function chiSquareSurvival(statistic: number, degreesOfFreedom: number): number {
  if (!Number.isInteger(degreesOfFreedom) || degreesOfFreedom < 1)
    throw new RangeError(`χ² needs whole degrees of freedom ≥ 1, not ${degreesOfFreedom}`);
  if (statistic <= 0) return 1;
  return regularizedUpperGamma(degreesOfFreedom / 2, statistic / 2);
}

/** ln C(n, k), the log of the binomial coefficient, for whole 0 ≤ k ≤ n. */
export function logChoose(n: number, k: number): number {
  if (k === 0 || k === n) return 0;
  return logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
}

/** The binomial distribution Bin(n, p) as an array of P(X = i), i = 0…n. */
export function binomialPmf(n: number, p: number): Float64Array {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`a binomial needs a whole n ≥ 0, not ${n}`);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`a binomial needs 0 ≤ p ≤ 1, not ${p}`);
  const pmf = new Float64Array(n + 1);
  if (p === 0 || p === 1) {
    pmf[p === 0 ? 0 : n] = 1;
    return pmf;
  }
  const logP = Math.log(p);
  const logQ = Math.log1p(-p);
  for (let i = 0; i <= n; i++) pmf[i] = Math.exp(logChoose(n, i) + i * logP + (n - i) * logQ);
  return pmf;
}

/**
 * Points whose probability is within this factor of the observed one count as equally likely: sums of logs carry
 * rounding of about 1e-14, and two outcomes that are exactly as likely (a mirror image) must not be split by it.
 */
const SAME_LIKELIHOOD = 1 + 1e-7;

/**
 * The exact two-sided binomial p-value of `observed` successes in Bin(n, p) by the likelihood ordering: the total
 * chance of every outcome no more likely than the one observed (the sum of P(X = i) over P(X = i) ≤ P(X = observed)).
 * Pass the pmf (binomialPmf) when several counts are tested against the same distribution.
 */
export function binomialTwoSidedP(observed: number, pmf: Float64Array): number {
  const threshold = pmf[observed]! * SAME_LIKELIHOOD;
  let sum = 0;
  for (const probability of pmf) if (probability <= threshold) sum += probability;
  return Math.min(1, sum);
}
