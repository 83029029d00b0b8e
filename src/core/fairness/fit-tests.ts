import { binomialPmf, binomialTwoSidedP, chiSquareSurvival } from "./special-functions";

/**
 * Goodness-of-fit tests of a die's face counts against its exact odds. The result is a p-value with what it was
 * computed from — never a verdict: a p-value says how often a fair die would look at least this uneven in a
 * sample of the same size.
 *
 * - **χ² goodness of fit** when every expected count is at least MIN_EXPECTED_COUNT (the usual rule for the χ²
 *   approximation): X² = Σ (observed − expected)² / expected, with faces − 1 degrees of freedom; the p-value is
 *   Q((faces − 1) / 2, X² / 2) (special-functions.ts).
 * - **An exact test otherwise**: an exact two-sided binomial test per face (each face's count is Bin(n, p) on a
 *   fair die), corrected for the number of faces by Bonferroni — the group's p-value is the smallest per-face
 *   p-value times the number of faces, at most 1. Chosen over the exact multinomial test by enumeration because
 *   the groups that need an exact test are exactly the small samples of dice with many faces (a d20 with fewer
 *   than 100 results, a d100 with fewer than 500), where the multinomial outcomes number far beyond anything
 *   enumerable (a d8 with 39 results already has 5·10⁷), while the binomial test costs faces × n and is exact for
 *   each face. Bonferroni holds whatever the dependence between faces (their counts share one n), so the p-value
 *   is never too small; it may be too large, which for a report that must never accuse is the safe side. With two
 *   faces (a coin) both faces' tests are one and the same test (one count fixes the other, and the two binomial
 *   distributions mirror each other), so no correction is needed: it is then the exact multinomial test itself.
 *   Each per-face p-value is the likelihood-ordered one: the chance of every count no more likely than the one
 *   seen.
 */

/** The least expected count per face for the χ² approximation. */
export const MIN_EXPECTED_COUNT = 5;

interface ChiSquareFit {
  readonly kind: "chiSquare";
  /** X² = Σ (observed − expected)² / expected. */
  readonly statistic: number;
  readonly degreesOfFreedom: number;
  readonly pValue: number;
}

export interface ExactFit {
  readonly kind: "exactBinomial";
  /** The smallest per-face p-value, before the correction. */
  readonly smallestFacePValue: number;
  /** The index of the face it belongs to (the first, when several share it). */
  readonly smallestFaceIndex: number;
  /** How many tests the smallest p-value is corrected for: the number of faces, or 1 for a two-faced die. */
  readonly comparisons: number;
  /** min(1, comparisons × smallestFacePValue). */
  readonly pValue: number;
}

export type FitTest = ChiSquareFit | ExactFit;

/** Tests face counts against the exact chance of each face (probabilities sum to 1; at least two faces). */
export function testFit(observed: ArrayLike<number>, probabilities: readonly number[]): FitTest {
  if (observed.length !== probabilities.length || probabilities.length < 2) {
    throw new RangeError("a fit test needs one count per face and at least two faces");
  }
  let n = 0;
  for (let i = 0; i < observed.length; i++) n += observed[i]!;
  const smallestExpected = n * Math.min(...probabilities);
  return smallestExpected >= MIN_EXPECTED_COUNT
    ? chiSquareFit(observed, probabilities, n)
    : exactFit(observed, probabilities, n);
}

function chiSquareFit(observed: ArrayLike<number>, probabilities: readonly number[], n: number): ChiSquareFit {
  let statistic = 0;
  probabilities.forEach((probability, i) => {
    const expected = n * probability;
    const difference = observed[i]! - expected;
    statistic += (difference * difference) / expected;
  });
  const degreesOfFreedom = probabilities.length - 1;
  return { kind: "chiSquare", statistic, degreesOfFreedom, pValue: chiSquareSurvival(statistic, degreesOfFreedom) };
}

function exactFit(observed: ArrayLike<number>, probabilities: readonly number[], n: number): ExactFit {
  // Faces with the same chance share one distribution (every face of a plain die; 1–9 of the d10ish die).
  const pmfs = new Map<number, Float64Array>();
  let smallestFacePValue = Infinity;
  let smallestFaceIndex = 0;
  probabilities.forEach((probability, i) => {
    let pmf = pmfs.get(probability);
    if (!pmf) {
      pmf = binomialPmf(n, probability);
      pmfs.set(probability, pmf);
    }
    const p = binomialTwoSidedP(observed[i]!, pmf);
    if (p < smallestFacePValue) {
      smallestFacePValue = p;
      smallestFaceIndex = i;
    }
  });
  const comparisons = probabilities.length === 2 ? 1 : probabilities.length;
  return {
    kind: "exactBinomial",
    smallestFacePValue,
    smallestFaceIndex,
    comparisons,
    pValue: Math.min(1, comparisons * smallestFacePValue),
  };
}
