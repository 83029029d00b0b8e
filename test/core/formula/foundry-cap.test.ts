/**
 * Foundry's cap of 1,000 results a term (docs/formula-odds.md "Foundry's cap"): with one repeating modifier the
 * extras of all dice follow one negative binomial law, read term by term; with several, their geometric counts are
 * convolved. The two readings agree where both apply (a second modifier that almost never repeats changes nothing),
 * and twenty terms of a hundred d2s that explode are refused at once rather than after seconds of convolutions.
 */
import { describe, expect, it } from "vitest";
import { foundryCapMass } from "../../../src/core/formula/foundry-cap";
import { formulaDistribution } from "../../../src/core/formula/formula-distribution";

describe("the chance that Foundry's cap stops a term", () => {
  it.each([
    [100, 5 / 6],
    [100, 0.9],
    [10, 0.99],
    [60, 0.75],
  ])("%i dice going on with chance %f: the law read term by term equals the convolution", (dice, chance) => {
    const byLaw = foundryCapMass(dice, 0, [chance]);
    const byConvolution = foundryCapMass(dice, 0, [chance, 1e-300]);
    expect(byLaw).toBeGreaterThan(0);
    expect(Math.abs(byLaw - byConvolution)).toBeLessThanOrEqual(1e-12 + 1e-9 * byConvolution);
  });

  it("100d6x: 100 dice, each rolling again a sixth of the time, almost never reach a thousand results", () => {
    expect(foundryCapMass(100, 0, [1 / 6])).toBe(0);
  });

  it(
    "twenty terms of 100d2x are refused as too large, " +
      "and twenty of 20d2x answered, each term's cap read once by its law",
    () => {
      expect(() => formulaDistribution(Array.from({ length: 20 }, () => "100d2x").join(" + "))).toThrow(/too large/);
      expect(formulaDistribution(Array.from({ length: 20 }, () => "20d2x").join(" + ")).tail).toBeLessThan(1e-12);
    },
  );
});
