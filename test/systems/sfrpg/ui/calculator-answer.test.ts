/**
 * Starfinder's view of the web calculator (src/systems/sfrpg/ui/calculator-answer.ts): the bonus, the value, a check's
 * or an attack's words, the buttons the world shows; the figures counted from dice.js in ../core/sfrpg-odds.test.ts.
 */
import { describe, expect, it } from "vitest";
import { mergedLanguage } from "../../../../scripts/lang-files.mjs";
import { sfrpgCalculatorAnswer } from "../../../../src/systems/sfrpg/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", mergedLanguage(process.cwd(), "en"));

const row = (fields: Record<string, string>, outcome: string) =>
  must(
    must(systemCalculatorAnswer(sfrpgCalculatorAnswer, fields, en).view).rows.find(
      (candidate) => candidate.cells[0]?.outcome === outcome,
    ),
  ).cells.map((cell) => cell?.probability ?? null);

describe("Starfinder in the web calculator", () => {
  it("+8 against KAC 18: 30.25% / 55.00% / 79.75% (Disadvantage, Normal, Advantage)", () => {
    expect(row({}, "success")).toEqual([121 / 400, 11 / 20, 319 / 400].map((p) => expect.closeTo(p, 12)));
  });

  it("a check +25 against DC 20 with one Roll button: 95.00%, the natural 1 failing", () => {
    expect(row({ bonus: "25", value: "20", kind: "check", buttons: "plain" }, "success")).toEqual([
      expect.closeTo(19 / 20, 12),
    ]);
  });
});
