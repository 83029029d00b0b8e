/**
 * Star Wars FFG's figures (src/systems/starwarsffg/core/pool-odds.ts): FOUNDRY-SYSTEMS-3 §a.7's examples 1 and 2
 * exactly — their counts out of every combination, as the note gives them — and the dialog's fixed results as
 * RollFFG's constructor adds them, each counted by the reference (test/core/pools/count-combinations.ts) from the
 * faces of starwarsffg 2.0.3 (`modules/config/ffg-dice.js`), never through the engine.
 */
import { describe, expect, it } from "vitest";
import { narrativeFigures } from "../../../../src/core/pools/narrative-figures";
import { FFG_DICE, NO_FFG_DICE, ffgOdds, type FfgPool } from "../../../../src/systems/starwarsffg/core/pool-odds";
import { chanceOf, countCombinations, valueOf, type Choice } from "../../../core/pools/count-combinations";
import { must } from "../../../kit";

const ENGINE = { narrativeFigures };

/** Faces as ffg-dice.js lists them: s success, f failure, a advantage, t threat, r triumph, d despair. */
const FACES: Readonly<Partial<Record<keyof FfgPool, readonly string[]>>> = {
  ability: ["", "s", "s", "ss", "a", "a", "sa", "aa"],
  proficiency: ["", "s", "s", "ss", "ss", "a", "sa", "sa", "sa", "aa", "aa", "sr"],
  boost: ["", "", "s", "sa", "aa", "a"],
  difficulty: ["", "f", "ff", "t", "t", "t", "tt", "ft"],
  challenge: ["", "f", "f", "ff", "ff", "t", "t", "ft", "ft", "tt", "tt", "fd"],
  setback: ["", "", "f", "f", "t", "t"],
};
const symbols = (face: string) => [..."sfatrd"].map((symbol) => [...face].filter((s) => s === symbol).length);

/** The reference's count of a pool's combinations, fixed results added as one more certain "die". */
function counted(pool: FfgPool) {
  const dice = FFG_DICE.flatMap((die) =>
    Array.from({ length: pool[die] }, () => (FACES[die] ?? []).map((face): Choice => ({ add: symbols(face) }))),
  );
  // RollFFG's constructor: a fixed triumph is a success too, a fixed despair a failure.
  const fixed = [
    pool.success + pool.triumph,
    pool.failure + pool.despair,
    pool.advantage,
    pool.threat,
    pool.triumph,
    pool.despair,
  ];
  return countCombinations([...dice, [{ add: fixed }]]);
}

/** The reference's chance of `test` over [net success, net advantage, triumph, despair]. */
function reference(count: ReturnType<typeof counted>, test: (net: readonly number[]) => boolean): number {
  return valueOf(chanceOf(count, ([s = 0, f = 0, a = 0, t = 0, r = 0, d = 0]) => test([s - f, a - t, r, d])));
}

const QUESTIONS: Readonly<Record<string, (net: readonly number[]) => boolean>> = {
  success: ([s = 0]) => s >= 1,
  successAdvantage: ([s = 0, a = 0]) => s >= 1 && a >= 1,
  successNeither: ([s = 0, a = 0]) => s >= 1 && a === 0,
  successThreat: ([s = 0, a = 0]) => s >= 1 && a <= -1,
  failureAdvantage: ([s = 0, a = 0]) => s <= 0 && a >= 1,
  failureNeither: ([s = 0, a = 0]) => s <= 0 && a === 0,
  failureThreat: ([s = 0, a = 0]) => s <= 0 && a <= -1,
  advantage: ([, a = 0]) => a >= 1,
  triumph: ([, , r = 0]) => r >= 1,
  despair: ([, , , d = 0]) => d >= 1,
};

function figures(pool: FfgPool): Map<string, number> {
  const [choice] = ffgOdds(ENGINE, pool).choices;
  return new Map(must(choice).outcomes.map(({ key, probability }) => [key, probability]));
}

const EXAMPLE_1: FfgPool = { ...NO_FFG_DICE, ability: 2, proficiency: 1, difficulty: 2 };

describe("Star Wars FFG's figures", () => {
  it("gives §a.7 example 1 exactly: 2 ability + 1 proficiency vs 2 difficulty", () => {
    const got = figures(EXAMPLE_1);
    const of = (count: number) => count / 49_152;
    expect(got.get("success")).toBeCloseTo(of(31_988), 12); // 65.08 %
    expect(got.get("advantage")).toBeCloseTo(of(23_006), 12); // 46.81 %
    expect(got.get("triumph")).toBeCloseTo(1 / 12, 12);
    expect(got.get("despair")).toBe(0);
    expect(got.get("successAdvantage")).toBeCloseTo(of(10_542), 12);
    expect(got.get("successNeither")).toBeCloseTo(of(9_050), 12);
    expect(got.get("successThreat")).toBeCloseTo(of(12_396), 12);
    expect(got.get("failureAdvantage")).toBeCloseTo(of(12_464), 12);
    expect(got.get("failureNeither")).toBeCloseTo(of(3_146), 12);
    expect(got.get("failureThreat")).toBeCloseTo(of(1_554), 12);
  });

  it("gives §a.7 example 2 exactly: the same with 2 setback, 48.61 %", () => {
    const got = figures({ ...EXAMPLE_1, setback: 2 });
    expect(got.get("success")).toBeCloseTo(215_052 / 442_368, 12);
    expect((100 * must(got.get("success"))).toFixed(2)).toBe("48.61");
  });

  it("shares out the whole among the joint table's six cells, the success first and the facts apart", () => {
    const [choice] = ffgOdds(ENGINE, { ...EXAMPLE_1, boost: 1, challenge: 1 }).choices;
    const outcomes = must(choice).outcomes;
    expect(outcomes.map(({ key, fact }) => `${key}${fact ? " (fact)" : ""}`)).toEqual([
      "success (fact)",
      "successAdvantage",
      "successNeither",
      "successThreat",
      "failureAdvantage",
      "failureNeither",
      "failureThreat",
      "advantage (fact)",
      "triumph (fact)",
      "despair (fact)",
    ]);
    const whole = outcomes.filter(({ fact }) => fact !== true).reduce((sum, { probability }) => sum + probability, 0);
    expect(whole).toBeCloseTo(1, 12);
  });

  it("adds the dialog's fixed results as RollFFG does: a triumph a success too, a despair a failure", () => {
    for (const fixed of [
      { triumph: 1 },
      { despair: 1, advantage: 2 },
      { success: -1, threat: 1 },
      { failure: 1, triumph: 1, despair: 1 },
    ]) {
      const pool: FfgPool = { ...EXAMPLE_1, setback: 1, ...fixed };
      const got = figures(pool);
      const count = counted(pool);
      for (const [key, test] of Object.entries(QUESTIONS))
        expect(got.get(key), `${JSON.stringify(fixed)} ${key}`).toBeCloseTo(reference(count, test), 12);
    }
  });
});
