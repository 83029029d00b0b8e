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
  return Object.fromEntries(view.rows.map((row) => [must(row.cells[0]).outcome, must(must(row.cells[0]).probability)]));
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

  it("a field past 60 dice is refused, by name", () => {
    expect(Object.keys(answer({ base: "61" }).errors)).toEqual(["base"]);
  });
});
