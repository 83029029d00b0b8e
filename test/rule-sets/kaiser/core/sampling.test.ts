import { describe, expect, it } from "vitest";
import { rollCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/check";
import { rollDifficultyCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/difficulty";
import { rollOpposedCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/opposed";
import { type KaiserCheckSpec, type OpposedOptions } from "../../../../src/rule-sets/kaiser/core/mechanics/types";
import { kaiserCheckOdds } from "../../../../src/rule-sets/kaiser/core/odds/check-odds";
import { kaiserDifficultyOdds } from "../../../../src/rule-sets/kaiser/core/odds/difficulty-odds";
import { kaiserOpposedOdds } from "../../../../src/rule-sets/kaiser/core/odds/opposed-odds";
import { seededSource } from "../../../../src/core/random";
import { chiSquareCritical, chiSquareFit, POWER_MARGIN, SAMPLES } from "../../../core/support/chi-square";

const ROLLS = SAMPLES;
const ALPHA = 0.001;

/** Category 0 is a Fumble, then one category per total from `min` up; the rare longer chain joins the last. */
function checkCategories(spec: KaiserCheckSpec) {
  const odds = kaiserCheckOdds(spec);
  const probabilities = [odds.pFumble, ...Array.from(odds.totals.probs)];
  const categoryOf = (fumble: boolean, total: number) =>
    fumble ? 0 : Math.min(1 + total - odds.totals.min, probabilities.length - 1);
  return { probabilities, categoryOf };
}

const sampled = new Map<string, number[]>();

function sampleCheck(seed: number, spec: KaiserCheckSpec): number[] {
  const key = `${seed}:${JSON.stringify(spec)}`;
  const cached = sampled.get(key);
  if (cached) return cached;
  const { probabilities, categoryOf } = checkCategories(spec);
  const counts = new Array<number>(probabilities.length).fill(0);
  const source = seededSource(seed);
  for (let i = 0; i < ROLLS; i++) {
    const check = rollCheck(source, spec);
    counts[categoryOf(check.fumble, check.total)]! += 1;
  }
  sampled.set(key, counts);
  return counts;
}

describe("seeded rolls agree with the exact odds (chi-square, p > 0.001)", () => {
  it.each([
    [20261121, { kind: "skill", bonus: 0, advantage: 2 }],
    [31, { kind: "skill", bonus: 3, advantage: -3, method: "sequential" }],
    [5150, { kind: "skill", bonus: -2, advantage: 5, method: "sequential" }],
    [8, { kind: "skill", bonus: 1, advantage: -5 }],
    [77, { kind: "skill", bonus: 4 }],
    [1234, { kind: "resistance", bonus: 2, advantage: 1 }],
    [99, { kind: "characteristic", bonus: 3 }],
  ] as Array<[number, KaiserCheckSpec]>)("seed %i: %j", (seed, spec) => {
    const fit = chiSquareFit(sampleCheck(seed, spec), checkCategories(spec).probabilities);
    expect(fit.degreesOfFreedom).toBeGreaterThanOrEqual(4);
    expect(fit.statistic).toBeLessThan(chiSquareCritical(fit.degreesOfFreedom, ALPHA));
  });

  it("the same test tells the methods apart, so it can fail", () => {
    const pool: KaiserCheckSpec = { kind: "skill", bonus: 0, advantage: 2 };
    const fit = chiSquareFit(
      sampleCheck(20261121, pool),
      checkCategories({ ...pool, method: "sequential" }).probabilities,
    );
    expect(fit.statistic).toBeGreaterThan(POWER_MARGIN * chiSquareCritical(fit.degreesOfFreedom, ALPHA));
  });

  it("degrees against a difficulty", () => {
    const spec: KaiserCheckSpec = { kind: "skill", bonus: 2, advantage: -1 };
    const odds = kaiserDifficultyOdds(spec, 9);
    const counts = new Array<number>(odds.degrees.probs.length).fill(0);
    const source = seededSource(424242);
    for (let i = 0; i < ROLLS; i++) {
      const result = rollDifficultyCheck(source, spec, 9);
      const degree = result.success ? result.dos : -result.dof;
      counts[Math.min(degree - odds.degrees.min, counts.length - 1)]! += 1;
    }
    const fit = chiSquareFit(counts, Array.from(odds.degrees.probs));
    expect(fit.statistic).toBeLessThan(chiSquareCritical(fit.degreesOfFreedom, ALPHA));
  });

  it.each([
    [{ attack: true }, "attack"],
    [{ tieRule: "roll-off" }, "rollOff"],
    [{}, "defenderTakesTies"],
  ] as Array<[OpposedOptions, "attack" | "rollOff" | "defenderTakesTies"]>)(
    "opposed winners with %j",
    (options, rule) => {
      const attacker: KaiserCheckSpec = { kind: "skill", bonus: 4, advantage: 1 };
      const defender: KaiserCheckSpec = { kind: "skill", bonus: 5 };
      const odds = kaiserOpposedOdds(attacker, defender);
      const shares = odds[rule];
      const probabilities = [shares.attacker, shares.defender, "neither" in shares ? shares.neither : 0];
      const counts = [0, 0, 0];
      const source = seededSource(2718);
      const slot = { attacker: 0, defender: 1, neither: 2 } as const;
      for (let i = 0; i < ROLLS; i++) counts[slot[rollOpposedCheck(source, attacker, defender, options).winner]]! += 1;
      if (rule !== "attack") expect(counts[2]).toBe(0);
      const fit = chiSquareFit(
        counts.slice(0, rule === "attack" ? 3 : 2),
        probabilities.slice(0, rule === "attack" ? 3 : 2),
      );
      expect(fit.statistic).toBeLessThan(chiSquareCritical(Math.max(1, fit.degreesOfFreedom), ALPHA));
    },
  );
});
