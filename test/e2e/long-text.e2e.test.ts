/**
 * Long unbroken text stays in its box (issue 52, item 6): a flavor of 10,000 characters without a space on a card in
 * either pane's 300 px chat log, a saved roll's name of 100 (its limit) in the notification that says it was saved
 * and in the Rolls window, at 1280×800 and 1920×1080 on the table (the playground, in Foundry's look). Each box is
 * measured, never looked at: nothing inside it reaches past its edges, and it scrolls no text sideways.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, HERO, TablePage } from "./table-page";

const skip = skipWithoutChromium("long text e2e");

/** A word with no place to break: a pasted token, a key, a long name in a script without spaces. */
const FLAVOR = `Flavor${"x".repeat(9994)}`;
const NAME = `Name${"y".repeat(96)}`;

/**
 * What of a box's content reaches past its edges (left or right, by more than a pixel), and how far the box itself
 * scrolls sideways: a word that does not wrap shows up in one or the other.
 */
function overflowOf(box: Locator): Promise<{ outside: string[]; scrolls: number }> {
  return box.evaluate((element) => {
    const edge = element.getBoundingClientRect();
    const outside: string[] = [];
    for (const inner of element.querySelectorAll<HTMLElement>("*")) {
      if (!inner.checkVisibility()) continue;
      const rect = inner.getBoundingClientRect();
      if (rect.width > 0 && (rect.right > edge.right + 1 || rect.left < edge.left - 1)) {
        outside.push(
          `${inner.tagName.toLowerCase()}.${String(inner.className)}: ` +
            `${Math.round(rect.left - edge.left)}…${Math.round(rect.right - edge.left)} of ${Math.round(edge.width)}`,
        );
      }
    }
    return { outside, scrolls: element.scrollWidth - element.clientWidth };
  });
}

describe.skipIf(skip)(`long unbroken text wraps in its box${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  });

  describe.each([
    [1280, 800],
    [1920, 1080],
  ])("at %i×%i", (width, height) => {
    it(
      "a 10,000-character flavor on a card, " +
        "and a 100-character saved roll's name in its notification and in the Rolls window",
      async () => {
        await page.setViewportSize({ width, height });
        await table.ready();
        await table.pane(ANN).locator(`[data-control="${HERO}"]`).click();
        const dialog = await table.openRoll(ANN, "kaiser");
        await table.fill(dialog, { bonus: "4" });
        await dialog.locator('[name="savedRollName"]').fill(NAME);
        await dialog.locator('[name="savedRollName"]').press("Enter");
        const notification = table.pane(ANN).locator(".table-notifications .notification").filter({ hasText: NAME });
        await notification.waitFor();
        expect(await overflowOf(notification)).toEqual({ outside: [], scrolls: 0 });

        // A saved roll keeps at most 500 characters of flavor; a roll takes any.
        await dialog.locator('[name="flavor"]').fill(FLAVOR);

        await dialog.locator("button.indie-dice-roll").click();
        for (const client of [GM, ANN]) {
          await expect.poll(() => table.messages(client).count()).toBe(1);
          const message = table.messages(client).first();
          // The flavor is the message's own (Foundry draws it in the message's header), whole.
          expect(await message.locator(".message-header .flavor-text").textContent()).toBe(FLAVOR);
          expect(await overflowOf(message), client).toEqual({ outside: [], scrolls: 0 });
          expect(await overflowOf(message.locator(".indie-dice-card")), client).toEqual({ outside: [], scrolls: 0 });
          // The chat log never scrolls sideways.
          expect(
            await table
              .pane(client)
              .locator("ol.chat-log")
              .first()
              .evaluate((log) => log.scrollWidth - log.clientWidth),
            client,
          ).toBeLessThanOrEqual(0);
        }

        const sheet = table.pane(ANN).locator(".table-character");
        if ((await sheet.getAttribute("open")) === null) await sheet.locator("summary").click();
        await sheet.locator('.table-character-controls button[data-action="indieDiceRolls"]').click();
        const rolls = table.pane(ANN).locator(".table-windows .saved-rolls-window");
        await rolls.waitFor();
        const row = rolls
          .locator("[data-saved-roll]")
          .filter({ has: page.locator(".indie-dice-saved-name", { hasText: NAME }) });
        await row.waitFor();
        expect(await overflowOf(rolls)).toEqual({ outside: [], scrolls: 0 });
        expect(await overflowOf(row)).toEqual({ outside: [], scrolls: 0 });
        await page.setViewportSize({ width: 1280, height: 900 });
      },
    );
  });
});
