import { describe, expect, it } from "vitest";
import { chiSquareCritical, chiSquareSurvival, chiSquareTest, lnGammaHalfInteger } from "./chi-square";

/** The statistics helper is checked against published figures before it is trusted with the dice. */
describe("chi-square helper", () => {
  it("ln Γ at whole and half-whole points", () => {
    expect(lnGammaHalfInteger(1)).toBe(0);
    expect(lnGammaHalfInteger(5)).toBeCloseTo(Math.log(24), 12);
    expect(lnGammaHalfInteger(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 12);
    expect(lnGammaHalfInteger(2.5)).toBeCloseTo(Math.log(0.75 * Math.sqrt(Math.PI)), 12);
    expect(() => lnGammaHalfInteger(0.3)).toThrow(RangeError);
  });

  it.each([
    [1, 10.828],
    [2, 13.816],
    [5, 20.515],
    [10, 29.588],
    [30, 59.703],
    [100, 149.449],
  ])("the p = 0.001 critical value for %i degrees of freedom is %f", (df, critical) => {
    expect(chiSquareCritical(df, 0.001)).toBeCloseTo(critical, 2);
  });

  it("the survival function at known points", () => {
    expect(chiSquareSurvival(0, 3)).toBe(1);
    expect(chiSquareSurvival(3.841, 1)).toBeCloseTo(0.05, 4);
    expect(chiSquareSurvival(2, 2)).toBeCloseTo(Math.exp(-1), 12); // df 2 is an exponential
  });

  it("pools small bins and accepts a fair sample but rejects a biased one", () => {
    const fair = new Map([[1, 250], [2, 250], [3, 250], [4, 250]]);
    const dice: Array<[number, number]> = [[1, 0.25], [2, 0.25], [3, 0.25], [4, 0.25], [5, 1e-9]];
    const accepted = chiSquareTest(fair, dice, 1000);
    expect(accepted.bins).toBe(4); // the near-empty 5 joins the 4
    expect(accepted.statistic).toBeCloseTo(0, 3);
    expect(accepted.pValue).toBeGreaterThan(0.001);
    const biased = chiSquareTest(new Map([[1, 400], [2, 200], [3, 200], [4, 200]]), dice, 1000);
    expect(biased.statistic).toBeGreaterThan(biased.critical);
    expect(biased.pValue).toBeLessThan(0.001);
  });
});
