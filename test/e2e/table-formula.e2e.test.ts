/**
 * The *Any formula* dialog on the table, through the module's own UI in a user's pane (docs/formula-dialog.md): the
 * Indie Dice roll tool, then *Any formula* in the picker; a formula typed in Foundry's notation shows the exact chance
 * of its target as the view model gives it; Roll posts a plain Foundry roll to both clients' logs, with the chance it
 * had under it; a formula the engine refuses is refused beside the field and rolls nothing.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import english from "../../lang/en.json";
import { formulaDialogModel } from "../../src/ui/dialogs/formula-dialog-model";
import { createTranslator } from "../../src/ui/translator";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { BEHAVIOUR_LANGUAGES, chooseTableLanguage, SCREENS } from "./languages";
import { formulaRefusalsRead } from "./formula-refusals";
import { ANN, GM, TablePage } from "./table-page";

const EN = createTranslator("en", english);
const skip = skipWithoutChromium("table formula e2e");

describe.skipIf(skip)(`the Any formula dialog on the table${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  });

  it(
    "opened from the picker: " +
      "a typed formula shows its exact chance, and Roll posts it to both logs with that chance",
    async () => {
      await table.ready();
      const dialog = await table.openRoll(ANN, "formula");
      await dialog.locator('[name="formula"]').focus();
      await page.keyboard.press("Control+A");
      await page.keyboard.type("2d6 + 3");
      await table.fill(dialog, { target: "10", compare: "atLeast" });
      const expected = formulaDialogModel.build(
        { formula: "2d6 + 3", target: "10", compare: "atLeast" },
        { i18n: EN, showOdds: true },
      ).odds!.rows[0]!;
      expect(expected.probability).toBeCloseTo(21 / 36, 12);
      await expect.poll(async () => (await table.shownOdds(dialog)).target).toBeCloseTo(expected.probability, 12);
      expect(await dialog.locator(".indie-dice-distribution-table tbody tr").count()).toBe(11);

      await table.seed("4");
      await dialog.locator('[name="formula"]').press("Enter");
      for (const client of [GM, ANN]) await expect.poll(() => table.messages(client).count()).toBe(1);
      expect(await dialog.count()).toBe(0);
      const lines = await table.messages(ANN).first().locator(".indie-dice-annotations li").allTextContents();
      expect(lines[0]).toBe("Before the roll: 58.3% for 10 or more");
      expect(lines[1]).toMatch(/^Luckier than /);
      expect(await table.messages(GM).first().locator(".indie-dice-annotations li").allTextContents()).toEqual(lines);
      const total = Number(
        ((await table.messages(ANN).first().locator(".dice-total").first().textContent()) ?? "").trim(),
      );
      expect(total).toBeGreaterThanOrEqual(5);
      expect(total).toBeLessThanOrEqual(15);
    },
  );

  it(
    "side by side in the browser: Enter there redraws the odds and posts nothing; " +
      "a series bound of 2.5 is refused by the dialog, never blocks the Roll",
    async () => {
      await table.ready();
      const dialog = await table.openRoll(ANN, "formula");
      await table.fill(dialog, { formula: "1d20 + 2", target: "15" });
      await dialog.locator("details.indie-dice-side-by-side > summary").click();
      await dialog.locator('[name="formula2"]').fill("1d20 + 5");
      await dialog.locator('[name="formula2"]').press("Enter");
      await dialog.locator(".indie-dice-compare-pairs").waitFor();
      expect(await table.messages(ANN).count()).toBe(0);
      await table.fill(dialog, { seriesPath: "b", seriesFrom: "2.5" });
      await expect
        .poll(async () =>
          ((await dialog.locator('[data-field="seriesFrom"] .indie-dice-error-text').textContent()) ?? "").trim(),
        )
        .not.toBe("");
      // The browser's own form check would stop the Roll at an invalid number input: these are text.
      await dialog.locator("details.indie-dice-side-by-side > summary").click();
      await dialog.locator("button.indie-dice-roll").click();
      for (const client of [GM, ANN]) await expect.poll(() => table.messages(client).count()).toBe(1);
      expect(await table.messages(ANN).first().locator(".dice-formula").first().textContent()).toBe("1d20 + 2");
    },
  );

  it("a formula the engine refuses: its reason beside the field, Roll disabled, nothing posted", async () => {
    await table.ready();
    const dialog = await table.openRoll(GM, "formula");
    await table.fill(dialog, { formula: "random()" });
    const wrapper = dialog.locator('[data-field="formula"]');
    await expect
      .poll(async () => ((await wrapper.locator(".indie-dice-error-text").textContent()) ?? "").trim())
      .toContain("random");
    expect(await dialog.locator("button.indie-dice-roll").isDisabled()).toBe(true);
    await dialog.locator('[name="formula"]').press("Enter");
    expect(await dialog.count()).toBe(1);
    for (const client of [GM, ANN]) expect(await table.messages(client).count()).toBe(0);
  });

  // Every other language's refusals are read at its first layout screen by the language sweep (sweeps/reload.ts).
  it.each(BEHAVIOUR_LANGUAGES)(
    "its refusals read as sentences in %s at 1280×800, 1366×768 and 1920×1080: " +
      "the part whole and as text, text as no dice formula, limits in dice",
    async (lang) => {
      // The language is the page's: choosing it loads the table again.
      await chooseTableLanguage(page, lang);
      await table.ready();
      await formulaRefusalsRead(table, lang, SCREENS);
    },
  );
});
