/**
 * Room for the odds (no window hides the exact odds in a small scroll box while the screen has room): in the playground, built and served as `npm start` ships
 * it, the roll dialogs and the Start contest dialog open at the size the Foundry dialogs open at and use it — no
 * odds table or contest side squeezed into a small inner scroll box while the screen has room — and a size the
 * user gives a window is kept for the next time it opens.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { RuleSetId } from "../../src/ui/dialogs";
import { skipWithoutChromium, usePlaygroundPage } from "./browser";

const RULE_SETS: readonly RuleSetId[] = ["kaiser", "ogs", "kingdoms", "klepto", "olde"];
const skip = skipWithoutChromium("room-for-odds e2e");

/** Every box inside `selector` that scrolls because its content is taller than it (an inner scroll box). */
async function innerScrollBoxes(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector)!;
    return [root, ...root.querySelectorAll("*")]
      .filter((element): element is HTMLElement => element instanceof HTMLElement && element.getClientRects().length > 0)
      .filter((element) => /auto|scroll|hidden/.test(getComputedStyle(element).overflowY) && element.scrollHeight > element.clientHeight + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).trim().replace(/\s+/g, ".")}: ${element.scrollHeight} px in ${element.clientHeight} px`);
  }, selector);
}

/** The odds rows of the dialog's outcome table that are not wholly inside the odds part's visible box. */
async function oddsRowsOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const odds = document.querySelector<HTMLElement>('form.roll-dialog [data-application-part="odds"]')!;
    const box = odds.getBoundingClientRect();
    const rows = [...odds.querySelectorAll<HTMLElement>("table.indie-dice-odds-table tbody tr[data-outcome]")];
    if (rows.length === 0) return ["no odds rows"];
    return rows
      .filter((row) => {
        const r = row.getBoundingClientRect();
        return r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5 || r.bottom > window.innerHeight;
      })
      .map((row) => row.dataset.outcome ?? "?");
  });
}

describe.skipIf(skip)("room for the odds in the playground", () => {
  let page: Page;
  usePlaygroundPage((opened) => (page = opened), "old.html");

  async function openRollDialog(ruleSet: RuleSetId, width: number, height: number): Promise<void> {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => localStorage.clear());
    await page.click(`#rule-sets [data-rule-set="${ruleSet}"]`);
    await page.locator(`form.roll-dialog .indie-dice-fields[data-rule-set="${ruleSet}"]`).waitFor();
  }

  it.each(RULE_SETS)("1920×1080: the %s dialog shows every field and its whole odds table, nothing in an inner scroll box", async (ruleSet) => {
    await openRollDialog(ruleSet, 1920, 1080);
    const dialog = page.locator("form.roll-dialog");
    expect((await dialog.boundingBox())!.width).toBe(820);
    expect(await innerScrollBoxes(page, "form.roll-dialog")).toEqual([]);
    expect(await oddsRowsOutOfView(page)).toEqual([]);
  });

  it.each(RULE_SETS)("1280×900: the %s dialog's odds beside its fields, every outcome row in view", async (ruleSet) => {
    await openRollDialog(ruleSet, 1280, 900);
    const fields = (await page.locator('form.roll-dialog [data-application-part="fields"]').boundingBox())!;
    const odds = (await page.locator('form.roll-dialog [data-application-part="odds"]').boundingBox())!;
    expect(odds.x).toBeGreaterThanOrEqual(fields.x + fields.width);
    expect(await oddsRowsOutOfView(page)).toEqual([]);
  });

  it.each(RULE_SETS)("1920×1080: a Start contest dialog of two attackers shows every field of every side (%s), no inner scroll box", async (ruleSet) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.evaluate(() => localStorage.clear());
    await page.locator(".playground-contest summary").click();
    await page.fill("#contest-attackers", "Mira Holt, Tomas Reed");
    await page.fill("#contest-defender", "Grave Warden");
    await page.locator("#contest-form button[type=submit]").click();
    const start = page.locator("form.contest-start");
    await start.locator('select[name="ruleSet"]').selectOption(ruleSet);
    await expect.poll(() => start.locator(`.indie-dice-fields[data-rule-set="${ruleSet}"]`).count()).toBe(4);
    expect(await innerScrollBoxes(page, "form.contest-start")).toEqual([]);
    const box = (await start.boundingBox())!;
    const outside = await start.locator(".indie-dice-contest-setup-side [name]").evaluateAll(
      (controls, bottom) => controls.filter((control) => control.getBoundingClientRect().bottom > bottom).map((control) => control.getAttribute("name")),
      Math.min(box.y + box.height, 1080),
    );
    expect(outside).toEqual([]);
    // "Against everyone at once" stands apart from the pairings above it (it touched the line above).
    const gap = await start.locator(".indie-dice-contest-setup-joint").evaluate((joint) => joint.getBoundingClientRect().top - joint.previousElementSibling!.getBoundingClientRect().bottom);
    expect(gap).toBeGreaterThanOrEqual(8);
    // The sides stand side by side: the defender and both attackers in one row.
    const tops = await start.locator(".indie-dice-contest-setup-side").evaluateAll((sides) => sides.map((side) => Math.round(side.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });

  it("a window resized by the user opens at that size again, per dialog", async () => {
    await openRollDialog("kaiser", 1920, 1080);
    // What the window's resize grip does: an inline width and height.
    await page.locator("form.roll-dialog").evaluate((form: HTMLElement) => Object.assign(form.style, { width: "700px", height: "600px" }));
    await expect.poll(() => page.evaluate(() => localStorage.getItem("indie-dice-playground.windowSizes"))).toContain('"roll-kaiser":{"width":700,"height":600}');
    await page.keyboard.press("Escape");
    await page.click('#rule-sets [data-rule-set="kaiser"]');
    expect(await page.locator("form.roll-dialog").evaluate((form: HTMLElement) => [form.offsetWidth, form.offsetHeight])).toEqual([700, 600]);
    await page.keyboard.press("Escape");
    await page.click('#rule-sets [data-rule-set="ogs"]');
    expect(await page.locator("form.roll-dialog").evaluate((form: HTMLElement) => form.offsetWidth)).toBe(820);
  });
});
