/**
 * Alien RPG's view of the web calculator (src/systems/alienrpg/ui/calculator-answer.ts): the base and stress dice as
 * the prompts sum them, turned into the pool as the system's roller does, every figure by hand.
 */
import { describe, expect, it } from "vitest";
import { mergedLanguage } from "../../../../scripts/lang-files.mjs";
import { alienCalculatorAnswer } from "../../../../src/systems/alienrpg/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", mergedLanguage(process.cwd(), "en"));
const answer = (fields: Record<string, string>) => systemCalculatorAnswer(alienCalculatorAnswer, fields, en);

function figures(fields: Record<string, string>): Record<string, number> {
  const view = must(answer(fields).view);
  // The roll's own column (the push's rows have no figure there).
  const cells = view.rows.flatMap((row) => (row.cells[0] ? [row.cells[0]] : []));
  return Object.fromEntries(cells.map((cell) => [cell.outcome, must(cell.probability)]));
}

describe("Alien RPG in the web calculator", () => {
  it(
    "its first page, 4 base and 2 stress dice: " +
      "worked example 2 — 31031/46656, panic 11/36, without panic 22400/46656",
    () => {
      const shown = figures({});
      expect(shown.success).toBeCloseTo(31031 / 46656, 12);
      expect(shown.panic).toBeCloseTo(11 / 36, 12);
      expect(shown.successNoPanic).toBeCloseTo(22400 / 46656, 12);
    },
  );

  it(
    "−2 base dice with 3 stress dice roll one stress die (1/6 each); " +
      "with 2, nothing: the page says the system rolls nothing",
    () => {
      expect(figures({ base: "-2", stress: "3" })).toMatchObject({
        success: expect.closeTo(1 / 6, 12),
        panic: expect.closeTo(1 / 6, 12),
      });
      const none = answer({ base: "-2", stress: "2" });
      expect([none.view, none.refusal]).toEqual([
        null,
        "No exact chance for this roll: No dice left to roll: the system rolls nothing.",
      ]);
    },
  );

  it("after the roll: 4db+2ds showing no six and no one pushes 4 base and 3 stress dice — 72.1%, panic 42.1%", () => {
    const view = must(answer({}).view);
    expect(view.columns).toEqual(["This roll", "This roll pushed"]);
    const pushed = (key: string) => view.rows.find((row) => row.cells[1]?.outcome === key)?.cells[1]?.probability;
    expect(pushed("pushSuccess")).toBeCloseTo(1 - (5 / 6) ** 7, 12);
    expect(pushed("pushPanic")).toBeCloseTo(1 - (5 / 6) ** 3, 12);
    // A one on a stress die: the system draws no Push button, so no column; more sixes than dice: no such roll.
    expect(must(answer({ stressOnes: "1" }).view).columns).toEqual(["This roll"]);
    expect(answer({ baseSixes: "5" }).refusal).toBe(
      "No exact chance for this roll: Fewer dice than the sixes and ones shown: no such roll.",
    );
  });

  it("a field past 60 dice is refused, by name", () => {
    expect(Object.keys(answer({ base: "61" }).errors)).toEqual(["base"]);
  });
});
