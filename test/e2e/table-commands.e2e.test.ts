/**
 * Chat commands and keys on the table, as Ann uses them in her pane: `/indie …` typed in her chat input goes through
 * Foundry's chat log to the module, rolls for her character and reaches both logs; words it cannot read are
 * whispered back to her alone; her keys open her windows in her pane (the rule-set picker's icons spaced from their
 * words), and do nothing while she types.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, HERO, TablePage } from "./table-page";

const skip = skipWithoutChromium("table chat commands e2e");

describe.skipIf(skip)(`chat commands and keys on the table${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  });

  it("/indie … ! typed in Ann's chat input rolls for her character and posts to both logs", async () => {
    await table.ready();
    await table.say(ANN, "/indie kaiser kind=skill bonus=@skills.stealth difficulty=12 !");
    for (const client of [GM, ANN]) await expect.poll(() => table.messages(client).count()).toBe(1);
    expect(await table.messages(ANN).locator(".dice-formula").first().textContent()).toBe("2d6ko + 3");
    expect(await table.messages(GM).locator(".message-sender").textContent()).toContain("Ilsa Brandt");
    // The typed line itself is not posted, and the input is empty again.
    expect(await table.pane(ANN).locator("textarea[name=chat-message]").inputValue()).toBe("");
  });

  it(
    "/indie without ! opens the dialog filled in her pane; " +
      "/indie nonsense whispers her the usage, which the GM never sees",
    async () => {
      await table.ready();
      await table.say(ANN, "/indie kaiser kind=skill bonus=@skills.stealth difficulty=12");
      const dialog = table.dialog(ANN);
      await dialog.waitFor();
      expect(await dialog.locator('[name="difficulty"]').inputValue()).toBe("12");
      await dialog.locator('[name="bonus"]').press("Escape");
      await table.say(ANN, "/indie nonsense");
      await expect.poll(() => table.messages(ANN).count()).toBe(1);
      const usage = table.messages(ANN).locator(".indie-dice-usage");
      expect(await usage.locator(".indie-dice-usage-problem").textContent()).toBe(
        "Not rolled: “nonsense” is no rule set of Indie Dice " +
          "(kaiser, ogs, kingdoms, klepto, olde), nor formula (any formula).",
      );
      // A roll, a mode, a request, a contest of any formula, and help.
      expect(await usage.locator("li").count()).toBe(5);
      // A moment for the GM's log to draw what it would: nothing.
      await table.say(GM, "/r 1");
      await expect.poll(() => table.messages(GM).count()).toBe(1);
      expect(await table.messages(GM).locator(".indie-dice-usage").count()).toBe(0);
    },
  );

  it(
    "Ann's keys open her windows in her pane (Alt+O her saved rolls, Alt+I the picker); " +
      "typed in her chat input they are text",
    async () => {
      await table.ready();
      const input = table.pane(ANN).locator("textarea[name=chat-message]");
      await input.click();
      await page.keyboard.press("Alt+KeyO");
      await page.keyboard.press("Alt+KeyI");
      expect(await table.pane(ANN).locator(".table-windows .application").count()).toBe(0);
      await table.pane(ANN).locator(`[data-control="${HERO}"]`).click();
      await page.keyboard.press("Alt+KeyO");
      await table.pane(ANN).locator(".table-windows .saved-rolls-window").waitFor();
      await page.keyboard.press("Alt+KeyI");
      const picker = table.pane(ANN).locator("dialog.rule-set-picker[open]");
      await picker.waitFor();
      expect(await table.pane(GM).locator(".table-windows .application, dialog[open]").count()).toBe(0);
      // Each choice's icon stands a quarter rem (4 px) from its words, as Foundry's buttons space them, never touching.
      const gaps = await picker
        .locator(".form-footer button")
        .evaluateAll((buttons) =>
          buttons.map((button) =>
            Math.round(
              button.querySelector("span")!.getBoundingClientRect().left -
                button.querySelector("i")!.getBoundingClientRect().right,
            ),
          ),
        );
      expect(gaps).toEqual([4, 4, 4, 4, 4, 4]);
    },
  );
});
