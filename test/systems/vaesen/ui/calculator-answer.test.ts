/**
 * Vaesen's view of the web calculator (src/systems/vaesen/ui/calculator-answer.ts): the dialog's sum of dice, the
 * figures of FOUNDRY-SYSTEMS-3 §b.7 (counted from the system's code in test/systems/vaesen/core/vaesen-odds.test.ts).
 */
import { describe, expect, it } from "vitest";
import { mergedLanguage } from "../../../../scripts/lang-files.mjs";
import { vaesenCalculatorAnswer } from "../../../../src/systems/vaesen/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", mergedLanguage(process.cwd(), "en"));

/** The success row's two figures: as it stands, and pushed whenever it fails. */
function success(fields: Record<string, string>): (number | null)[] {
  const view = must(systemCalculatorAnswer(vaesenCalculatorAnswer, fields, en).view);
  const row = must(view.rows.find((r) => r.cells.some((cell) => cell?.outcome === "success")));
  return row.cells.map((cell) => cell?.probability ?? null);
}

describe("Vaesen in the web calculator", () => {
  it("its first page, six dice: 66.51%, pushed if failed 88.78%", () => {
    expect(success({})).toEqual([expect.closeTo(1 - (5 / 6) ** 6, 12), expect.closeTo(1 - (5 / 6) ** 12, 12)]);
  });

  it("a sum below one throws one die: 1/6, pushed 11/36", () => {
    expect(success({ dice: "-3" })).toEqual([expect.closeTo(1 / 6, 12), expect.closeTo(11 / 36, 12)]);
  });
});
