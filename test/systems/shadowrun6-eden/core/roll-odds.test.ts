/**
 * Shadowrun 6e's figures (docs/systems-shadowrun6-eden.md "The rules"): FOUNDRY-SYSTEMS-3 §d.7 example 5, each
 * settled by an enumeration written here from shadowrun6-eden 4.0.7's code, never through the engine: the dice as
 * Rolls.js `createFormula` splits them (the wild die a term of its own, `x6` on both terms with Edge's exploding
 * dice), every result of the wild term marked wild (`SR6Roll#evaluate`), a wild 5 or 6 counting 3 and a wild 1
 * setting every 5 to 0 (`markWildDie`, `modifyResults`), `calculateTotal` summing the counts, `isGlitch` (1s over
 * half the results), `isCriticalGlitch` (a glitch and a total of 0), `isSuccess` (total ≥ threshold). Then read from
 * the adapter's figures (the kit's `sr6Outcomes` under `sr6Odds`).
 */
import { describe, expect, it } from "vitest";
import { sr6Outcomes } from "../../../../src/core/pools/shadowrun-dice";
import { sr6Odds, type Sr6Roll } from "../../../../src/systems/shadowrun6-eden/core/roll-odds";
import { must } from "../../../kit";
import english from "../../../../lang/en.json";
import { shadowrun6EdenCalculatorAnswer } from "../../../../src/systems/shadowrun6-eden/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";

/** One die's result as SR6Roll holds it: its face and whether its term is the wild die's. */
interface Result {
  readonly result: number;
  readonly wild: boolean;
}

/** SR6Roll's reading of a roll's results, as its methods are written. */
function judge(results: readonly Result[], threshold: number) {
  const ignoreFives = results.some((r) => r.wild && r.result === 1);
  const count = (r: Result) => {
    if (r.result === 5 && ignoreFives) return 0;
    if (r.result < 5) return 0;
    return r.wild ? 3 : 1;
  };
  const total = results.reduce((sum, r) => sum + count(r), 0);
  const glitch = results.filter((r) => r.result === 1).length > results.length / 2;
  return { success: threshold > 0 ? total >= threshold : total > 0, glitch, critical: glitch && total === 0, total };
}

/** A die's chains (a 6 throws one more, to `depth` sixes), each with its chance: an `x6` term's die. */
function chains(explode: boolean, depth: number): { faces: number[]; chance: number }[] {
  if (!explode) return [1, 2, 3, 4, 5, 6].map((face) => ({ faces: [face], chance: 1 / 6 }));
  const out: { faces: number[]; chance: number }[] = [];
  for (let sixes = 0; sixes <= depth; sixes += 1)
    for (const last of [1, 2, 3, 4, 5])
      out.push({ faces: [...Array<number>(sixes).fill(6), last], chance: 6 ** -(sixes + 1) });
  return out;
}

/** Every way the dice fall, walked die by die (small pools), with the reading summed per question. */
function enumerate(roll: Sr6Roll, depth = 6) {
  const sums = { success: 0, glitch: 0, critical: 0, atLeast: [0, 0, 0, 0, 0, 0, 0, 0, 0] };
  const dice = chains(roll.explode, depth);
  const walk = (left: number, results: Result[], chance: number) => {
    if (left === 0) {
      const j = judge(results, roll.threshold);
      if (j.success) sums.success += chance;
      if (j.glitch) sums.glitch += chance;
      if (j.critical) sums.critical += chance;
      for (let k = 0; k < sums.atLeast.length; k += 1)
        if (j.total >= k) sums.atLeast[k] = (sums.atLeast[k] ?? 0) + chance;
      return;
    }
    const wild = roll.wild && left === 1;
    for (const die of dice)
      walk(left - 1, [...results, ...die.faces.map((result) => ({ result, wild }))], chance * die.chance);
  };
  walk(roll.pool, [], 1);
  return sums;
}

/**
 * The same for large pools without explosions: the plain dice counted by how many show a 1, a 5, a 6 (multinomial
 * BigInt ways), the wild die's six faces apart; exact fractions.
 */
function plainExact(roll: Sr6Roll): { success: number; glitch: number; critical: number } {
  const fact = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * fact(n - 1));
  const plain = roll.wild ? roll.pool - 1 : roll.pool;
  const wilds = roll.wild ? [1, 2, 3, 4, 5, 6] : [null];
  let success = 0n;
  let glitch = 0n;
  let critical = 0n;
  for (const w of wilds)
    for (let ones = 0; ones <= plain; ones += 1)
      for (let fives = 0; ones + fives <= plain; fives += 1)
        for (let sixes = 0; ones + fives + sixes <= plain; sixes += 1) {
          const rest = plain - ones - fives - sixes;
          const ways = (fact(plain) / (fact(ones) * fact(fives) * fact(sixes) * fact(rest))) * 3n ** BigInt(rest);
          const results: Result[] = [
            ...Array<Result>(ones).fill({ result: 1, wild: false }),
            ...Array<Result>(fives).fill({ result: 5, wild: false }),
            ...Array<Result>(sixes).fill({ result: 6, wild: false }),
            ...Array<Result>(rest).fill({ result: 3, wild: false }),
            ...(w === null ? [] : [{ result: w, wild: true }]),
          ];
          const j = judge(results, roll.threshold);
          if (j.success) success += ways;
          if (j.glitch) glitch += ways;
          if (j.critical) critical += ways;
        }
  const all = 6 ** roll.pool;
  return { success: Number(success) / all, glitch: Number(glitch) / all, critical: Number(critical) / all };
}

const percent = (p: number) => `${(p * 100).toFixed(2)} %`;
const roll = (over: Partial<Sr6Roll>): Sr6Roll => ({ pool: 10, threshold: 3, wild: false, explode: false, ...over });
const outcome = (odds: ReturnType<typeof sr6Odds>, key: string) =>
  must(
    odds.choices[0]?.outcomes.find((o) => o.key === key),
    key,
  ).probability;

describe("Shadowrun 6e's figures, FOUNDRY-SYSTEMS-3 §d.7 example 5", () => {
  it.each([
    [roll({ wild: true }), "67.45 %", "0.24 %", "0.08 %"],
    [roll({}), "70.09 %", "0.24 %", "0.03 %"],
    [roll({ pool: 8, wild: true }), "56.40 %", null, null],
    [roll({ pool: 8 }), "53.18 %", null, null],
  ] as const)("%o", (asked, success, glitch, critical) => {
    const exact = plainExact(asked);
    const odds = sr6Odds(sr6Outcomes, asked);
    expect(percent(exact.success)).toBe(success);
    expect(outcome(odds, "success")).toBeCloseTo(exact.success, 12);
    if (glitch) expect(percent(exact.glitch)).toBe(glitch);
    if (critical) expect(percent(exact.critical)).toBe(critical);
    expect(outcome(odds, "glitch")).toBeCloseTo(exact.glitch, 12);
    expect(outcome(odds, "criticalGlitch")).toBeCloseTo(exact.critical, 12);
  });

  it("the wild die's change beside its checkbox: 67.45 % − 70.09 % for 10 dice against 3", () => {
    const odds = sr6Odds(sr6Outcomes, roll({}));
    const exact = plainExact(roll({ wild: true })).success - plainExact(roll({})).success;
    expect(must(odds.extras?.[0], "wild die").change).toBeCloseTo(exact, 12);
  });

  it("Edge's exploding dice with the wild die, which explodes too and stays wild: 3 dice against 3", () => {
    // 3 dice, chains to 6 sixes: the walk's cut mass is under 3 · 6^-7 < 1.1e-5.
    const asked = roll({ pool: 3, explode: true, wild: true });
    const walked = enumerate(asked);
    const odds = sr6Odds(sr6Outcomes, asked);
    expect(Math.abs(outcome(odds, "success") - walked.success)).toBeLessThan(2e-5);
    expect(Math.abs(outcome(odds, "glitch") - walked.glitch)).toBeLessThan(2e-5);
    expect(Math.abs(outcome(odds, "criticalGlitch") - walked.critical)).toBeLessThan(2e-5);
  });

  it("no threshold: no success, the hits' rows", () => {
    const asked = roll({ pool: 5, threshold: 0 });
    const walked = enumerate(asked);
    const odds = sr6Odds(sr6Outcomes, asked);
    expect(odds.target).toBeNull();
    expect(odds.choices[0]?.outcomes.map((o) => o.key)).toEqual(["glitch", "criticalGlitch"]);
    expect(odds.extras).toEqual([]);
    for (const row of odds.totals) expect(row.chances[0]).toBeCloseTo(walked.atLeast[row.total] ?? -1, 12);
    expect(odds.totals.map((row) => row.total)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("Shadowrun 6e's calculator page", () => {
  const en = createTranslator("en", english);
  it("10 dice against 3 with the wild die: 20 390 831/30 233 088, the enumeration's", () => {
    const fields = { pool: "10", threshold: "3", wild: "wild", edge: "none" };
    const view = must(systemCalculatorAnswer(shadowrun6EdenCalculatorAnswer, fields, en).view);
    const headline = must(must(must(view.rows[0]).cells[0]).probability);
    expect(headline).toBeCloseTo(plainExact(roll({ wild: true })).success, 12);
    expect(headline).toBeCloseTo(20_390_831 / 30_233_088, 12);
  });
});
