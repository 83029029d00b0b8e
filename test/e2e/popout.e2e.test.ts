/**
 * Every window and card popped out (v14's header control Detach, the double's detachWindow: the window's element
 * moved into a same-origin browser window of its own, as Foundry's does) and used there (docs/versions-and-privacy.md
 * "Windows of their own"): a roll dialog, Start contest, Request a roll, the Group Test form, the Rolls window, the
 * fairness report, and a card's own pop-out (Foundry's ChatPopout, from the message's *Pop Out*). One test per window
 * kind, each at 1280×800 and 1920×1080 on one page load.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, HERO, TablePage, WARDEN } from "./table-page";

const TOMAS = "tomasToken000001";

const skip = skipWithoutChromium("pop-out e2e");
const SIZES = [
  [1280, 800],
  [1920, 1080],
] as const;

describe.skipIf(skip)(`a window popped out${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  }, "?seed=1&generation=14");

  /** The application (window) a part of it belongs to, once drawn. */
  async function windowOf(part: Locator): Promise<Locator> {
    await part.waitFor();
    return part.locator("xpath=ancestor-or-self::*[contains(concat(' ', @class, ' '), ' application ')][1]");
  }

  /**
   * The window's header menu, then Detach: the browser window it moved into, and the window there (gone from the
   * main page).
   */
  async function popOut(part: Locator): Promise<{ popup: Page; moved: Locator }> {
    const window = await windowOf(part);
    const id = await window.getAttribute("id");
    await window.locator('[data-action="toggleControls"]').first().click();
    const [popup] = await Promise.all([
      page.context().waitForEvent("page"),
      window.locator('[data-action="detach"] button').click(),
    ]);
    const moved = popup.locator(`[id="${id}"]`);
    await moved.waitFor();
    expect(await page.locator(`[id="${id}"]`).count()).toBe(0);
    // There its header's menu, shut until asked, offers Attach, no longer Detach.
    const menu = moved.locator(".controls-dropdown").first();
    // Shut (display: none) once the new window has its styles, which a busy machine may load after the window shows.
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(
      await menu
        .locator("[data-action]")
        .evaluateAll((controls) => controls.map((control) => control.getAttribute("data-action"))),
    ).toEqual(["attach"]);
    return { popup, moved };
  }

  /**
   * The popped-out window's close button, which closes the browser window it is in: the click may still be in
   * Playwright's hands when its page goes (then it reports the page closed, which is what was asked).
   */
  async function closeWindow(popup: Page, window: Locator): Promise<void> {
    await window
      .locator('[data-action="close"]')
      .first()
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
    await expect.poll(() => popup.isClosed()).toBe(true);
  }

  async function type(field: Locator, value: string): Promise<void> {
    await field.fill(value);
    await field.dispatchEvent("change");
  }

  async function macro(user: string, id: string): Promise<void> {
    const macros = table.pane(user).locator(".table-macros");
    if (!(await macros.evaluate((element) => (element as HTMLDetailsElement).open)))
      await macros.locator("summary").click();
    await macros.locator(`[data-macro="${id}"]`).click();
  }

  /**
   * A click on the button that closes the popped-out window it is in: its page may go while the click lands, which
   * is the click doing its work (a busy machine saw Playwright report the page closed), not a failure.
   */
  async function clickClosing(popup: Page, button: Locator): Promise<void> {
    await button.click().catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  }

  const cards = (selector: string) => table.pane(GM).locator(`ol.chat-log ${selector}`);

  it("a Kaiser dialog: typing moves its odds there, Roll posts the card", async () => {
    await table.ready();
    for (const [index, [width, height]] of SIZES.entries()) {
      await page.setViewportSize({ width, height });
      const { popup, moved } = await popOut(await table.openRoll(GM, "kaiser"));
      // The dialog remembers the last bonus rolled: each pass raises it.
      const before = await table.shownOdds(moved);
      await type(moved.locator('[name="bonus"]'), String(3 * (index + 1)));
      await expect.poll(async () => (await table.shownOdds(moved)).success).toBeGreaterThan(before.success!);
      const messages = page.locator(".chat-message .indie-dice-card");
      const count = await messages.count();
      await clickClosing(popup, moved.locator("button.indie-dice-roll"));
      await expect.poll(() => messages.count()).toBeGreaterThan(count);
      await expect.poll(() => popup.isClosed()).toBe(true);
    }
  });

  it("Start contest: a side filled there moves the chances; Start posts the contest", async () => {
    await table.ready();
    const gm = table.pane(GM);
    // The Warden against Tomas, both the GM's: no player is prompted over the GM's pane.
    await table.control(GM, [WARDEN]);
    await gm.locator(`[data-target="${TOMAS}"]`).click();
    for (const [index, [width, height]] of SIZES.entries()) {
      await page.setViewportSize({ width, height });
      await gm.locator('[data-tool="indieDiceContest"]').click();
      const { popup, moved } = await popOut(gm.locator(".table-windows form.contest-start"));
      const chances = () =>
        moved
          .locator(".indie-dice-contest-setup-odds .indie-dice-figure")
          .evaluateAll((elements) => elements.map((e) => Number(e.getAttribute("data-probability"))));
      const even = await chances();
      expect(even.length).toBeGreaterThan(0);
      await type(moved.locator('[name="a0.bonus"]'), "4");
      await expect.poll(async () => (await chances())[0]).toBeGreaterThan(even[0]!);
      await clickClosing(popup, moved.locator("button.indie-dice-contest-start-button"));
      for (const client of [GM, ANN])
        await expect.poll(() => table.pane(client).locator("ol.chat-log .indie-dice-contest").count()).toBe(index + 1);
      await expect.poll(() => popup.isClosed()).toBe(true);
    }
  });

  it("Request a roll: a wrong number is refused beside its field as it is typed; the request posts", async () => {
    await table.ready();
    const gm = table.pane(GM);
    await table.control(GM, [WARDEN]);
    for (const [index, [width, height]] of SIZES.entries()) {
      await page.setViewportSize({ width, height });
      await gm.locator('[data-tool="indieDiceRequest"]').click();
      const { popup, moved } = await popOut(gm.locator(".table-windows .request-dialog"));
      const request = moved.locator('button[data-action="request"]');
      const number = moved.locator('input[name="number"]');
      await number.fill("");
      const error = moved.locator(`[id="${await number.getAttribute("id")}-error"]`);
      await expect.poll(() => error.isVisible()).toBe(true);
      expect((await error.textContent())!.trim().length).toBeGreaterThan(0);
      expect(await number.getAttribute("aria-invalid")).toBe("true");
      expect(await request.isDisabled()).toBe(true);
      await type(number, "9");
      await expect.poll(() => error.isVisible()).toBe(false);
      await clickClosing(popup, request);
      await expect.poll(() => cards(".indie-dice-request").count()).toBe(index + 1);
      await expect.poll(() => popup.isClosed()).toBe(true);
    }
  });

  it("the Group Test form: a Modifier typed there, Enter there starts the group test", async () => {
    await table.ready();
    await table.control(GM, [WARDEN, TOMAS]);
    for (const [index, [width, height]] of SIZES.entries()) {
      await page.setViewportSize({ width, height });
      await macro(GM, "macroGroupTest00");
      const { popup, moved } = await popOut(table.pane(GM).locator(".table-windows .group-test-dialog"));
      const modifier = moved.locator('input[name*="modifier"]').first();
      await modifier.fill("2");
      // Enter starts the test and closes the pop-out, which may happen before Playwright's press returns: a press
      // that fails because its page is already gone is the outcome asked for (checked just below), nothing else.
      await modifier.press("Enter").catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
      await expect.poll(() => cards(".indie-dice-group-test").count()).toBe(index + 1);
      await expect.poll(() => popup.isClosed()).toBe(true);
    }
  });

  it(
    "the Rolls window: " +
      "a saved roll opened from there rolls, the focus comes back to its row there; Shift rolls at once",
    async () => {
      await table.ready();
      await table.pane(ANN).locator(`[data-control="${HERO}"]`).click();
      const dialog = await table.openRoll(ANN, "kaiser");
      await type(dialog.locator('[name="bonus"]'), "2");
      await dialog.locator('[name="savedRollName"]').fill("Stealth");
      await dialog.locator("[data-action='saveRoll']").click();
      await dialog.locator('[name="savedRollName"]').press("Escape");
      await dialog.waitFor({ state: "detached" });
      const posted = table.messages(ANN);
      for (const [index, [width, height]] of SIZES.entries()) {
        await page.setViewportSize({ width, height });
        await macro(ANN, "macroSavedRolls0");
        const { popup, moved } = await popOut(table.pane(ANN).locator(".table-windows .saved-rolls-window"));
        const open = moved.locator("[data-saved-roll] [data-action='openSavedRoll']").first();
        await open.click();
        const opened = table.dialog(ANN);
        await opened.waitFor();
        expect(await opened.locator('[name="bonus"]').inputValue()).toBe("2");
        await opened.locator("button.indie-dice-roll").click();
        await opened.waitFor({ state: "detached" });
        await expect.poll(() => posted.count()).toBe(2 * index + 1);
        await expect
          .poll(() => popup.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.action))
          .toBe("openSavedRoll");
        await open.click({ modifiers: ["Shift"] });
        await expect.poll(() => posted.count()).toBe(2 * index + 2);
        expect(await table.dialog(ANN).count()).toBe(0);
        await closeWindow(popup, moved);
      }
    },
  );

  it("the fairness report: its notes open there, its Export CSV there downloads the report", async () => {
    await table.ready();
    const dialog = await table.openRoll(ANN, "kingdoms");
    await table.fill(dialog, { pool: "6", dice: "4", dt: "7" });
    await dialog.locator("button.indie-dice-roll").click();
    await expect.poll(() => table.messages(GM).count()).toBe(1);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await table.pane(GM).locator('[data-tool="indieDiceFairness"]').click();
      const { popup, moved } = await popOut(
        table.pane(GM).locator(".table-windows .fairness-window .indie-dice-fairness"),
      );
      expect(await moved.locator(".indie-dice-fairness-group").count()).toBeGreaterThan(0);
      const notes = moved.locator("details.indie-dice-fairness-notes");
      await notes.locator("summary").click();
      expect(await notes.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
      // Foundry's saveDataToFile clicks a link of its own in the main page: the download starts there.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        moved.locator('[data-action="exportFairnessCsv"]').click(),
      ]);
      expect(download.suggestedFilename()).toBe("indie-dice-fairness.csv");
      await closeWindow(popup, moved);
    }
  });

  /** The message's *Pop Out* (Foundry's ChatPopout), from its context menu in the GM's log, then detached. */
  async function popOutMessage(message: Locator): Promise<{ popup: Page; moved: Locator }> {
    const id = await message.getAttribute("data-message-id");
    await message.click({ button: "right" });
    await table
      .pane(GM)
      .locator("#context-menu .context-item", { hasText: /^Pop Out$/ })
      .click();
    return popOut(page.locator(`.chat-popout[id$="chat-popout-${id}"]`));
  }

  it(
    "a card's own pop-out: its button rolls there and the card follows; " +
      "a roll's Go to the card finds the card in the log",
    async () => {
      await table.ready();
      await table.control(GM, [WARDEN]);
      const log = table.messages(GM);
      for (const [index, [width, height]] of SIZES.entries()) {
        await page.setViewportSize({ width, height });
        await table.pane(GM).locator('[data-tool="indieDiceRequest"]').click();
        await table.pane(GM).locator('.table-windows .request-dialog button[data-action="request"]').click();
        await expect.poll(() => cards(".indie-dice-request").count()).toBe(index + 1);
        const card = log.last();
        const cardId = await card.getAttribute("data-message-id");
        const { popup, moved } = await popOutMessage(card);
        const row = moved.locator(`.indie-dice-request-row[data-participant="${WARDEN}"]`);
        // The row's button opens the Warden's dialog (in the GM's page); its Roll judges the row, there too.
        await row.locator('[data-action="indie-dice-request-roll"]').click();
        const dialog = table.dialog(GM);
        await dialog.locator("button.indie-dice-roll").click();
        await dialog.waitFor({ state: "detached" });
        await expect.poll(() => row.locator(".indie-dice-request-status").textContent()).toMatch(/^(passed|failed)$/);
        // The roll made for the card, popped out too: its Go to the card scrolls the card into view in the log.
        const roll = log.filter({ has: page.locator('[data-action="indie-dice-to-card"]') }).last();
        await page.evaluate(() => {
          const scrolled: string[] = ((window as typeof window & { scrolled: string[] }).scrolled = []);
          const original = Element.prototype.scrollIntoView;
          Element.prototype.scrollIntoView = function (this: Element, ...options: [ScrollIntoViewOptions?]) {
            scrolled.push(this.getAttribute("data-message-id") ?? "");
            original.apply(this, options);
          };
        });
        // A roll message has no *Pop Out* entry (Foundry offers it for messages flagged core.canPopout, as cards are):
        // it is popped out as that entry does it (CONFIG.ChatMessage.popoutClass), from a macro.
        const rollId = await roll.getAttribute("data-message-id");
        await page.evaluate((id) => {
          const { game, CONFIG } = globalThis as typeof globalThis & {
            game: { messages: { get(id: string): object | undefined } };
            CONFIG: { ChatMessage: { popoutClass: new (options: object) => { render(options: object): unknown } } };
          };
          void new CONFIG.ChatMessage.popoutClass({ message: game.messages.get(id!) }).render({ force: true });
        }, rollId);
        const shown = await popOut(page.locator(`.chat-popout[id$="chat-popout-${rollId}"]`));
        await shown.moved.locator('[data-action="indie-dice-to-card"]').click();
        await expect
          .poll(() => page.evaluate(() => (window as typeof window & { scrolled: string[] }).scrolled))
          .toEqual([cardId]);
        for (const [opened, window] of [
          [popup, moved],
          [shown.popup, shown.moved],
        ] as const) {
          await closeWindow(opened, window);
        }
      }
    },
  );
});
