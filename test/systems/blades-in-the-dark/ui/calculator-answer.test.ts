/**
 * Blades in the Dark's view of the web calculator (src/systems/blades-in-the-dark/ui/calculator-answer.ts): the dice,
 * the roll, a threat roll's extra threats and position, a vice roll's stress; the figures counted from the system's
 * code in ../core/blades-odds.test.ts.
 */
import { describe, expect, it } from "vitest";
import { mergedLanguage } from "../../../../scripts/lang-files.mjs";
import { bladesCalculatorAnswer } from "../../../../src/systems/blades-in-the-dark/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", mergedLanguage(process.cwd(), "en"));

/** Each row's outcome and its figures, column by column. */
const rows = (fields: Record<string, string>) =>
  must(systemCalculatorAnswer(bladesCalculatorAnswer, fields, en).view).rows.map((row) => [
    row.cells.find((cell) => cell)?.outcome,
    ...row.cells.map((cell) => cell?.probability ?? null),
  ]);

describe("Blades in the Dark in the web calculator", () => {
  it("two dice: 1/36, 10/36, 16/36, 9/36; zero dice's failure 27/36", () => {
    expect(rows({})).toEqual([
      ["critical", expect.closeTo(1 / 36, 12)],
      ["success", expect.closeTo(10 / 36, 12)],
      ["partial", expect.closeTo(16 / 36, 12)],
      ["failure", expect.closeTo(9 / 36, 12)],
    ]);
    expect(rows({ dice: "0" }).find(([outcome]) => outcome === "failure")?.[1]).toBeCloseTo(27 / 36, 12);
  });

  it("a desperate threat roll of 1 die and 1 extra threat: two columns, the second's success 1/36", () => {
    const threat = rows({ dice: "1", roll: "threatRoll", extraThreats: "1", position: "desperate" });
    expect(threat.find(([outcome]) => outcome === "success")?.slice(1)).toEqual([
      expect.closeTo(11 / 36, 12),
      expect.closeTo(1 / 36, 12),
    ]);
  });
});
