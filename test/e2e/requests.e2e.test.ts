/**
 * A roll request in the playground in Chromium: three rows asked for a Kaiser resistance check against 11, the group's
 * exact chance for "everyone" the product of the rows' own chances (as the Kaiser dialog gives them), a row rolled
 * at once and judged by the Kaiser rules, a row skipped, and a row rolled from its dialog, whose fixed fields are
 * shown but not editable; then the verdict.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import english from "../../lang/en.json";
import { DIALOG_MODELS } from "../../src/ui/dialogs";
import { createTranslator } from "../../src/ui/translator";
import { DEFAULT_PAGE_SETTINGS } from "../../playground/world-settings";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";

const skip = skipWithoutChromium("roll requests e2e");
const EN = createTranslator("en", english);

function rowChance(bonus: number): number {
  const model = DIALOG_MODELS.kaiser;
  const settings = DEFAULT_PAGE_SETTINGS;
  const form = { ...model.defaults(settings), ...model.formFromRequest({ kind: "resistance", bonus, difficulty: 11 }, settings) };
  return model.build(form, { i18n: EN, settings, showOdds: true }).odds!.rows.find((row) => row.outcome === "success")!.probability;
}

describe.skipIf(skip)(`roll requests in the playground${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  usePlaygroundPage((opened) => (page = opened), "old.html");

  const card = () => page.locator(".indie-dice-request").last();
  const row = (id: string) => card().locator(`[data-participant="${id}"].indie-dice-request-row`);

  it("asks three rows, shows the group's exact chance, rolls one at once, skips one, rolls one from its dialog with the request's fields fixed", async () => {
    await page.locator(".playground-request summary").click();
    await page.locator("#request-form button[type=submit]").click();
    const group = Number(await card().locator('[data-outcome="group"]').getAttribute("data-probability"));
    expect(group).toBeCloseTo(rowChance(4) * rowChance(2) * rowChance(3), 12);
    expect(Number(await row("row-2").locator("[data-probability]").getAttribute("data-probability"))).toBe(rowChance(2));
    await page.fill("#seed", "5");
    await row("row-1").locator('[data-action="indie-dice-request-roll"]').click({ modifiers: ["Shift"] });
    await expect.poll(() => row("row-1").locator(".indie-dice-request-status").textContent()).toMatch(/^(passed|failed)$/);
    expect(await row("row-1").locator(".indie-dice-request-detail").textContent()).toMatch(/^Total \d+, \d+ Do[SF]$/);
    await row("row-3").locator('[data-action="indie-dice-request-skip"]').click();
    expect(await row("row-3").locator(".indie-dice-request-status").textContent()).toBe("skipped");
    // Tomas's dialog: what the request fixed is shown but not editable; his own number is; his roll is recorded.
    await row("row-2").locator('[data-action="indie-dice-request-roll"]').click();
    const dialog = page.locator("form.roll-dialog");
    expect(await dialog.locator('[name="difficulty"]').inputValue()).toBe("11");
    expect(await dialog.locator('[name="difficulty"]').isDisabled()).toBe(true);
    expect(await dialog.locator('[name="kind"]').isDisabled()).toBe(true);
    expect(await dialog.locator('[name="bonus"]').inputValue()).toBe("2");
    await dialog.locator("button.indie-dice-roll").click();
    await expect.poll(() => row("row-2").locator(".indie-dice-request-status").textContent()).toMatch(/^(passed|failed)$/);
    // Everyone had to pass, and every row that takes part has rolled: the verdict.
    expect(await card().locator(".indie-dice-banner").textContent()).toMatch(/^The group (succeeds|fails)\.$/);
  });
});
