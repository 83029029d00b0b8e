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
import { setting } from "../../../../foundry-double/systems/twodsix/rolls";
import { submit } from "../../../../foundry-double/systems/twodsix/driver";
import { twodsixCalculatorAnswer } from "../../../../src/systems/twodsix/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";
import { settingFields } from "../../../../playground/table/settings-panel";
import { GM, ON_V13, PLAYER, drawn, openThrow, useTwodsixTable } from "./twodsix-world";

const en = createTranslator("en", english);
/** A Twodsix world setting, as the double's registry holds it. */
const twodsixSetting = (key: string): unknown => setting(key);
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

describe.skipIf(ON_V13)("Twodsix's ruleset on the playground's settings panel, as the GM", () => {
  useTwodsixTable(GM);
  const dialog = () => document.querySelector<HTMLDialogElement>("dialog[open]");
  const answer = async (action: "yes" | "no") => {
    await expect.poll(() => dialog()?.textContent ?? "").toContain("Change the ruleset?");
    must(must(dialog()).querySelector<HTMLButtonElement>(`button[data-action="${action}"]`)).click();
    await expect.poll(dialog).toBeNull();
  };

  it("a select of the presets by name; a change asks, and on Yes writes the preset's settings", async () => {
    const fields = settingFields((fn) => fn());
    const select = must(
      fields.map((field) => field.querySelector<HTMLSelectElement>('[name="twodsix.ruleset"]')).find(Boolean),
    );
    expect([...select.options].slice(0, 3).map((option) => option.text)).toEqual([
      "Alpha Cephei",
      "Barbaric!",
      "Cepheus Atom",
    ]);
    expect(select.options).toHaveLength(16);
    expect(select.value).toBe("CE");
    select.value = "MGT2E";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await answer("no");
    expect(twodsixSetting("useDegreesOfSuccess")).toBe("none");
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await answer("yes");
    await expect.poll(() => twodsixSetting("absoluteCriticalEffectValue")).toBe(6);
    expect(twodsixSetting("useDegreesOfSuccess")).toBe("other");
    expect((await dialogRows()).rules).toContain("Mongoose Traveller 2nd Edition: degrees of success (six)");
  });
});
