/**
 * A roll dialog popped out (v14's header control Detach, the double's detachWindow: the window's element moved into a
 * same-origin browser window of its own, as Foundry's does) and used there: typing moves the odds, Roll posts the card
 * in the main page's logs. At 1280×800 and 1920×1080.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { GM, TablePage } from "./table-page";

const skip = skipWithoutChromium("pop-out e2e");

describe.skipIf(skip)(`a window popped out${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  }, "?seed=1&generation=14");

  it.each([[1280, 800], [1920, 1080]])("a Kaiser dialog popped out at %i×%i: typing moves its odds there, Roll posts the card", async (width, height) => {
    await page.setViewportSize({ width, height });
    await table.ready();
    const dialog = await table.openRoll(GM, "kaiser");
    await dialog.locator('[data-action="toggleControls"]').click();
    const [popup] = await Promise.all([page.context().waitForEvent("page"), dialog.locator('[data-action="detach"] button').click()]);
    const moved = popup.locator("form.application, .application").first();
    await moved.waitFor();
    expect(await page.locator('.table-windows [name="bonus"]').count()).toBe(0);
    const before = await table.shownOdds(moved);
    const bonus = moved.locator('[name="bonus"]');
    await bonus.fill("3");
    await bonus.dispatchEvent("change");
    await expect.poll(async () => (await table.shownOdds(moved)).success).not.toBe(before.success);
    expect((await table.shownOdds(moved)).success).toBeGreaterThan(before.success!);
    const messages = page.locator(".chat-message .indie-dice-card");
    const count = await messages.count();
    await moved.locator("button.indie-dice-roll").click();
    await expect.poll(() => messages.count()).toBeGreaterThan(count);
    await expect.poll(() => popup.isClosed()).toBe(true);
  });
});
