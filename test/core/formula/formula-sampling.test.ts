/**
 * Larger terms of every modifier family against seeded rolls of the test's own model of Foundry
 * (foundry-term-simulator.ts, written from Foundry v13's dice code): 20,000 rolls each, chi-square at p > 0.001,
 * as the rule sets' sampling tests do. A power check runs the same test against a neighbouring formula's table and must
 * reject it.
 */
import { describe, expect, it } from "vitest";
import { formulaDistribution } from "../../../src/core/formula/formula-distribution";
import { seededUniform } from "../../../src/core/random";
import { chiSquareTest, POWER_MARGIN, SAMPLES } from "../support/chi-square";
import { faceFromUniform, readTerm, rollTerm } from "./foundry-term-simulator";

function sampled(formula: string, seed: number): Map<number, number> {
  const uniform = seededUniform(seed);
  const term = readTerm(formula);
  const counts = new Map<number, number>();
  for (let i = 0; i < SAMPLES; i++) {
    const total = rollTerm(formula, () => faceFromUniform(term, uniform()));
    counts.set(total, (counts.get(total) ?? 0) + 1);
  }
  return counts;
}

const CASES: [string, string][] = [
  ["keep highest 5 of 12d10", "12d10kh5"],
  ["drop highest and lowest of 9d8", "9d8dh2dl3"],
  ["reroll 1s once, keep lowest 3 of 8d6", "8d6r=1kl3"],
  ["reroll below 3 recursively, at least 4, 10d6", "10d6rr<3min4"],
  ["explode 5 and up, 8d6", "8d6x>=5"],
  ["explode once on 7 and up, count 6 and up, 10d8", "10d8xo>=7cs>=6"],
  ["count 7 and up, deduct 1s, 15d10", "15d10cs>=7df=1"],
  ["count failures below 4 among 12d12", "12d12cf<4"],
  ["margin over 8 of the evens among 20d6", "20d6ms>=8even"],
  ["explode 5 and up, twice in the whole term, 10d6", "10d6x2>=5"],
  ["reroll 1s and 2s recursively, four times in the term, count 4 and up, 12d6", "12d6rr4<3cs>=4"],
  ["keep highest 3, then drop the lowest 3 (which drops none), of 7d6", "7d6kh3dl3"],
  ["twenty exploding d10s", "20d10x"],
  ["keep the highest 50 of 100d100", "100d100kh50"],
  ["keep the lowest 12 of 60d20", "60d20kl12"],
];

describe("seeded rolls of the model agree with the exact table (chi-square, p > 0.001)", () => {
  it.each(CASES)("%s", (_, formula) => {
    const exact = formulaDistribution(formula);
    const result = chiSquareTest(sampled(formula, 20261125), exact.outcomes, SAMPLES);
    expect(result.statistic).toBeLessThan(result.critical);
  });

  it("12dF rerolling pluses once (Foundry's default target, +1), keeping the highest 6", () => {
    const exact = formulaDistribution("12dFr=1kh6");
    const result = chiSquareTest(sampled("12dFr=1kh6", 20261126), exact.outcomes, SAMPLES);
    expect(result.statistic).toBeLessThan(result.critical);
  });

  it("has the power to reject a table one mistake away (r read as rr)", () => {
    const wrong = formulaDistribution("8d6rr<3");
    const result = chiSquareTest(sampled("8d6r<3", 20261127), wrong.outcomes, SAMPLES);
    expect(result.statistic).toBeGreaterThan(POWER_MARGIN * result.critical);
  });
});
