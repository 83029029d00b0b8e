import { describe, expect, it } from "vitest";
import type { Score } from "../../../../src/rule-sets/klepto/core/mechanics/score";
import type { TestOptions } from "../../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { rollTest } from "../../../../src/rule-sets/klepto/core/mechanics/roll-test";
import type { ScoreOdds } from "../../../../src/rule-sets/klepto/core/odds/score-odds";
import { testScoreOdds } from "../../../../src/rule-sets/klepto/core/odds/score-odds";
import { seededSource } from "../../../../src/core/random";
import {
  chiSquareCritical,
  chiSquareStatistic,
  poolBins,
  type Bin,
  POWER_MARGIN,
  SAMPLES,
} from "../../../core/support/chi-square";

const ROLLS = SAMPLES;
const ALPHA = 0.001;

/** Bins in rank order: Critical Failure, each plain Score, Critical Success. */
function binsFor(odds: ScoreOdds, rolled: readonly Score[]): Bin[] {
  const keyOf = (score: Score) => (score.crit === null ? `plain ${score.total}` : score.crit);
  const observed = new Map<string, number>();
  for (const score of rolled) observed.set(keyOf(score), (observed.get(keyOf(score)) ?? 0) + 1);
  const expected: Array<[string, number]> = [
    ["failure", odds.critFailure],
    ...odds.plain.entries().map(([total, p]): [string, number] => [`plain ${total}`, p]),
    ["success", odds.critSuccess],
  ];
  const bins = expected.map(([key, p]) => ({ observed: observed.get(key) ?? 0, expected: p * rolled.length }));
  // Every rolled Score must have a bin: an outcome the odds call impossible is a failure by itself.
  expect(bins.reduce((sum, bin) => sum + bin.observed, 0)).toBe(rolled.length);
  return bins;
}

function goodnessOfFit(odds: ScoreOdds, rolled: readonly Score[]) {
  const bins = poolBins(binsFor(odds, rolled));
  const statistic = chiSquareStatistic(bins);
  const critical = chiSquareCritical(bins.length - 1, ALPHA);
  return { statistic, critical, bins: bins.length };
}

function rollMany(seed: number, options: TestOptions): Score[] {
  const source = seededSource(seed);
  return Array.from({ length: ROLLS }, () => rollTest(source, options));
}

describe("20,000 seeded rolls of the real roller agree with the exact odds (p > 0.001)", () => {
  const cases: Array<[number, TestOptions]> = [
    [20261121, { advantages: 2, modifier: 1 }],
    [7, { disadvantages: 3, modifier: -2, method: "d10ish" }],
    [99, { method: "coin" }],
    [1234, { advantages: 3, modifier: 4, method: "d10ish" }],
  ];

  for (const [seed, options] of cases) {
    it(`seed ${seed}: ${JSON.stringify(options)}`, { timeout: 60_000 }, () => {
      const { statistic, critical, bins } = goodnessOfFit(testScoreOdds(options), rollMany(seed, options));
      expect(bins).toBeGreaterThan(2);
      expect(statistic).toBeLessThan(critical);
    });
  }

  it("and the same check rejects a wrong distribution (A2 rolls against the A1 odds)", { timeout: 60_000 }, () => {
    const rolled = rollMany(20261121, { advantages: 2 });
    const { statistic, critical } = goodnessOfFit(testScoreOdds({ advantages: 1 }), rolled);
    expect(statistic).toBeGreaterThan(POWER_MARGIN * critical);
  });
});
