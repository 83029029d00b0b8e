import { describe, expect, it } from "vitest";
import {
  chiSquareCritical,
  chiSquareFit,
  chiSquareFitCounts,
  chiSquareSurvival,
  chiSquareTest,
  lnGammaHalfInteger,
  poolBins,
  upperRegularizedGamma,
} from "./chi-square";

/** The statistics helper every sampling test leans on is checked against published figures before it is trusted. */
describe("chi-square helper", () => {
  it("ln Γ at whole and half-whole points", () => {
    expect(lnGammaHalfInteger(1)).toBe(0);
    expect(lnGammaHalfInteger(5)).toBeCloseTo(Math.log(24), 12);
    expect(lnGammaHalfInteger(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 12);
    expect(lnGammaHalfInteger(2.5)).toBeCloseTo(Math.log(0.75 * Math.sqrt(Math.PI)), 12);
    expect(() => lnGammaHalfInteger(0.3)).toThrow(RangeError);
  });

  it.each([
    [1, 10.828, 3],
    [2, 13.816, 2],
    [5, 20.515, 3],
    [10, 29.588, 3],
    [25, 52.62, 2],
    [30, 59.703, 3],
    [100, 149.449, 2],
  ])("the p = 0.001 critical value for %i degrees of freedom is %f (printed tables)", (df, critical, digits) => {
    expect(chiSquareCritical(df, 0.001)).toBeCloseTo(critical, digits);
  });

  it("df = 2 has survival e^(−x/2) exactly, so its critical value is −2 ln α", () => {
    for (const x of [0.5, 2, 7, 20]) expect(chiSquareSurvival(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
    expect(chiSquareSurvival(2 * Math.log(20), 2)).toBeCloseTo(0.05, 12);
    expect(chiSquareCritical(2, 0.001)).toBeCloseTo(-2 * Math.log(0.001), 8);
  });

  it("the survival function at known points, on both branches of the incomplete gamma function", () => {
    expect(chiSquareSurvival(0, 3)).toBe(1);
    expect(chiSquareSurvival(0, 4)).toBe(1);
    expect(chiSquareSurvival(3.841, 1)).toBeCloseTo(0.05, 4);
    expect(chiSquareSurvival(1, 6)).toBeCloseTo(0.985612, 6); // series branch
    expect(chiSquareSurvival(1, 7)).toBeCloseTo(0.99482, 4);
    expect(chiSquareSurvival(3, 5)).toBeGreaterThan(chiSquareSurvival(6, 5));
    expect(upperRegularizedGamma(1, 2)).toBeCloseTo(Math.exp(-2), 12); // continued-fraction branch
    expect(upperRegularizedGamma(3, 0)).toBe(1);
  });

  it("pools bins that expect fewer than 5 into their neighbours, a short tail joining the last bin", () => {
    expect(
      poolBins([
        { observed: 1, expected: 2 },
        { observed: 4, expected: 4 },
        { observed: 9, expected: 10 },
        { observed: 2, expected: 1 },
      ]),
    ).toEqual([
      { observed: 5, expected: 6 },
      { observed: 11, expected: 11 },
    ]);
    expect(poolBins([{ observed: 1, expected: 1 }])).toEqual([{ observed: 1, expected: 1 }]);

    // 100 draws: expected 1, 4, 50, 42, 2, 1 → bins [1+4], [50], [42], and the leftover 2+1 joins [42].
    const sparseTail = chiSquareFit([2, 3, 50, 42, 2, 1], [0.01, 0.04, 0.5, 0.42, 0.02, 0.01]);
    expect(sparseTail.bins).toBe(3);
    expect(sparseTail.degreesOfFreedom).toBe(2);
    expect(sparseTail.statistic).toBeCloseTo(0, 12);

    const lastJustFull = chiSquareFit([50, 30, 15, 4, 1], [0.5, 0.3, 0.15, 0.04, 0.01]);
    expect(lastJustFull.bins).toBe(4);
    expect(lastJustFull.statistic).toBeCloseTo(0, 12);

    // The probability missing from a cut tail is expected in the last category: 60 and 40 of 100 fit exactly.
    expect(chiSquareFit([60, 40], [0.6, 0.3]).statistic).toBeCloseTo(0, 12);

    // 1 + 2 + 50 reaches 5 expected; the sparse last bin joins that group: one group, (56 − 55)² / 55.
    const oneGroup = chiSquareFitCounts([1, 2, 50, 3], [1, 2, 50, 2]);
    expect(oneGroup.degreesOfFreedom).toBe(0);
    expect(oneGroup.statistic).toBeCloseTo(1 / 55, 15);
    expect(chiSquareFitCounts([4, 6, 10], [5, 5, 10]).degreesOfFreedom).toBe(2);
  });

  it("rejects mismatched or hopelessly sparse inputs", () => {
    expect(() => chiSquareFit([1, 2], [1])).toThrow(RangeError);
    expect(() => chiSquareFit([1], [1])).toThrow(RangeError);
    expect(() => chiSquareSurvival(1, 0.3)).toThrow(RangeError);
  });

  it("accepts a fair sample but rejects a biased one", () => {
    const fair = new Map([
      [1, 250],
      [2, 250],
      [3, 250],
      [4, 250],
    ]);
    const dice: Array<[number, number]> = [
      [1, 0.25],
      [2, 0.25],
      [3, 0.25],
      [4, 0.25],
      [5, 1e-9],
    ];
    const accepted = chiSquareTest(fair, dice, 1000);
    expect(accepted.bins).toBe(4); // the near-empty 5 joins the 4
    expect(accepted.statistic).toBeCloseTo(0, 3);
    expect(accepted.pValue).toBeGreaterThan(0.001);
    const biased = chiSquareTest(
      new Map([
        [1, 400],
        [2, 200],
        [3, 200],
        [4, 200],
      ]),
      dice,
      1000,
    );
    expect(biased.statistic).toBeGreaterThan(biased.critical);
    expect(biased.pValue).toBeLessThan(0.001);
  });
});
