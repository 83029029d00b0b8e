/**
 * Mothership's view of the web calculator (src/systems/mothership/ui/calculator-answer.ts): the target, each button's
 * figures; counted from the system's code in ../core/mosh-odds.test.ts.
 */
import { describe, expect, it } from "vitest";
import { mergedLanguage } from "../../../../scripts/lang-files.mjs";
import { moshCalculatorAnswer } from "../../../../src/systems/mothership/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", mergedLanguage(process.cwd(), "en"));

const success = (fields: Record<string, string>) =>
  must(
    must(systemCalculatorAnswer(moshCalculatorAnswer, fields, en).view).rows.find(
      (row) => row.cells[0]?.outcome === "success",
    ),
  ).cells.map((cell) => cell?.probability ?? null);

describe("Mothership in the web calculator", () => {
  it("target 45: [+] 69.75%, 45%, [-] 20.25%; 95 stops at 90%", () => {
    expect(success({})).toEqual([expect.closeTo(0.6975, 12), expect.closeTo(0.45, 12), expect.closeTo(0.2025, 12)]);
    expect(success({ target: "95" })[1]).toBeCloseTo(0.9, 12);
  });
});
