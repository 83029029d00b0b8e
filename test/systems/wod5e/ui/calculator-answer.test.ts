/**
 * World of Darkness 5e's view of the web calculator (src/systems/wod5e/ui/calculator-answer.ts): the splat, the basic
 * and advanced dice and the difficulty, read into the core's question. By hand: a vampire's 1 + 1 hunger at 2 is the
 * worked example's 24/1/10/65 of 100; a mortal's 2 dice at 2 succeed 25/100.
 */
import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import { wod5eCalculatorAnswer } from "../../../../src/systems/wod5e/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", english);
const answer = (fields: Record<string, string>) => systemCalculatorAnswer(wod5eCalculatorAnswer, fields, en);

function figures(fields: Record<string, string>): Record<string, number> {
  const view = must(answer(fields).view);
  return Object.fromEntries(view.rows.map((row) => [must(row.cells[0]).outcome, must(must(row.cells[0]).probability)]));
}

describe("World of Darkness 5e in the web calculator", () => {
  it("a vampire's 1 + 1 hunger at 2: Success 24%, Messy 1%, Bestial 10%, Failure 65%", () => {
    const shown = figures({ splat: "vampire", basic: "1", advanced: "1", difficulty: "2" });
    expect(shown.success).toBeCloseTo(0.24, 12);
    expect(shown.messyCritical).toBeCloseTo(0.01, 12);
    expect(shown.bestialFailure).toBeCloseTo(0.1, 12);
    expect(shown.failure).toBeCloseTo(0.65, 12);
  });

  it("a mortal's advanced dice are none: 2 dice at 2 succeed 25/100 whatever the advanced field says", () => {
    expect(figures({ splat: "mortal", basic: "2", advanced: "5", difficulty: "2" }).success).toBeCloseTo(0.25, 12);
  });

  it("no dice at all roll one basic die: 5/10 at 1", () => {
    expect(figures({ splat: "hunter", basic: "0", advanced: "0", difficulty: "1" }).success).toBeCloseTo(0.5, 12);
  });

  it("dice past the bound refuse their field and work nothing out", () => {
    const refused = answer({ basic: "51" });
    expect(refused.view).toBeNull();
    expect(Object.keys(refused.errors)).toEqual(["basic"]);
  });

  it("after the roll: Nadia's 2 7 4 + hunger 6 at 3 — the best Willpower reroll 75%, a critical 1%", () => {
    const fields = { splat: "vampire", basic: "3", advanced: "1", difficulty: "3" };
    const view = must(answer({ ...fields, shownBasic: "2 7 4", shownAdvanced: "6" }).view);
    expect(view.columns).toEqual([
      "The dice as set",
      "Willpower reroll of the best dice — 1 superficial Willpower damage",
    ]);
    const cell = (outcome: string) =>
      must(view.rows.find((row) => row.cells[1]?.outcome === outcome)?.cells[1]).probability;
    expect(cell("rerollSuccess")).toBeCloseTo(0.75, 12);
    expect(cell("critical")).toBeCloseTo(0.01, 12);
    // Left empty: the roll's column alone; faces that are not the dice rolled: refused under their field.
    expect(must(answer(fields).view).columns).toHaveLength(1);
    const refused = answer({ ...fields, shownBasic: "2 7", shownAdvanced: "6" });
    expect(refused.view).toBeNull();
    expect(refused.errors.shownBasic).toBe("Type 3 faces from 1 to 10, one for each die rolled.");
  });
});
