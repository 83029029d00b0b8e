/**
 * Big pools (docs/formula-odds.md "How each part is computed"): kept plain dice split by the last kept die's value
 * (plain-keep.ts), and exploding dice counted by their triggering results (exploding-sum.ts). Small terms against
 * the tests' own model of Foundry walked face by face (small explosions are walked in formula-brute-force.test.ts,
 * which now reach exploding-sum.ts); large ones against hand-worked figures (means, the least totals) and against
 * the keep/drop walk, which the brute-force tests check against the model; formula-sampling.test.ts rolls the
 * model for 20d10x, 100d100kh50 and 60d20kl12.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formulaDistribution } from "../../../src/core/formula/formula-distribution";
import { windowSum } from "../../../src/core/formula/order-statistics";
import { plainKeepHighest } from "../../../src/core/formula/plain-keep";
import { enumerateTerm } from "./foundry-term-simulator";
import { must } from "../../kit";
import { cases } from "../../quick";

/** The engine's table of `formula` against the model's walk of every sequence of faces (cut below `cutBelow`). */
function againstModel(formula: string, cutBelow = 0): void {
  const exact = new Map(formulaDistribution(formula).outcomes);
  const walked = enumerateTerm(formula, cutBelow);
  for (const total of new Set([...exact.keys(), ...walked.outcomes.keys()])) {
    const mine = exact.get(total) ?? 0;
    const foundry = walked.outcomes.get(total) ?? 0;
    expect(mine, `${formula}: P(${total})`).toBeGreaterThanOrEqual(foundry - 1e-12);
    expect(mine - foundry, `${formula}: P(${total})`).toBeLessThanOrEqual(walked.cut + 1e-12);
  }
}

const plainDice = (faces: number) => ({
  probs: Array.from({ length: faces }, () => 1 / faces),
  gains: Array.from({ length: faces }, (_, i) => i + 1),
});

describe("kept plain dice, split by the last kept die's value", () => {
  it("keep or drop at either end of up to five dice of up to six faces: as the model of Foundry rolls them", () => {
    const term = fc.record({
      dice: fc.integer({ min: 1, max: 5 }),
      faces: fc.integer({ min: 2, max: 6 }),
      kind: fc.constantFrom("kh", "kl", "dh", "dl"),
      count: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(term, ({ dice, faces, kind, count }) => againstModel(`${dice}d${faces}${kind}${count}`)),
      { numRuns: cases(120, 30) },
    );
  });

  it("the highest k of n plain dice, computed directly, equal the model's walk", () => {
    for (const [dice, faces, keep] of [
      [4, 6, 3],
      [5, 4, 2],
      [3, 6, 3],
      [1, 6, 1],
      [4, 3, 1],
    ] as const) {
      const mine = plainKeepHighest(1, faces, dice, keep);
      const walked = enumerateTerm(`${dice}d${faces}kh${keep}`);
      for (const [total, p] of walked.outcomes)
        expect(mine.p(total), `${dice}d${faces}kh${keep}: P(${total})`).toBeCloseTo(p, 14);
      expect(mine.mass).toBeCloseTo(1, 13);
    }
  });

  it("50d50kh25 and 40d50kh20 agree with the keep/drop walk to 1e-10 of each chance, the rarest ones too", () => {
    for (const [dice, faces, keep] of [
      [50, 50, 25],
      [40, 50, 20],
    ] as const) {
      const { probs, gains } = plainDice(faces);
      const split = plainKeepHighest(1, faces, dice, keep);
      const walk = windowSum(probs, gains, dice, 0, keep);
      expect([split.min, split.max]).toEqual([walk.min, walk.max]);
      for (let total = walk.min; total <= walk.max; total++)
        expect(Math.abs(split.p(total) - walk.p(total))).toBeLessThanOrEqual(1e-10 * walk.p(total));
    }
  });

  it(
    "100d100kh50 answers whole: " +
      "every total from 50 to 5000 possible, none below zero, the least one exactly 100⁻¹⁰⁰",
    () => {
      const { outcomes, tail } = formulaDistribution("100d100kh50");
      expect(tail).toBe(0);
      expect(outcomes.length).toBe(5000 - 50 + 1);
      expect(outcomes.every(([, p]) => p > 0)).toBe(true);
      expect(must(outcomes[0])[0]).toBe(50);
      // All hundred dice show 1.
      expect(must(outcomes[0])[1] / 1e-200).toBeCloseTo(1, 10);
      expect(outcomes.reduce((sum, [, p]) => sum + p, 0)).toBeCloseTo(1, 12);
    },
  );

  it("100d100kl50 is 100d100kh50 read upside down (a total t of the lowest is 5050 − t of the highest)", () => {
    const highest = new Map(formulaDistribution("100d100kh50").outcomes);
    for (const [total, p] of formulaDistribution("100d100kl50").outcomes) expect(p).toBe(highest.get(50 * 101 - total));
  });
});

describe("exploding dice counted by their triggering results", () => {
  it.each([
    // An exploding d10 adds 5.5 on average per roll and rolls again a tenth of the time: 5.5 / 0.9 each.
    ["20d10x", 20 * (5.5 / 0.9)],
    ["50d10x", 50 * (5.5 / 0.9)],
    // A d6 exploding on 5 and 6: 3.5 / (2/3) each.
    ["10d6x>=5", 10 * (3.5 / (2 / 3))],
  ])("%s answers, its tail under 1e-12, its mean %d as worked by hand", (formula, mean) => {
    const { outcomes, tail } = formulaDistribution(formula);
    expect(tail).toBeLessThan(1e-12);
    expect(outcomes.reduce((sum, [, p]) => sum + p, 0) + tail).toBeCloseTo(1, 12);
    expect(outcomes.reduce((sum, [total, p]) => sum + total * p, 0)).toBeCloseTo(mean, 6);
    expect(outcomes.every(([, p]) => p >= 0)).toBe(true);
  });

  it("20d10x: its least total is twenty 1s, and a total of 10 cannot happen on one die but 29 can on two", () => {
    const { outcomes } = formulaDistribution("20d10x");
    expect(must(outcomes[0])[0]).toBe(20);
    expect(must(outcomes[0])[1] / 0.1 ** 20).toBeCloseTo(1, 12);
    const two = new Map(formulaDistribution("1d10x").outcomes);
    expect(two.has(10)).toBe(false);
    expect(two.get(19)).toBeCloseTo(0.01, 15);
  });
});
