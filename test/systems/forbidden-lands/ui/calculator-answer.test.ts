/**
 * Forbidden Lands' view of the web calculator (src/systems/forbidden-lands/ui/calculator-answer.ts): the dialog's
 * numbers, the figures of FOUNDRY-SYSTEMS-3 §b.7 (counted in test/core/pools/year-zero-dice.test.ts).
 */
import { describe, expect, it } from "vitest";
import { mergedLanguage } from "../../../../scripts/lang-files.mjs";
import { fblCalculatorAnswer } from "../../../../src/systems/forbidden-lands/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", mergedLanguage(process.cwd(), "en"));

function cells(fields: Record<string, string>): Record<string, (number | null)[]> {
  const view = must(systemCalculatorAnswer(fblCalculatorAnswer, fields, en).view);
  return Object.fromEntries(
    view.rows.map((row) => [
      must(row.cells.find((cell) => cell)).outcome,
      row.cells.map((c) => c?.probability ?? null),
    ]),
  );
}

describe("Forbidden Lands in the web calculator", () => {
  it("its first page, 3 + 2 + 1: 66.51%, pushed if failed 86.88%; attribute damage on a push 70.37%", () => {
    const shown = cells({});
    expect(shown.success).toEqual([expect.closeTo(31_031 / 46_656, 12), expect.closeTo(118_198_271 / 136_048_896, 12)]);
    expect(must(shown.attributeDamage)[1]).toBeCloseTo(0.7037, 4);
  });

  it("a d12 artifact with 2 base, 1 skill, 2 gear: 83.26%, pushed 96.72%", () => {
    const shown = cells({ base: "2", skill: "1", gear: "2", artifact: "12" });
    expect(must(shown.success)[0]).toBeCloseTo(0.8326, 4);
    expect(must(shown.success)[1]).toBeCloseTo(0.9672, 4);
  });
});
