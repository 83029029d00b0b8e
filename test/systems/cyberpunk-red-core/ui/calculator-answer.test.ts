/**
 * Cyberpunk RED's view of the web calculator (src/systems/cyberpunk-red-core/ui/calculator-answer.ts): the base, the
 * DV and the critical die; the figures counted from the system's code in ../core/cpred-odds.test.ts, the ones here by
 * hand over two d10s (a first 10 adds the second, a first 1 takes it away).
 */
import { describe, expect, it } from "vitest";
import { mergedLanguage } from "../../../../scripts/lang-files.mjs";
import { cpredCalculatorAnswer } from "../../../../src/systems/cyberpunk-red-core/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", mergedLanguage(process.cwd(), "en"));

const view = (fields: Record<string, string>) => must(systemCalculatorAnswer(cpredCalculatorAnswer, fields, en).view);
const beat = (fields: Record<string, string>) =>
  must(view(fields).rows.find((row) => row.cells[0]?.outcome === "beat")).cells[0]?.probability;

describe("Cyberpunk RED in the web calculator", () => {
  it("base 12 against DV 15: 70%; DV 24: 8%, out of reach with the critical die off", () => {
    expect(beat({})).toBeCloseTo(0.7, 12);
    expect(beat({ dv: "24" })).toBeCloseTo(0.08, 12);
    // Off: 12 + 10 = 22 at most.
    expect(beat({ dv: "24", critical: "no" })).toBe(0);
  });

  it("no DV: a total of at least each DV of the rules plus one", () => {
    expect(view({ dv: "" }).totals.map((row) => row.label)).toEqual([10, 14, 16, 18, 22, 25, 30].map((t) => `${t}+`));
  });
});
