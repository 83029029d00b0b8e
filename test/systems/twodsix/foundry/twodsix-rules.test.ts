// @vitest-environment happy-dom
/**
 * The rules a Twodsix world judges by, the same in its dialog and in the web calculator (docs/systems-twodsix.md
 * "Rule presets"): a fresh world judges by the settings' defaults (no degrees of success, though the `ruleset`
 * setting names CE), a chosen preset by what Twodsix writes; the calculator's preset choice gives the dialog's rows
 * for the same dice. Jamison's Pilot 1 with DEX 9 (+1) at Average is DM +2.
 */
import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import { applyRuleset } from "../../../../foundry-double/systems/twodsix/index";
import { submit } from "../../../../foundry-double/systems/twodsix/driver";
import { twodsixCalculatorAnswer } from "../../../../src/systems/twodsix/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";
import { ON_V13, PLAYER, drawn, openThrow, useTwodsixTable } from "./twodsix-world";

const en = createTranslator("en", english);
const COLUMNS = ["Advantage", "Normal", "Disadvantage"];

/** The calculator's figures by roll type and outcome, as `drawn` reads the dialog's. */
function calculatorRows(preset: string, difficulty: string, dm: number): Record<string, Record<string, number>> {
  const fields = { preset, difficulty, dm: String(dm), rollType: "Normal" };
  const view = must(systemCalculatorAnswer(twodsixCalculatorAnswer, fields, en).view);
  const rows: Record<string, Record<string, number>> = {};
  for (const row of view.rows)
    row.cells.forEach((cell, index) => {
      if (cell?.probability != null) (rows[must(COLUMNS[index])] ??= {})[cell.outcome] = cell.probability;
    });
  return rows;
}

/** The dialog's rows for Jamison's Pilot throw at Average, and its rules line. */
async function dialogRows(): Promise<{ rows: Record<string, Record<string, number>>; rules: string | null }> {
  const { dialog, rolling } = await openThrow("jamison", "pilot");
  const shown = drawn(dialog.element);
  const rules = dialog.element.querySelector(".indie-dice-system-rules")?.textContent ?? null;
  await submit(dialog);
  await rolling;
  return { rows: shown.rows, rules };
}

describe.skipIf(ON_V13)("Twodsix's rules, in the dialog and the calculator", () => {
  useTwodsixTable(PLAYER);

  it("a fresh world: no degree rows, the same rows as the calculator's fresh-world choice", async () => {
    const { rows } = await dialogRows();
    expect(Object.keys(must(rows.Normal))).not.toContain("degreeSuccess");
    expect(rows).toEqual(calculatorRows("world", "Average", 2));
  });

  it.each(["CE", "CEL", "MGT2E"])("%s chosen: the dialog's rows are the calculator's for that preset", async (key) => {
    await applyRuleset(key);
    const { rows } = await dialogRows();
    for (const [column, figures] of Object.entries(calculatorRows(key, "Average", 2)))
      for (const [outcome, chance] of Object.entries(figures))
        expect(rows[column]?.[outcome], `${column} ${outcome}`).toBeCloseTo(chance, 12);
    expect(Object.keys(must(rows.Normal)).sort()).toEqual(
      Object.keys(must(calculatorRows(key, "Average", 2).Normal)).sort(),
    );
  });

  it("the dialog names the rules it applied under the figures", async () => {
    expect((await dialogRows()).rules).toBe(
      "Rules: Cepheus Engine (modified): no degrees of success; a natural 2 or 12 does not decide success; " +
        "a critical only on a natural 2 or 12.",
    );
    await applyRuleset("CE");
    expect((await dialogRows()).rules).toBe(
      "Rules: Cepheus Engine: degrees of success (Cepheus Engine's four); " +
        "a natural 2 or 12 does not decide success; a critical only on a natural 2 or 12.",
    );
    await applyRuleset("MGT2E");
    expect((await dialogRows()).rules).toBe(
      "Rules: Mongoose Traveller 2nd Edition: degrees of success (six); " +
        "a natural 2 or 12 does not decide success; a critical at Effect ±6 or beyond.",
    );
    await applyRuleset("CEL");
    expect((await dialogRows()).rules).toBe(
      "Rules: Cepheus Light: no degrees of success; a natural 12 always succeeds, a natural 2 always fails; " +
        "a critical only on a natural 2 or 12.",
    );
  });
});
