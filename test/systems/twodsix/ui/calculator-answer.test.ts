/**
 * Twodsix's view of the web calculator (src/systems/twodsix/ui/calculator-answer.ts): the rule preset, the difficulty
 * of its list, the DMs and the roll type, read into the core's question. By hand: CE at Average (DM mode, 8) with
 * DM +2 is 2d6 ≥ 6, 26/36, the Normal column the one marked; MGT2E at Difficult (10+) with a boon is 77/216.
 */
import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import { twodsixCalculatorAnswer } from "../../../../src/systems/twodsix/ui/calculator-answer";
import { TWODSIX_PRESETS } from "../../../../src/systems/twodsix/ui/calculator-page";
import { TWODSIX_PRESET_KEYS } from "../../../../src/systems/twodsix/core/twodsix-presets";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", english);
const answer = (fields: Record<string, string>) => systemCalculatorAnswer(twodsixCalculatorAnswer, fields, en);

/** The figures of the column the fields mark (the roll type picked). */
function figures(fields: Record<string, string>): Record<string, number> {
  const view = must(answer(fields).view);
  const column = must(view.chosen).column;
  return Object.fromEntries(
    view.rows.flatMap((row) => {
      const cell = row.cells[column];
      return cell ? [[cell.outcome, must(cell.probability)]] : [];
    }),
  );
}

describe("Twodsix in the web calculator", () => {
  it("offers every preset the core knows, in its order", () => {
    expect([...TWODSIX_PRESETS]).toEqual(TWODSIX_PRESET_KEYS);
  });

  it("CE, Average, DM +2: success 26/36, the CE degrees' Failure 10/36", () => {
    const shown = figures({ preset: "CE", difficulty: "Average", dm: "2", rollType: "Normal" });
    expect(shown.success).toBeCloseTo(26 / 36, 12);
    expect(shown.degreeFailure).toBeCloseTo(10 / 36, 12);
  });

  it("MGT2E, Difficult (10+), DM 0, a boon: 77/216, Marginal Success 34/216", () => {
    const shown = figures({ preset: "MGT2E", difficulty: "Difficult", dm: "0", rollType: "Advantage" });
    expect(shown.success).toBeCloseTo(77 / 216, 12);
    expect(shown.degreeMarginalSuccess).toBeCloseTo(34 / 216, 12);
  });

  it(
    "a difficulty the preset's list lacks (Simple under CEL) is refused with its reason; " +
      "a DM past the bound refuses its field",
    () => {
      expect(answer({ preset: "CEL", difficulty: "Simple", dm: "0", rollType: "Normal" }).view).toBeNull();
      const refused = answer({ preset: "CE", difficulty: "Average", dm: "31", rollType: "Normal" });
      expect(refused.view).toBeNull();
      expect(Object.keys(refused.errors)).toEqual(["dm"]);
    },
  );
});
