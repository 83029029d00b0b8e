/**
 * Escape in a dialog a card opened gives the focus back to the card's button that opened it, for every kind of card
 * that opens one (src/foundry/cards/card-clicks.ts): a contest's side, the defender of two against one, a group test's
 * member, a roll request's row. The button is disabled while its dialog is open, which takes the focus from it before
 * the dialog can note it; without the card's own note, the focus was left on the page.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, HERO, TablePage, WARDEN } from "./table-page";

const skip = skipWithoutChromium("card dialog focus e2e");
const TOMAS = "tomasToken000001";

describe.skipIf(skip)(`a card's dialog closed by Escape${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  });

  const gm = () => table.pane(GM);
  const control = async (tokens: readonly string[]) => {
    for (const [index, token] of tokens.entries())
      await gm()
        .locator(`[data-control="${token}"]`)
        .click(index === 0 ? {} : { modifiers: ["Shift"] });
  };

  /** The GM's contest of `attackers` against Ann's hero; the button of the GM's side `side`. */
  async function contestSide(attackers: readonly string[], side: string): Promise<Locator> {
    await control(attackers);
    await gm().locator(`[data-target="${HERO}"]`).click();
    await gm().locator('[data-tool="indieDiceContest"]').click();
    const start = gm().locator(".table-windows form.contest-start");
    await start.waitFor();
    await start.locator("button.indie-dice-contest-start-button").click();
    await expect.poll(() => table.pane(ANN).locator(".indie-dice-contest").count()).toBe(1);
    const card = gm().locator(".indie-dice-contest").last();
    return card.locator(`[data-action="indie-dice-contest-roll"][data-participant="${side}"]`);
  }

  const CARDS: { kind: string; button: () => Promise<Locator> }[] = [
    { kind: "a contest's side", button: () => contestSide([WARDEN], WARDEN) },
    {
      kind: "two against one: the Warden's side, whose dialog rolls against the defender",
      button: () => contestSide([WARDEN, TOMAS], WARDEN),
    },
    {
      kind: "a group test's member",
      button: async () => {
        await control([WARDEN, TOMAS]);
        await gm().locator(".table-macros summary").click();
        await gm().locator('[data-macro="macroGroupTest00"]').click();
        await gm().locator(".table-windows dialog button[data-action=start]").click();
        const group = gm().locator(".indie-dice-group-test").last();
        await group.waitFor();
        return group.locator(`[data-action="indie-dice-group-roll"][data-participant="${WARDEN}"]`);
      },
    },
    {
      kind: "a roll request's row",
      button: async () => {
        await control([WARDEN, TOMAS]);
        await gm().locator('[data-tool="indieDiceRequest"]').click();
        const dialog = gm().locator(".table-windows dialog");
        await dialog.waitFor();
        await dialog.locator("button[data-action=request]").click();
        const request = gm().locator(".indie-dice-request").last();
        await request.waitFor();
        return request.locator(
          `.indie-dice-request-row[data-participant="${WARDEN}"] [data-action="indie-dice-request-roll"]`,
        );
      },
    },
  ];

  const hasFocus = (button: Locator) => button.evaluate((element) => element === element.ownerDocument.activeElement);

  it.each(CARDS)("$kind: the focus goes back to its button", async ({ button: made }) => {
    await table.ready();
    const button = await made();
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = table.dialog(GM);
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(button)).toBe(true);
  });

  it("a contest's side pressed with the mouse: the focus goes back to its button", async () => {
    await table.ready();
    const button = await contestSide([WARDEN], WARDEN);
    await button.click();
    const dialog = table.dialog(GM);
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(button)).toBe(true);
  });
});
