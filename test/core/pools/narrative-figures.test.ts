/**
 * The kit's narrative figures (src/core/pools/narrative-figures.ts), shared by Star Wars FFG and Genesys: §a.7's
 * example 4 (2 ability against 3 difficulty) and a roll's added symbols as Genesys 0.2.18's
 * `GenesysRoller.parseRollResults` counts `roll.data.symbols` (a triumph a success too, a despair a failure too),
 * each counted by the reference (count-combinations.ts) from the dice's faces, never through the engine.
 */
import { describe, expect, it } from "vitest";
import { NARRATIVE_FIGURES, narrativeFigures, type NarrativeSymbols } from "../../../src/core/pools/narrative-figures";
import { must } from "../../kit";
import { chanceOf, countCombinations, valueOf, type Choice } from "./count-combinations";

const ABILITY = ["", "s", "s", "ss", "a", "a", "sa", "aa"];
const DIFFICULTY = ["", "f", "ff", "t", "t", "t", "tt", "ft"];
const symbols = (face: string) => [..."sfatrd"].map((symbol) => [...face].filter((s) => s === symbol).length);
const die = (faces: readonly string[]) => faces.map((face): Choice => ({ add: symbols(face) }));

function figures(added: NarrativeSymbols): Map<string, number> {
  const [choice] = narrativeFigures({ ability: 2, difficulty: 3 }, added).choices;
  return new Map(must(choice).outcomes.map(({ key, probability }) => [key, probability]));
}

describe("the kit's narrative figures", () => {
  it("gives §a.7 example 4 exactly: 2 ability vs 3 difficulty, 32.39 %", () => {
    const got = figures({});
    expect(got.get("success")).toBeCloseTo(10_613 / 32_768, 12);
    expect(got.get("successAdvantage")).toBeCloseTo(324 / 32_768, 12);
    expect(got.get("failureThreat")).toBeCloseTo(11_568 / 32_768, 12);
    expect([...got.keys()]).toEqual(NARRATIVE_FIGURES);
  });

  it("adds a roll's symbols as parseRollResults counts them: a triumph a success too, a despair a failure too", () => {
    const dice = [die(ABILITY), die(ABILITY), die(DIFFICULTY), die(DIFFICULTY), die(DIFFICULTY)];
    // [success, failure, advantage, threat, triumph, despair] added: the triumph's success, the despair's failure.
    for (const [added, fixed] of [
      [{ triumph: 1, threat: 2 }, [1, 0, 0, 2, 1, 0]],
      [{ despair: 1, advantage: 1, success: 1 }, [1, 1, 1, 0, 0, 1]],
    ] as const) {
      const count = countCombinations([...dice, [{ add: fixed }]]);
      const chance = (test: (net: readonly number[]) => boolean) =>
        valueOf(chanceOf(count, ([s = 0, f = 0, a = 0, t = 0, r = 0, d = 0]) => test([s - f, a - t, r, d])));
      const got = figures(added);
      expect(got.get("success")).toBeCloseTo(chance(([s = 0]) => s >= 1), 12);
      expect(got.get("failureThreat")).toBeCloseTo(chance(([s = 0, a = 0]) => s <= 0 && a <= -1), 12);
      expect(got.get("triumph")).toBe(added.triumph ?? 0);
    }
  });
});
