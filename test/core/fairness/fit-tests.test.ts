import { describe, expect, it } from "vitest";
import type { DieModel } from "../../../src/core/die-model";
import { COIN, dieOfFaces } from "../../../src/core/fairness/die-models";
import { MIN_EXPECTED_COUNT, testFit } from "../../../src/core/fairness/fit-tests";
import { D10ISH } from "../../../src/rule-sets/klepto/core/fairness-die";
import { seededUniform } from "../../../src/core/random";

function expectClose(actual: number, expected: number, tolerance = 1e-12): void {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);
}

describe("the dice tested", () => {
  it("gives a fair die of N faces 1/N each, and a coin 1/2 each side", () => {
    expect(dieOfFaces(6).values).toEqual([1, 2, 3, 4, 5, 6]);
    expect(dieOfFaces(6).probabilities).toEqual(new Array(6).fill(1 / 6));
    expect(dieOfFaces(6)).toBe(dieOfFaces(6));
    expect(COIN.values).toEqual([0, 1]);
    expect(() => dieOfFaces(1)).toThrow(RangeError);
    expect(() => dieOfFaces(101)).toThrow(RangeError);
  });

  it("tests the d10ish die against its own odds: 0 and 10 one face in 20, 1–9 two faces in 20", () => {
    expect(D10ISH.values).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(D10ISH.probabilities.map((p) => p * 20)).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1]);
    expect(D10ISH.indexOf(0)).toBe(0);
    expect(D10ISH.indexOf(10)).toBe(10);
    expect(D10ISH.indexOf(11)).toBe(-1);
  });
});

describe("testFit", () => {
  it("uses χ² once every expected count reaches 5, the exact test below", () => {
    expect(MIN_EXPECTED_COUNT).toBe(5);
    const d6 = dieOfFaces(6).probabilities;
    expect(testFit([5, 5, 5, 5, 5, 5], d6).kind).toBe("chiSquare");
    expect(testFit([5, 5, 5, 5, 5, 4], d6).kind).toBe("exactBinomial");
    // The d10ish die needs 100 results: its 0 and 10 are expected once in 20.
    expect(testFit([5, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5], D10ISH.probabilities).kind).toBe("chiSquare");
    expect(testFit([4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5], D10ISH.probabilities).kind).toBe("exactBinomial");
    expect(() => testFit([1, 2], d6)).toThrow(RangeError);
  });

  it("χ²: X² = Σ (O − E)² / E on faces − 1 degrees of freedom (worked by hand)", () => {
    const d6 = dieOfFaces(6).probabilities;
    expect(testFit([10, 10, 10, 10, 10, 10], d6)).toEqual({
      kind: "chiSquare",
      statistic: 0,
      degreesOfFreedom: 5,
      pValue: 1,
    });
    // 60 throws, 5 ones and 15 twos: X² = (25 + 25) / 10 = 5; P(χ²₅ ≥ 5) = 0.41588018699550792 (mpmath, 30 digits).
    const fit = testFit([5, 15, 10, 10, 10, 10], d6);
    expect(fit.kind).toBe("chiSquare");
    if (fit.kind !== "chiSquare") return;
    expectClose(fit.statistic, 5);
    expect(fit.degreesOfFreedom).toBe(5);
    expectClose(fit.pValue, 0.4158801869955079, 1e-12);
    // The d10ish die, 100 results: 15 zeros where 5 are expected, 5 nines where 10 are, no ten where 5 are:
    // X² = 10²/5 + 5²/10 + 5²/5 = 20 + 2.5 + 5 = 27.5.
    const d10ish = testFit([15, 10, 10, 10, 10, 10, 10, 10, 10, 5, 0], D10ISH.probabilities);
    if (d10ish.kind !== "chiSquare") throw new Error("expected χ²");
    expectClose(d10ish.statistic, 27.5);
    expect(d10ish.degreesOfFreedom).toBe(10);
  });

  it("exact: a coin is one binomial test, with no correction (worked by hand)", () => {
    // 8 flips, 7 heads: the outcomes as unlikely are 0, 1, 7 and 8 heads: (1 + 8 + 8 + 1) / 256, as the exact
    // multinomial test of two faces gives.
    const fit = testFit([1, 7], COIN.probabilities);
    expect(fit).toMatchObject({ kind: "exactBinomial", comparisons: 1 });
    expectClose(fit.pValue, 18 / 256);
    // Both sides give the same per-face p-value: the smallest is the first, tails.
    expect(fit).toMatchObject({ smallestFaceIndex: 0 });
  });

  it("exact: the smallest per-face p-value times the number of faces (worked by hand)", () => {
    // A d4 thrown 4 times, all ones: face 1 has P(4 of 4) = 1/256, the others' 0 of 4 is no surprise (148/256).
    const d4 = testFit([4, 0, 0, 0], dieOfFaces(4).probabilities);
    expect(d4).toMatchObject({ kind: "exactBinomial", smallestFaceIndex: 0, comparisons: 4 });
    if (d4.kind !== "exactBinomial") return;
    expectClose(d4.smallestFacePValue, 1 / 256);
    expectClose(d4.pValue, 4 / 256);
    // A d6 thrown 6 times, all sixes: 6 × (1/6)⁶ = 1/7776.
    expectClose(testFit([0, 0, 0, 0, 0, 6], dieOfFaces(6).probabilities).pValue, 6 / 46656);
    // One d10ish result of 0: P(a 0) = 1/20 per throw, so face 0 gives 1/20, corrected for 11 faces: 0.55.
    const d10ish = testFit([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], D10ISH.probabilities);
    expectClose(d10ish.pValue, 11 / 20);
    // A correction never goes past 1.
    expect(testFit([1, 1, 1, 1, 1, 1], dieOfFaces(6).probabilities).pValue).toBe(1);
  });
});

/** Seeded fair dice: `groups` samples of `n` results of the die, each tested. */
function pValuesOfFairDice(die: DieModel, n: number, groups: number, seed: number): number[] {
  const uniform = seededUniform(seed);
  const cumulative = die.probabilities.map((_, i) => die.probabilities.slice(0, i + 1).reduce((a, b) => a + b, 0));
  return Array.from({ length: groups }, () => {
    const counts = new Array<number>(die.values.length).fill(0);
    for (let i = 0; i < n; i++) {
      const u = uniform();
      counts[cumulative.findIndex((c) => u < c)]! += 1;
    }
    return testFit(counts, die.probabilities).pValue;
  });
}

/** The largest gap between the p-values' empirical distribution and the uniform one (Kolmogorov–Smirnov D). */
function distanceFromUniform(pValues: readonly number[]): number {
  const sorted = [...pValues].sort((a, b) => a - b);
  return sorted.reduce(
    (d, p, i) => Math.max(d, Math.abs(p - i / sorted.length), Math.abs(p - (i + 1) / sorted.length)),
    0,
  );
}

describe("fair dice, seeded", () => {
  it("give χ² p-values spread evenly over 0…1", () => {
    const pValues = pValuesOfFairDice(dieOfFaces(6), 120, 400, 20261124);
    // The 1% critical value of the KS distance for 400 samples is 1.63 / √400 ≈ 0.081.
    expect(distanceFromUniform(pValues)).toBeLessThan(0.081);
    const belowFivePercent = pValues.filter((p) => p <= 0.05).length / pValues.length;
    expect(belowFivePercent).toBeGreaterThan(0.02);
    expect(belowFivePercent).toBeLessThan(0.09);
  });

  it("give the d10ish die's χ² p-values spread evenly too, when tested against its own odds", () => {
    expect(distanceFromUniform(pValuesOfFairDice(D10ISH, 200, 300, 7))).toBeLessThan(0.094);
  });

  it("give exact p-values that are never too small: a small p is at most as common as its value says", () => {
    const pValues = pValuesOfFairDice(dieOfFaces(20), 40, 400, 11);
    for (const alpha of [0.05, 0.1, 0.25, 0.5]) {
      expect(pValues.filter((p) => p <= alpha).length / pValues.length, `α = ${alpha}`).toBeLessThanOrEqual(
        alpha + 0.03,
      );
    }
  });
});
