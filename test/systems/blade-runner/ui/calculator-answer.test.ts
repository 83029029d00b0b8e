/**
 * Blade Runner's view of the web calculator (src/systems/blade-runner/ui/calculator-answer.ts): the dialog's dice and
 * modifier, the figures of FOUNDRY-SYSTEMS-3 §b.7 (counted in test/systems/blade-runner/core/br-odds.test.ts).
 */
import { describe, expect, it } from "vitest";
import { mergedLanguage } from "../../../../scripts/lang-files.mjs";
import { brCalculatorAnswer } from "../../../../src/systems/blade-runner/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", mergedLanguage(process.cwd(), "en"));

describe("Blade Runner in the web calculator", () => {
  it("its first page, d10 + d8: 68.75%, pushed if failed 86.88%; a modifier leaves the Advantage column alone", () => {
    const view = must(systemCalculatorAnswer(brCalculatorAnswer, {}, en).view);
    expect(view.columns).toEqual(["Roll", "Advantage", "Disadvantage"]);
    const success = must(view.rows.find((row) => row.label === "A success"));
    expect(must(success.cells[0]).probability).toBeCloseTo(11 / 16, 12);
    const pushed = must(view.rows.find((row) => row.label === "A success, pushed whenever it fails"));
    expect(must(pushed.cells[0]).probability).toBeCloseTo(139 / 160, 12);
    const modified = must(systemCalculatorAnswer(brCalculatorAnswer, { modifier: "1" }, en).view);
    expect(modified.columns).toEqual(["Advantage"]);
  });
});
