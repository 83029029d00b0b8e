/**
 * The table across a reload in one language, the language sweep's last part (sweeps/language-page.ts; what the
 * table does across a reload is table-reload.e2e.test.ts's, in English and German): Ann's /r 2d6ko (a roll with its
 * luck line) and the GM's twelve /r 2d6 are posted — in English, the table then switched to German (English: a
 * reload), where the world's rolls stay across the switch, drawn in German; in the other languages in the language,
 * then a reload — and at each of the language's layout screens (languages.ts `layoutScreens`) the table is loaded at
 * that size, where each pane's chat log must fill its column and open at its newest message, its menu in view, its
 * cards drawn in the language, and a notification show its text as typed, cover no control and go after Foundry's
 * five seconds (the page's clock is driven, not waited on).
 */
import type { Locator } from "playwright-core";
import { expect } from "vitest";
import { watchIncidents } from "../browser";
import { formulaRefusalsRead } from "../formula-refusals";
import { BEHAVIOUR_LANGUAGES, layoutScreens, literalParts, translatorFor } from "../languages";
import type { LanguageCode } from "../../../src/ui/languages";
import type { Translator } from "../../../src/ui/translator";
import { ANN, GM, HERO, TablePage } from "../table-page";

/** Foundry's Notifications.LIFETIME_MS. */
const LIFETIME_MS = 5000;

/**
 * The rules of Foundry's stylesheet (v13 foundry2.css) that shape the log, for the look CI has without FOUNDRY_PATH:
 * the notification area beside the log takes the column's free height, the message menu is placed above or below
 * its message.
 */
const FOUNDRY_LOG_RULES = `
  #chat-notifications { display: grid; position: relative; height: 0; flex: 1; order: 99; }
  #context-menu { position: absolute; width: 100%; }
  #context-menu.expand-down { top: calc(100% + 2px); }
  #context-menu.expand-up { bottom: calc(100% + 2px); }`;

/** Whether a click at the centre of each element lands on it (nothing covers it). */
function uncovered(elements: Locator): Promise<boolean[]> {
  return elements.evaluateAll((all) =>
    all.map((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && (hit === element || element.contains(hit));
    }),
  );
}

/**
 * Just after the table (re)opened with `count` messages: each pane's log fills its column and, as
 * Foundry's log opens, is scrolled to its bottom; the last message's menu opens whole, in view and inside the log's
 * visible box, each entry where a click lands.
 */
async function logAndMenuInView(table: TablePage, count: number): Promise<void> {
  const page = table.page;
  await page.addStyleTag({ content: FOUNDRY_LOG_RULES });
  for (const client of [GM, ANN]) await expect.poll(() => table.messages(client).count()).toBe(count);
  for (const client of [GM, ANN]) {
    const [log, column] = await table
      .pane(client)
      .evaluate((pane) =>
        [".chat-log-client", ".table-chat"].map(
          (selector) => pane.querySelector(selector)!.getBoundingClientRect().height,
        ),
      );
    expect(log! / column!).toBeGreaterThan(0.95);
    // As Foundry's log opens: scrolled to its bottom, the newest message in view, once fonts and cards have settled.
    await page.evaluate(() => document.fonts.ready);
    const scroll = table.pane(client).locator(".chat-scroll");
    expect(await scroll.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await expect
      .poll(() => scroll.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight))
      .toBeLessThan(4);
  }
  await table.messages(GM).last().click({ button: "right" });
  const menu = table.pane(GM).locator("#context-menu");
  await menu.waitFor();
  const placed = await menu.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const scroll = element.closest(".chat-scroll")!.getBoundingClientRect();
    return (
      box.top >= Math.max(0, scroll.top) - 0.5 &&
      box.bottom <= Math.min(innerHeight, scroll.bottom) + 0.5 &&
      box.height > 0
    );
  });
  expect(placed).toBe(true);
  expect(await uncovered(menu.locator(".context-item"))).not.toContain(false);
}

/**
 * Ann saves a roll named `name`, with markup that must stay text: its notification shows the name as typed and
 * covers none of her pane's controls — its name, its logged-in box, its tools and tokens, the open dialog's header
 * — and with the dialog closed each of them is where a click lands. The page's clock (installed before it loaded)
 * stands still two seconds after the notice was shown, to be moved by hand from there; returns the notice.
 */
async function noticeOverNoControl(on: TablePage, name: string): Promise<Locator> {
  const ann = on.pane(ANN);
  await ann.locator(`[data-control="${HERO}"]`).click();
  const olde = await on.openRoll(ANN, "olde");
  await olde.locator('[name="savedRollName"]').fill(name);
  await olde.locator("[data-action='saveRoll']").click();
  const notice = ann.locator(".table-notifications .notification");
  await notice.waitFor();
  const shownAt = Number(await notice.getAttribute("data-timestamp"));
  await on.page.clock.pauseAt(shownAt + 2000);
  expect(await notice.textContent()).toContain(name);
  expect(await notice.locator("b").count()).toBe(0);
  const controls = ann.locator(
    ".table-client-head h2, .table-connected input, .table-controls button, " +
      ".table-tokens button, .table-windows .window-header button",
  );
  const overlapping = await controls.evaluateAll(
    (all, box) =>
      all
        .filter((element) => {
          const own = element.getBoundingClientRect();
          return (
            own.right > box.x && own.left < box.x + box.width && own.bottom > box.y && own.top < box.y + box.height
          );
        })
        .map((element) => element.outerHTML.slice(0, 60)),
    (await notice.boundingBox())!,
  );
  expect(overlapping, `${name} at ${on.page.viewportSize()?.width}×${on.page.viewportSize()?.height}`).toEqual([]);
  await olde.locator('[name="savedRollName"]').press("Escape");
  await olde.waitFor({ state: "detached" });
  expect(await uncovered(controls)).not.toContain(false);
  return notice;
}

/** On `on`, Ann's notice for a roll saved as `name` covers no control and goes after Foundry's five seconds. */
async function noticeGoes(on: TablePage, name: string): Promise<void> {
  const notice = await noticeOverNoControl(on, name);
  await on.page.clock.runFor(LIFETIME_MS - 2000 - 1);
  expect(await notice.count()).toBe(1);
  await on.page.clock.runFor(2);
  expect(await notice.count()).toBe(0);
  await on.page.clock.resume();
}

/**
 * A notification shows its text as typed, covers no control, and goes after five seconds. In English and German
 * (languages.ts `BEHAVIOUR_LANGUAGES`) in a new tab at `screen`: a new world, in the same browser (the clock is the
 * context's), where the dialog opens as on a first visit, no saved roll nor remembered input. In the other languages,
 * where what is checked is the notice's words and the pane's over one another, on the table just measured, a name of
 * its own at each screen.
 */
async function noticeGoesAt(
  table: TablePage,
  screen: { width: number; height: number },
  lang: LanguageCode,
): Promise<void> {
  if (!BEHAVIOUR_LANGUAGES.includes(lang)) {
    await noticeGoes(table, `<b>Sneak ${screen.width}</b>`);
    return;
  }
  const fresh = new TablePage(await table.page.context().newPage());
  const incidents: string[] = [];
  watchIncidents(fresh.page, incidents);
  try {
    await fresh.page.setViewportSize(screen);
    await fresh.page.goto(new URL(`?lang=${lang}`, table.page.url()).toString());
    await fresh.ready();
    await noticeGoes(fresh, "<b>Sneak</b>");
  } finally {
    await fresh.page.close();
  }
  expect(incidents).toEqual([]);
}

/**
 * After the language switch (docs: Foundry loads the page again): the world's messages stay, both logs draw them
 * in the language, with the same totals (Ann's roll, the first, with its luck line once scrolled to: a message is
 * drawn as it comes into view); the GM's Start contest tool is named in it.
 */
async function rollsDrawnIn(
  table: TablePage,
  lang: LanguageCode,
  i18n: Translator,
  count: number,
  totals: string[],
): Promise<void> {
  const luck = literalParts(i18n.localize("INDIE_DICE.Card.Luck.Text"))[0]!;
  for (const client of [GM, ANN]) {
    await expect.poll(() => table.messages(client).count()).toBe(count);
    expect(await table.messages(client).locator("h4.dice-total").allTextContents()).toEqual(totals);
    await table.messages(client).first().scrollIntoViewIfNeeded();
    await expect.poll(() => table.messages(client).first().textContent()).toContain(luck);
  }
  if (lang === "de") expect(await table.messages(GM).first().textContent()).toMatch(/Glücklicher als/);
  expect(await table.pane(GM).locator('[data-tool="indieDiceContest"]').textContent()).toContain(
    i18n.localize("INDIE_DICE.Contest.Start.Title"),
  );
}

/**
 * The sweep's reloads in `lang` on `table` (in it already, its logs empty, nothing open). In English and German the
 * table goes back to English (a load; English: none), where the rolls are posted, then switches to `lang` (the world's
 * rolls drawn in the language after the switch: table-reload's behaviour, in its two languages); in the others the
 * rolls are posted in the language and the table reloaded (a load fewer: what a language can change is the cards'
 * words, read after the load as after the switch). Then a reload at each later layout screen, each checked as the
 * file's header says; at the first, the world's rolls drawn in the language and the Any formula dialog's refusals read
 * in it (table-formula: every screen in English and German).
 */
/** Whether the sweep reaches `lang` by the language switch from English (German), else by a reload in it. */
export const switchesLanguage = (lang: LanguageCode): boolean => BEHAVIOUR_LANGUAGES.includes(lang) && lang !== "en";

export async function acrossReloads(table: TablePage, lang: LanguageCode): Promise<void> {
  const page = table.page;
  const i18n = translatorFor(lang);
  const switches = switchesLanguage(lang);
  if (switches) {
    await Promise.all([page.waitForURL(/[?&]lang=en(&|$)/), page.selectOption("#language", "en")]);
    await table.ready();
  }
  await table.say(ANN, "/r 2d6ko");
  const luck = switches ? "Luckier than" : literalParts(i18n.localize("INDIE_DICE.Card.Luck.Text"))[0]!;
  await expect.poll(() => table.messages(ANN).textContent()).toContain(luck);
  const count = 13;
  for (let roll = 1; roll < count; roll++) await table.say(GM, "/r 2d6");
  for (const client of [GM, ANN])
    await expect.poll(() => table.messages(client).locator("h4.dice-total").count()).toBe(count);
  const totals = await table.messages(GM).locator("h4.dice-total").allTextContents();
  // Playwright's clock, installed before the next load, stands still only where a notice is timed.
  await page.clock.install();
  try {
    for (const [index, [width, height]] of layoutScreens(lang).entries()) {
      await page.setViewportSize({ width, height });
      // The first load is the language switch in German (English and the others: a reload); each later screen, a
      // reload in the language.
      if (index === 0 && switches) await page.locator("#language").selectOption(lang);
      else await page.reload();
      await table.ready();
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      await logAndMenuInView(table, count);
      if (index === 0) {
        await rollsDrawnIn(table, lang, i18n, count, totals);
        // The Any formula dialog's refusals read in the language, at this one screen (table-formula: every screen).
        await formulaRefusalsRead(table, lang, [[width, height]]);
      }
      await noticeGoesAt(table, { width, height }, lang);
    }
  } finally {
    // Playwright's clock belongs to the browser context: time flows again.
    await page.clock.resume();
  }
}
