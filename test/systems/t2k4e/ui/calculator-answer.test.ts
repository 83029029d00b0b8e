/**
 * Twilight 2000's view of the web calculator (src/systems/t2k4e/ui/calculator-answer.ts): the dialog's numbers, the
 * figures of FOUNDRY-SYSTEMS-3 §b.7 (counted from YZUR's code in test/systems/t2k4e/core/t2k-odds.test.ts).
 */
import { describe, expect, it } from "vitest";
import { mergedLanguage } from "../../../../scripts/lang-files.mjs";
import { t2kCalculatorAnswer } from "../../../../src/systems/t2k4e/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", mergedLanguage(process.cwd(), "en"));

function successes(fields: Record<string, string>): (number | null)[] {
  const view = must(systemCalculatorAnswer(t2kCalculatorAnswer, fields, en).view);
  const row = must(view.rows.find((r) => r.cells.some((cell) => cell?.outcome === "success")));
  return row.cells.map((cell) => cell?.probability ?? null);
}

describe("Twilight 2000 in the web calculator", () => {
  it("its first page, C + D (d8 + d6): 23/48 (47.92%), pushed if failed 197/288 (68.40%)", () => {
    expect(successes({})).toEqual([expect.closeTo(23 / 48, 12), expect.closeTo(197 / 288, 12)]);
  });

  it("B + C with −1 is d8 + d8: 39/64; A + A: 119/144, pushed 77/81", () => {
    expect(must(successes({ attribute: "10", skill: "8", modifier: "-1" })[0])).toBeCloseTo(39 / 64, 12);
    expect(successes({ attribute: "12", skill: "12" })).toEqual([
      expect.closeTo(119 / 144, 12),
      expect.closeTo(77 / 81, 12),
    ]);
  });
});
