import { describe, expect, it } from "vitest";
import type { OldeRollSpec } from "../../../../src/rule-sets/olde/core/mechanics/rules";
import { rollOlde } from "../../../../src/rule-sets/olde/core/mechanics/roll";
import { rollOldeContest } from "../../../../src/rule-sets/olde/core/mechanics/contest";
import { oldeContestOdds } from "../../../../src/rule-sets/olde/core/odds/contest-odds";
import { oldeRollDistribution } from "../../../../src/rule-sets/olde/core/odds/roll-odds";
import { seededSource } from "../../../../src/core/random";
import { chiSquareTest, POWER_MARGIN, SAMPLES } from "../../../core/support/chi-square";

/**
 * The exact odds against the real roller: 20,000 rolls from a fixed seed each, compared by Pearson's
 * chi-square at p = 0.001 (bins pooled until each expects 5 or more). Fixed seeds make the outcome repeatable.
 */

function sampleTotals(spec: OldeRollSpec, seed: number): Map<number, number> {
  const source = seededSource(seed);
  const counts = new Map<number, number>();
  for (let i = 0; i < SAMPLES; i++) {
    const { total } = rollOlde(spec, source);
    counts.set(total, (counts.get(total) ?? 0) + 1);
  }
  return counts;
}

describe("20,000 seeded rolls agree with the exact distribution", () => {
  it.each<[string, OldeRollSpec, number]>([
    ["2d4+1 unlimited", { count: 2, faces: 4, adjustment: 1, unlimited: true }, 1],
    ["1d6 unlimited", { count: 1, faces: 6, unlimited: true }, 2],
    ["3d3-2 unlimited", { count: 3, faces: 3, adjustment: -2, unlimited: true }, 3],
    ["1d2 unlimited", { count: 1, faces: 2, unlimited: true }, 4],
    ["2d10 unlimited", { count: 2, faces: 10, unlimited: true }, 5],
    ["2d6 limited", { count: 2, faces: 6, unlimited: false }, 6],
  ])("%s", (_name, spec, seed) => {
    const result = chiSquareTest(sampleTotals(spec, seed), oldeRollDistribution(spec).entries(), SAMPLES);
    expect(result.degreesOfFreedom).toBeGreaterThan(0);
    expect(result.statistic).toBeLessThan(result.critical);
    expect(result.pValue).toBeGreaterThan(0.001);
  });

  it("and the same test rejects the wrong distribution (limited dice against unlimited odds)", () => {
    const spec = { count: 2, faces: 4, unlimited: true };
    const limitedSamples = sampleTotals({ ...spec, unlimited: false }, 7);
    const result = chiSquareTest(limitedSamples, oldeRollDistribution(spec).entries(), SAMPLES);
    expect(result.statistic).toBeGreaterThan(POWER_MARGIN * result.critical);
  });
});

describe("Thudd (2d4 unlimited) against Flash (2d10 unlimited), 20,000 seeded contests", () => {
  const thudd = { count: 2, faces: 4, unlimited: true };
  const flash = { count: 2, faces: 10, unlimited: true };

  it("win, tie and loss frequencies agree with the exact odds", () => {
    const source = seededSource(2026);
    const outcomes = new Map<number, number>(); // 1 Thudd wins, 0 tie, -1 Flash wins
    for (let i = 0; i < SAMPLES; i++) {
      const { margin } = rollOldeContest(thudd, flash, source);
      const key = Math.sign(margin);
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    const odds = oldeContestOdds(thudd, flash);
    const result = chiSquareTest(
      outcomes,
      [
        [-1, odds.secondWins],
        [0, odds.tie],
        [1, odds.firstWins],
      ],
      SAMPLES,
    );
    expect(result.degreesOfFreedom).toBe(2);
    expect(result.statistic).toBeLessThan(result.critical);

    // Thudd's wins alone, as a binomial count: within 3.29 standard deviations (two-sided p = 0.001).
    const wins = outcomes.get(1) ?? 0;
    const spread = Math.sqrt(SAMPLES * odds.firstWins * (1 - odds.firstWins));
    expect(Math.abs(wins - SAMPLES * odds.firstWins)).toBeLessThan(3.29 * spread);
  });
});
