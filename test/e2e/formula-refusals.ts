/**
 * The Any formula dialog's refusals as sentences in a language (docs/formula-dialog.md): the part whole and as text,
 * text as no dice formula, limits in dice. Read by table-formula (English and German at every screen) and by the
 * language sweep (sweeps/reload.ts: every language, at its first layout screen, on the table it has loaded already).
 */
import { expect } from "vitest";
import type english from "../../lang/en.json";
import type { LanguageCode } from "../../src/ui/languages";
import { translatorFor } from "./languages";
import { GM, type TablePage } from "./table-page";

/** The GM's Any formula dialog on `table` (already in `lang`) refuses each formula in its sentence, at each screen. */
export async function formulaRefusalsRead(
  table: TablePage,
  lang: LanguageCode,
  screens: readonly (readonly [number, number])[],
): Promise<void> {
  const dialog = await table.openRoll(GM, "formula");
  const i18n = translatorFor(lang);
  const refusal = (key: keyof typeof english.INDIE_DICE.Error.Formula, data: Record<string, string>) =>
    i18n.format(`INDIE_DICE.Error.Formula.${key}`, data);
  const sentences: [string, string][] = [
    ["<b>html</b>", refusal("NotAFormula", { part: "<b>html</b>" })],
    ["abc", refusal("NotAFormula", { part: "abc" })],
    ["1d20 + sword", refusal("NotNotation", { part: "sword" })],
    ["100d100x", refusal("TooManyExplodingDice", { part: "100d100x", count: "100", max: "27" })],
  ];
  const text = dialog.locator('[data-field="formula"] .indie-dice-error-text');
  for (const [width, height] of screens) {
    await table.page.setViewportSize({ width, height });
    for (const [formula, sentence] of sentences) {
      const at = `${lang} ${width}×${height} ${formula}`;
      await table.fill(dialog, { formula });
      await expect.poll(async () => ((await text.textContent()) ?? "").trim()).toBe(sentence);
      // The part as typed, shown as text: no element made of it.
      expect(await text.locator("*").count(), at).toBe(0);
      expect(await text.isVisible(), at).toBe(true);
      expect(await dialog.locator("button.indie-dice-roll").isDisabled(), at).toBe(true);
    }
  }
  await dialog.locator('[name="formula"]').press("Escape");
  await dialog.waitFor({ state: "detached" });
}
