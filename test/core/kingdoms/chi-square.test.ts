import { describe, expect, it } from "vitest";
import { chiSquareCritical, chiSquareFit, chiSquareSurvival } from "./chi-square";

describe("chi-square kit (used by the statistical tests)", () => {
  it("df = 2 has survival e^(−x/2) exactly", () => {
    for (const x of [0.5, 2, 7, 20]) expect(chiSquareSurvival(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
  });

  it("reproduces published 0.1% critical values", () => {
    expect(chiSquareCritical(1, 0.001)).toBeCloseTo(10.828, 3);
    expect(chiSquareCritical(2, 0.001)).toBeCloseTo(-2 * Math.log(0.001), 8);
    expect(chiSquareCritical(5, 0.001)).toBeCloseTo(20.515, 3);
    expect(chiSquareCritical(10, 0.001)).toBeCloseTo(29.588, 3);
    expect(chiSquareCritical(25, 0.001)).toBeCloseTo(52.62, 2);
  });

  it("survival is 1 at 0 and falls as the statistic grows", () => {
    expect(chiSquareSurvival(0, 4)).toBe(1);
    expect(chiSquareSurvival(3, 5)).toBeGreaterThan(chiSquareSurvival(6, 5));
    expect(chiSquareSurvival(1, 7)).toBeCloseTo(0.99482, 4);
  });

  it("pools sparse bins, adding a leftover to the last bin", () => {
    // 100 draws: expected 1, 4, 50, 42, 2, 1 → bins [1+4], [50], [42], and the leftover 2+1 joins [42].
    const fit = chiSquareFit([2, 3, 50, 42, 2, 1], [0.01, 0.04, 0.5, 0.42, 0.02, 0.01]);
    expect(fit.bins).toBe(3);
    expect(fit.degreesOfFreedom).toBe(2);
    expect(fit.statistic).toBeCloseTo(0, 12);
  });

  it("rejects mismatched or hopelessly sparse inputs", () => {
    expect(() => chiSquareFit([1, 2], [1])).toThrow(RangeError);
    expect(() => chiSquareFit([1], [1])).toThrow(RangeError);
    expect(() => chiSquareSurvival(1, 0.3)).toThrow(RangeError);
  });
});
