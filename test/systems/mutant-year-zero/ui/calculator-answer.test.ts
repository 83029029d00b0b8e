/**
 * Mutant Year Zero's view of the web calculator (src/systems/mutant-year-zero/ui/calculator-answer.ts): the dialog's
 * three numbers and the house attribute; the figures counted from the system's code in ../core/myz-odds.test.ts.
 */
import { describe, expect, it } from "vitest";
import { mergedLanguage } from "../../../../scripts/lang-files.mjs";
import { myzCalculatorAnswer } from "../../../../src/systems/mutant-year-zero/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", mergedLanguage(process.cwd(), "en"));

const success = (fields: Record<string, string>) =>
  must(
    must(systemCalculatorAnswer(myzCalculatorAnswer, fields, en).view).rows.find(
      (row) => row.cells[0]?.outcome === "success",
    ),
  ).cells.map((cell) => cell?.probability ?? null);

describe("Mutant Year Zero in the web calculator", () => {
  it("3 + 2 + 1: 66.51%, pushed if failed 86.88%; a human's house attribute 88.34%", () => {
    expect(success({})).toEqual([expect.closeTo(31_031 / 46_656, 12), expect.closeTo(0.8688, 4)]);
    expect(must(success({ house: "yes" })[1])).toBeCloseTo(1_922_876_086 / 6 ** 12, 12);
  });

  it("a skill of −2: two dice taking successes away, 18506/46656", () => {
    expect(must(success({ skill: "-2" })[0])).toBeCloseTo(18_506 / 46_656, 12);
  });
});
