/**
 * Larger terms of every modifier family against seeded rolls of the test's own model of Foundry
 * (foundry-term-simulator.ts): 20,000 rolls each, chi-square at p > 0.001, as the rule sets' sampling tests do.
 * A power check runs the same test against a neighbouring formula's table and must reject it.
 */
import { describe, expect, it } from "vitest";
import { formulaDistribution } from "../../../src/core/formula/formula-distribution";
import { seededUniform } from "../../../src/core/random";
import { chiSquareTest, POWER_MARGIN, SAMPLES } from "../support/chi-square";
import { simulateTerm, termText, type SimTerm } from "./foundry-term-simulator";

const d = (faces: number) => Array.from({ length: faces }, (_, i) => i + 1);

function sampled(term: SimTerm, seed: number): Map<number, number> {
  const uniform = seededUniform(seed);
  const faces = term.faces;
  const counts = new Map<number, number>();
  for (let i = 0; i < SAMPLES; i++) {
    // Foundry maps a uniform draw u to the face ceil((1 − u) · faces), counted from the lowest face.
    const total = simulateTerm(term, () => faces[Math.ceil((1 - uniform()) * faces.length) - 1]!);
    counts.set(total, (counts.get(total) ?? 0) + 1);
  }
  return counts;
}

const CASES: [string, SimTerm][] = [
  ["keep highest 5 of 12d10", { count: 12, faces: d(10), modifiers: [{ kind: "keep", highest: true, count: 5 }] }],
  ["drop highest and lowest of 9d8", { count: 9, faces: d(8), modifiers: [{ kind: "drop", highest: true, count: 2 }, { kind: "drop", highest: false, count: 3 }] }],
  ["reroll 1s once, keep lowest 3 of 8d6", { count: 8, faces: d(6), modifiers: [{ kind: "reroll", recursive: false, comparison: "=", target: 1 }, { kind: "keep", highest: false, count: 3 }] }],
  ["reroll below 3 recursively, at least 4, 10d6", { count: 10, faces: d(6), modifiers: [{ kind: "reroll", recursive: true, comparison: "<", target: 3 }, { kind: "min", target: 4 }] }],
  ["explode 5 and up, 8d6", { count: 8, faces: d(6), modifiers: [{ kind: "explode", once: false, comparison: ">=", target: 5 }] }],
  ["explode once on 7 and up, count 6 and up, 10d8", { count: 10, faces: d(8), modifiers: [{ kind: "explode", once: true, comparison: ">=", target: 7 }, { kind: "cs", comparison: ">=", target: 6 }] }],
  ["count 7 and up, deduct 1s, 15d10", { count: 15, faces: d(10), modifiers: [{ kind: "cs", comparison: ">=", target: 7 }, { kind: "df", comparison: "=", target: 1 }] }],
  ["count failures below 4 among 12d12", { count: 12, faces: d(12), modifiers: [{ kind: "cf", comparison: "<", target: 4 }] }],
  ["margin over 8 of the evens among 20d6", { count: 20, faces: d(6), modifiers: [{ kind: "ms", failure: false, target: 8 }, { kind: "even" }] }],
];

describe("seeded rolls of the model agree with the exact table (chi-square, p > 0.001)", () => {
  it.each(CASES)("%s", (_, term) => {
    const exact = formulaDistribution(termText(term));
    const result = chiSquareTest(sampled(term, 20261125), exact.outcomes, SAMPLES);
    expect(result.statistic).toBeLessThan(result.critical);
  });

  it("12dF rerolling pluses once (Foundry's default target, +1), keeping the highest 6", () => {
    const term: SimTerm = { count: 12, faces: [-1, 0, 1], modifiers: [{ kind: "reroll", recursive: false, comparison: "=", target: 1 }, { kind: "keep", highest: true, count: 6 }] };
    const exact = formulaDistribution("12dFr=1kh6");
    const result = chiSquareTest(sampled(term, 20261126), exact.outcomes, SAMPLES);
    expect(result.statistic).toBeLessThan(result.critical);
  });

  it("has the power to reject a table one mistake away (r read as rr)", () => {
    const term: SimTerm = { count: 8, faces: d(6), modifiers: [{ kind: "reroll", recursive: false, comparison: "<", target: 3 }] };
    const wrong = formulaDistribution("8d6rr<3");
    const result = chiSquareTest(sampled(term, 20261127), wrong.outcomes, SAMPLES);
    expect(result.statistic).toBeGreaterThan(POWER_MARGIN * result.critical);
  });
});
