/**
 * The messages' context menu on the table (issue 36): a right-click on a roll in a user's pane opens the menu the
 * module's `getChatMessageContextOptions` entries make, through the Foundry double's ContextMenu, the same code as in
 * Foundry; *Roll again* posts a second roll of the same formula in that pane's log (and the other's).
 */
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, TablePage } from "./table-page";

const skip = skipWithoutChromium("table context menu e2e");

describe.skipIf(skip)(`the messages' menu on the table${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let table: TablePage;
  usePlaygroundPage((opened) => {
    table = new TablePage(opened);
  });

  it(
    "a right-click on a roll offers the module's entries; " + "Roll again posts a second roll in that pane's log",
    async () => {
      await table.ready();
      await table.seed("7");
      const dialog = await table.openRoll(ANN, "kaiser");
      await table.fill(dialog, { bonus: "4", difficulty: "12" });
      await dialog.locator('button[type="submit"]').click();
      const annLog = table.messages(ANN);
      await expect.poll(() => annLog.count()).toBe(1);
      const first = annLog.first();
      const formula = (await first.locator(".dice-formula").first().textContent())?.trim();
      await first.click({ button: "right" });
      const menu = table.pane(ANN).locator("#context-menu");
      await menu.waitFor();
      const labels = (await menu.locator(".context-item").allTextContents()).map((label) => label.trim());
      expect(labels).toEqual(
        expect.arrayContaining(["Roll again", "Roll again blind", "Open in the dialog", "Save as a saved roll"]),
      );
      // A menu belongs to the pane it was opened in: none opened in the GM's.
      expect(await table.pane(GM).locator("#context-menu").count()).toBe(0);
      await menu.locator(".context-item", { hasText: /^Roll again$/ }).click();
      await expect.poll(() => annLog.count()).toBe(2);
      await expect.poll(() => table.messages(GM).count()).toBe(2);
      expect((await annLog.nth(1).locator(".dice-formula").first().textContent())?.trim()).toBe(formula);
      expect(await table.pane(ANN).locator("#context-menu").count()).toBe(0);
    },
  );
});
