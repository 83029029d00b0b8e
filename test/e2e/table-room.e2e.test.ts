/**
 * Room for the odds on the table (no window hides the exact odds in a small scroll box while its pane has room): the
 * roll dialogs and the Start contest dialog open in the pane of the user who opened them, whole inside it (each pane
 * is its client's screen: a window never covers the other pane) with their Roll or Start button in reach, on a page
 * of 1920×1080 and of 1280×800; on a client's 1920×1080 screen (a pane of that size) nothing of a roll dialog sits in
 * an inner scroll box and every odds row is in view.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { RuleSetId } from "../../src/core/rule-set-types";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, HERO, TablePage, WARDEN } from "./table-page";

const RULE_SETS: readonly RuleSetId[] = ["kaiser", "ogs", "kingdoms", "klepto", "olde"];
const skip = skipWithoutChromium("table room-for-odds e2e");

/** Every box inside the element that scrolls because its content is taller than it (an inner scroll box). */
function innerScrollBoxes(root: Element): string[] {
  return [root, ...root.querySelectorAll("*")]
    .filter((element): element is HTMLElement => element instanceof HTMLElement && element.getClientRects().length > 0)
    .filter(
      (element) =>
        /auto|scroll|hidden/.test(getComputedStyle(element).overflowY) &&
        element.scrollHeight > element.clientHeight + 1,
    )
    .map((element) => {
      const name = `${element.tagName.toLowerCase()}.${String(element.className).trim().replace(/\s+/g, ".")}`;
      return `${name}: ${element.scrollHeight} px in ${element.clientHeight} px`;
    });
}

/** The odds rows of a roll dialog's outcome table that are not wholly inside the odds part's visible box. */
function oddsRowsOutOfView(form: Element): string[] {
  const odds = form.querySelector<HTMLElement>('[data-application-part="odds"]')!;
  const box = odds.getBoundingClientRect();
  const rows = [...odds.querySelectorAll<HTMLElement>("table.indie-dice-odds-table tbody tr[data-outcome]")];
  if (rows.length === 0) return ["no odds rows"];
  return rows
    .filter((row) => {
      const r = row.getBoundingClientRect();
      return r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5 || r.bottom > window.innerHeight;
    })
    .map((row) => row.dataset.outcome ?? "?");
}

describe.skipIf(skip)(`room for the odds on the table${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  });

  it.each(RULE_SETS)(
    "a 1920×1080 screen: the %s dialog in Ann's pane, whole, Roll in reach, its whole odds table, no inner scroll box",
    async (ruleSet) => {
      await table.ready();
      await table.paneScreen({ width: 1920, height: 1080 });
      const dialog = await table.openRoll(ANN, ruleSet);
      expect(await table.inViewInPane(ANN, dialog)).toEqual({ inPane: true, buttonHit: true, scrollY: 0 });
      expect(await dialog.evaluate(innerScrollBoxes)).toEqual([]);
      expect(await dialog.evaluate(oddsRowsOutOfView)).toEqual([]);
    },
  );

  it.each(RULE_SETS)(
    "1280×800: the %s dialog in the GM's pane, whole, Roll in reach, every odds row seen once scrolled to",
    async (ruleSet) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await table.ready();
      const dialog = await table.openRoll(GM, ruleSet);
      expect(await table.inViewInPane(GM, dialog)).toEqual({ inPane: true, buttonHit: true, scrollY: 0 });
      // The GM's pane is shorter than the dialog: its content scrolls, and each row can be brought into view there.
      const unseen = await dialog.evaluate((form) =>
        [...form.querySelectorAll<HTMLElement>("table.indie-dice-odds-table tbody tr[data-outcome]")]
          .filter((row) => {
            row.scrollIntoView({ block: "center" });
            const box = row.getBoundingClientRect();
            return !row.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
          })
          .map((row) => row.dataset.outcome),
      );
      expect(unseen).toEqual([]);
      expect(await table.inViewInPane(GM, dialog)).toEqual({ inPane: true, buttonHit: true, scrollY: 0 });
    },
  );

  for (const [width, height] of [
    [1920, 1080],
    [1280, 800],
  ] as const) {
    it(
      `${width}×${height}: the Start contest dialog of three attackers in the GM's pane, whole, ` +
        `Start in reach, every side's fields reachable`,
      async () => {
        await page.setViewportSize({ width, height });
        await table.ready();
        const gm = table.pane(GM);
        for (const [index, token] of [WARDEN, "tomasToken000001", "miraToken0000001"].entries())
          await gm.locator(`[data-control="${token}"]`).click(index === 0 ? {} : { modifiers: ["Shift"] });
        await gm.locator(`[data-target="${HERO}"]`).click();
        await gm.locator('[data-tool="indieDiceContest"]').click();
        const start = gm.locator(".table-windows form.contest-start");
        await start.waitFor();
        expect(await table.inViewInPane(GM, start)).toEqual({ inPane: true, buttonHit: true, scrollY: 0 });
        // Each side's last field can be scrolled to and is then seen where it is (nothing covers or clips it; the
        // defender's side stays in view as the attackers' scroll past it).
        const seen = await start.evaluate((form) =>
          [...form.querySelectorAll("fieldset")].map((side) => {
            const fields = side.querySelectorAll<HTMLElement>("input[name], select[name]");
            const last = fields[fields.length - 1]!;
            last.scrollIntoView({ block: "nearest" });
            const box = last.getBoundingClientRect();
            return (
              document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest("fieldset") === side
            );
          }),
        );
        expect(seen).toEqual([true, true, true, true]);
        expect(await table.inViewInPane(GM, start)).toEqual({ inPane: true, buttonHit: true, scrollY: 0 });
      },
    );
  }
});
