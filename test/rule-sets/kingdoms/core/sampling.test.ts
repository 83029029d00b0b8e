import { describe, expect, it } from "vitest";
import { rollBasicTest } from "../../../../src/rule-sets/kingdoms/core/mechanics/basic-test";
import { kingdomsMarginDistribution } from "../../../../src/rule-sets/kingdoms/core/odds/pool-odds";
import { seededSource } from "../../../../src/core/random";
import { chiSquareCritical, chiSquareFit, POWER_MARGIN, SAMPLES } from "../../../core/support/chi-square";

const ROLLS = SAMPLES;
const ALPHA = 0.001;

const samples = new Map<string, number[]>();

/** Counts of each margin −2n..2n over many seeded rolls of the phase-1 roller (drawn once per case). */
function sampleMargins(seed: number, dice: number, dt: number): number[] {
  const key = `${seed}/${dice}/${dt}`;
  const cached = samples.get(key);
  if (cached !== undefined) return cached;
  const source = seededSource(seed);
  const counts = new Array<number>(4 * dice + 1).fill(0);
  for (let i = 0; i < ROLLS; i++) counts[rollBasicTest(source, { pool: dice, dt }).margin + 2 * dice]! += 1;
  samples.set(key, counts);
  return counts;
}

function exactProbabilities(dice: number, dt: number): number[] {
  const margin = kingdomsMarginDistribution(dice, dt);
  return Array.from({ length: 4 * dice + 1 }, (_, i) => margin.p(i - 2 * dice));
}

describe("seeded rolls agree with the exact margin distribution (chi-square, p > 0.001)", () => {
  it.each([
    [20261121, 6, 7],
    [7, 3, 11],
    [424242, 10, 4],
  ])("seed %i: %i dice at DT %i", (seed, dice, dt) => {
    const fit = chiSquareFit(sampleMargins(seed, dice, dt), exactProbabilities(dice, dt));
    expect(fit.degreesOfFreedom).toBeGreaterThanOrEqual(4);
    expect(fit.statistic).toBeLessThan(chiSquareCritical(fit.degreesOfFreedom, ALPHA));
  });

  it("the same test rejects a wrong distribution (the DT one step off), so it can fail", () => {
    const counts = sampleMargins(20261121, 6, 7);
    const fit = chiSquareFit(counts, exactProbabilities(6, 8));
    expect(fit.statistic).toBeGreaterThan(POWER_MARGIN * chiSquareCritical(fit.degreesOfFreedom, ALPHA));
  });
});
