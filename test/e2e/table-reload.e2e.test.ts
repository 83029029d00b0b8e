/**
 * The table keeps a table's state like Foundry does (issue 43 item 7): after a reload — or the language switch,
 * which reloads — each pane draws the cards as its own user (the player sees no GM button and no hidden difficulty),
 * the world and each pane's client settings and the saved rolls are as they were, a prompt left open opens again
 * once and a closed one never; the chat log fills its column, opens at its newest message, and its message menu opens
 * in view; a controlled token is marked in either theme; a notification shows text as written, covers no control and
 * goes after Foundry's five seconds (the page's clock is driven, not waited on). What the table does is checked in
 * English (a reload) and German (the language switch, and longer words) at 1280×800, 1366×768 and 1920×1080; how it
 * lays out — the world's rolls drawn in the language after the switch, the log filling its column and opening at its
 * newest message, its menu in view, a notification over no control — in every language of src/ui/languages.ts, one
 * test a language, reloaded at each of its layout screens (languages.ts `layoutScreens`).
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage, watchIncidents } from "./browser";
import type { LanguageCode } from "../../src/ui/languages";
import type { Translator } from "../../src/ui/translator";
import { BEHAVIOUR_LANGUAGES, E2E_LANGUAGES, languageMessages, layoutScreens, literalParts, SCREENS, translatorFor } from "./languages";
import { ANN, GM, HERO, TablePage } from "./table-page";
import { formulaRefusalsRead } from "./formula-refusals";

const skip = skipWithoutChromium("table reload e2e");

/** One case per screen size and language of `languages`. */
const casesIn = (languages: readonly LanguageCode[]) => SCREENS.flatMap(([width, height]) => languages.map((lang) => ({ width, height, lang })));
/** What the table does: in English, which reloads, and German, which comes through the language switch. */
const BEHAVIOUR = casesIn(BEHAVIOUR_LANGUAGES);

/** One test per screen size and language of `cases`, named by them. */
function eachCase(cases: typeof BEHAVIOUR, title: string, test: (screen: (typeof BEHAVIOUR)[number]) => Promise<void>): void {
  for (const screen of cases) {
    it(`${screen.width}×${screen.height} ${screen.lang}: ${title}`, () => {
      // A language whose file is missing fails here, by name, not as a table that never loads.
      languageMessages(screen.lang);
      return test(screen);
    });
  }
}

/** Foundry's Notifications.LIFETIME_MS. */
const LIFETIME_MS = 5000;

/** The card buttons only a GM has: skip a row, close the request. */
const GM_ONLY = ['[data-action="indie-dice-request-skip"]', '[data-action="indie-dice-request-close"]'];

/** The secret difficulty of the second request (a number no other figure on the table reads). */
const SECRET = "19";

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

/** WCAG's contrast ratio of two CSS colours `rgb(r, g, b)`. */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe.skipIf(skip)(`the table across a reload${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  });

  const requests = (client: string) => table.pane(client).locator(".indie-dice-request");

  /** The GM asks for a Kaiser roll of Ann's character, its difficulty shown or hidden. */
  async function request(number: string, showDifficulty: boolean): Promise<void> {
    const before = await requests(GM).count();
    await table.pane(GM).locator('[data-tool="indieDiceRequest"]').click();
    const dialog = table.pane(GM).locator(".table-windows dialog");
    await dialog.locator('[name="number"]').fill(number);
    await dialog.locator('[name="showDifficulty"]').setChecked(showDifficulty);
    await dialog.locator("button[data-action=request]").click();
    await expect.poll(() => requests(ANN).count()).toBe(before + 1);
  }

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

  /** The world's state, each pane's settings, a saved roll, two prompts (one closed, one left open), then a reload. */
  async function playThenReload(lang: LanguageCode): Promise<void> {
    await table.ready();
    // A world setting (the GM's), a client setting and a chat mode (Ann's browser only).
    const gm = table.pane(GM);
    const ann = table.pane(ANN);
    await gm.locator(".table-settings summary").click();
    await gm.locator('.table-settings select[name="kaiserTieRule"]').selectOption("roll-off");
    await ann.locator(".table-settings summary").click();
    await ann.locator('.table-settings input[name="showOdds"]').setChecked(false);
    await ann.locator(".roll-privacy [data-roll-mode=blindroll]").click();
    await expect.poll(() => ann.locator(".roll-privacy [data-roll-mode=blindroll]").getAttribute("aria-pressed")).toBe("true");
    // A saved roll of Ann's character, named with markup that must stay text.
    await ann.locator(`[data-control="${HERO}"]`).click();
    const olde = await table.openRoll(ANN, "olde");
    await olde.locator('[name="savedRollName"]').fill("<b>Sneak</b>");
    await olde.locator("[data-action='saveRoll']").click();
    await expect.poll(() => ann.locator(".table-notifications").textContent()).toContain("<b>Sneak</b>");
    await olde.locator('[name="savedRollName"]').press("Escape");
    await olde.waitFor({ state: "detached" });
    // The first request's prompt is closed unanswered; the second's (its difficulty hidden) is left open.
    await request("11", true);
    await table.dialog(ANN).waitFor();
    await table.dialog(ANN).locator("button.indie-dice-roll").press("Escape");
    await table.dialog(ANN).waitFor({ state: "detached" });
    await request(SECRET, false);
    await table.dialog(ANN).waitFor();
    expect(await table.dialog(ANN).count()).toBe(1);
    // English reloads; another language comes through the language switch, which reloads as Foundry's setting does.
    if (lang === "en") await page.reload();
    else await page.locator("#language").selectOption(lang);
    await table.ready();
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
  }

  eachCase(BEHAVIOUR, "each pane as its own user, settings and saved rolls kept, the open prompt once, the closed never", async ({ width, height, lang }) => {
    await page.setViewportSize({ width, height });
    await playThenReload(lang);
    const gm = table.pane(GM);
    const ann = table.pane(ANN);

    // Each pane draws the two cards as its own user: the GM's buttons only in the GM's pane.
    await expect.poll(() => requests(ANN).count()).toBe(2);
    for (const selector of GM_ONLY) {
      await expect.poll(() => requests(GM).locator(selector).count()).toBeGreaterThan(0);
      expect(await requests(ANN).locator(selector).count()).toBe(0);
    }
    // The hidden difficulty reaches the GM's card only; nothing in Ann's pane (cards, prompt) reads it.
    expect(await requests(GM).last().textContent()).toContain(SECRET);
    expect(await requests(ANN).last().textContent()).not.toContain(SECRET);
    expect(await ann.evaluate((pane, secret) => [...pane.querySelectorAll("input")].some((input) => input.value === secret), SECRET)).toBe(false);

    // The prompt left open opens again, once; the closed one does not.
    await table.dialog(ANN).waitFor();
    await page.waitForFunction(() => document.querySelectorAll(".table-windows form.roll-dialog").length > 0);
    expect(await table.dialog(ANN).count()).toBe(1);
    expect(await table.dialog(ANN).locator('[name="difficulty"]').inputValue()).toBe("");
    expect(await table.dialog(GM).count()).toBe(0);

    // World settings for everyone, client settings and the chat mode per pane.
    expect(await gm.locator('.table-settings select[name="kaiserTieRule"]').inputValue()).toBe("roll-off");
    expect(await ann.locator('.table-settings input[name="showOdds"]').isChecked()).toBe(false);
    expect(await gm.locator('.table-settings input[name="showOdds"]').isChecked()).toBe(true);
    expect(await ann.locator(".roll-privacy [data-roll-mode=blindroll]").getAttribute("aria-pressed")).toBe("true");
    expect(await gm.locator(".roll-privacy [data-roll-mode=publicroll]").getAttribute("aria-pressed")).toBe("true");

    // The saved roll is still Ann's character's, its name as typed.
    await table.dialog(ANN).locator("button.indie-dice-roll").press("Escape");
    await table.dialog(ANN).waitFor({ state: "detached" });
    const sheet = ann.locator(".table-character");
    await sheet.locator("summary").click();
    await sheet.locator('.table-character-controls button[data-action="indieDiceRolls"]').click();
    const rolls = ann.locator(".table-windows .saved-rolls-window");
    await rolls.waitFor();
    expect(await rolls.locator(".indie-dice-saved-name").allTextContents()).toEqual(["<b>Sneak</b>"]);
    expect(await rolls.locator(".indie-dice-saved-name b").count()).toBe(0);
  });

  /**
   * Just after the table (re)opened with `count` messages: each pane's log fills its column and, as Foundry's log
   * opens, is scrolled to its bottom; the last message's menu opens whole, in view and inside the log's visible box,
   * each entry where a click lands.
   */
  async function logAndMenuInView(count: number): Promise<void> {
    await page.addStyleTag({ content: FOUNDRY_LOG_RULES });
    for (const client of [GM, ANN]) await expect.poll(() => table.messages(client).count()).toBe(count);
    for (const client of [GM, ANN]) {
      const [log, column] = await table.pane(client).evaluate((pane) =>
        [".chat-log-client", ".table-chat"].map((selector) => pane.querySelector(selector)!.getBoundingClientRect().height),
      );
      expect(log! / column!).toBeGreaterThan(0.95);
      // As Foundry's log opens: scrolled to its bottom, the newest message in view, once fonts and cards have settled.
      await page.evaluate(() => document.fonts.ready);
      const scroll = table.pane(client).locator(".chat-scroll");
      expect(await scroll.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      await expect.poll(() => scroll.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight)).toBeLessThan(4);
    }
    await table.messages(GM).last().click({ button: "right" });
    const menu = table.pane(GM).locator("#context-menu");
    await menu.waitFor();
    const placed = await menu.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const scroll = element.closest(".chat-scroll")!.getBoundingClientRect();
      return box.top >= Math.max(0, scroll.top) - 0.5 && box.bottom <= Math.min(innerHeight, scroll.bottom) + 0.5 && box.height > 0;
    });
    expect(placed).toBe(true);
    expect(await uncovered(menu.locator(".context-item"))).not.toContain(false);
  }

  /**
   * Ann saves a roll named `name`, with markup that must stay text: its notification shows the name as typed and
   * covers none of her pane's controls — its name, its logged-in box, its tools and tokens, the open dialog's header
   * — and with the dialog closed each of them is where a click lands. The page's clock (installed before it loaded)
   * stands still two seconds after the notice was shown, to be moved by hand from there; returns the notice. `on`: a
   * table of its own, a new world (the notice's dialog opens as on a first visit, no saved roll nor remembered input).
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
    const controls = ann.locator(".table-client-head h2, .table-connected input, .table-controls button, .table-tokens button, .table-windows .window-header button");
    const overlapping = await controls.evaluateAll((all, box) => all.filter((element) => {
      const own = element.getBoundingClientRect();
      return own.right > box.x && own.left < box.x + box.width && own.bottom > box.y && own.top < box.y + box.height;
    }).map((element) => element.outerHTML.slice(0, 60)), (await notice.boundingBox())!);
    expect(overlapping, `${name} at ${on.page.viewportSize()?.width}×${on.page.viewportSize()?.height}`).toEqual([]);
    await olde.locator('[name="savedRollName"]').press("Escape");
    await olde.waitFor({ state: "detached" });
    expect(await uncovered(controls)).not.toContain(false);
    return notice;
  }

  /**
   * Each language's layout of the log, its menu and a notification, one test a language, one table for all its
   * screens: Ann's /r 2d6ko (a roll with its luck line) and the GM's twelve /r 2d6 are posted once; the table then
   * switches to the language, which reloads it (English: a reload), and at each of the language's layout screens is
   * loaded again at that size, where the log must open at its newest message, its menu in view, and a notification
   * cover no control. The world's rolls stay across the switch, drawn in the language.
   */
  for (const lang of E2E_LANGUAGES) {
    const screens = layoutScreens(lang);
    const sizes = screens.map(([width, height]) => `${width}×${height}`).join(", ");
    it(`${lang} at ${sizes}: the world's rolls drawn in it after the switch; the chat log fills its column, opens at its newest message, and its menu opens in view; a notification shows its text as typed, covers no control and goes after five seconds`, async () => {
      // A language whose file is missing fails here, by name, not as a table that never loads.
      const i18n = translatorFor(lang);
      await table.ready();
      await table.say(ANN, "/r 2d6ko");
      await expect.poll(() => table.messages(ANN).textContent()).toMatch(/Luckier than/);
      const count = 13;
      for (let roll = 1; roll < count; roll++) await table.say(GM, "/r 2d6");
      for (const client of [GM, ANN]) await expect.poll(() => table.messages(client).locator("h4.dice-total").count()).toBe(count);
      const totals = await table.messages(GM).locator("h4.dice-total").allTextContents();
      // Playwright's clock, installed before the next load, stands still only where a notice is timed.
      await page.clock.install();
      try {
        for (const [index, [width, height]] of screens.entries()) {
          await page.setViewportSize({ width, height });
          // The first load is the language switch (English: a reload); each later screen, a reload in the language.
          if (index === 0 && lang !== "en") await page.locator("#language").selectOption(lang);
          else await page.reload();
          await table.ready();
          expect(await page.locator("html").getAttribute("lang")).toBe(lang);
          await logAndMenuInView(count);
          if (index === 0) {
            await rollsDrawnIn(lang, i18n, count, totals);
            // The Any formula dialog's refusals read in the language, at this one screen (table-formula: every screen).
            await formulaRefusalsRead(table, lang, [[width, height]]);
          }
          await noticeGoesAt({ width, height }, lang);
        }
      } finally {
        // Playwright's clock belongs to the browser context, which the next tests' pages share: time flows again.
        await page.clock.resume();
      }
    }, 240_000);
  }

  /**
   * A notification shows its text as typed, covers no control, and goes after five seconds. In English and German
   * (languages.ts `BEHAVIOUR_LANGUAGES`) in a new tab at `screen`: a new world, in the same browser (the clock is the
   * context's), where the dialog opens as on a first visit. In the other languages, where what is checked is the
   * notice's words and the pane's over one another, on the table just measured, a name of its own at each screen.
   */
  async function noticeGoesAt(screen: { width: number; height: number }, lang: LanguageCode): Promise<void> {
    if (!BEHAVIOUR_LANGUAGES.includes(lang)) {
      await noticeGoes(table, `<b>Sneak ${screen.width}</b>`);
      return;
    }
    const fresh = new TablePage(await page.context().newPage());
    const incidents: string[] = [];
    watchIncidents(fresh.page, incidents);
    try {
      await fresh.page.setViewportSize(screen);
      await fresh.page.goto(new URL(`?lang=${lang}`, page.url()).toString());
      await fresh.ready();
      await noticeGoes(fresh, "<b>Sneak</b>");
    } finally {
      await fresh.page.close();
    }
    expect(incidents).toEqual([]);
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
   * After the language switch (docs: Foundry loads the page again): the world's messages stay, both logs draw them
   * in the language, with the same totals (Ann's roll, the first, with its luck line once scrolled to: a message is
   * drawn as it comes into view); the GM's Start contest tool is named in it.
   */
  async function rollsDrawnIn(lang: LanguageCode, i18n: Translator, count: number, totals: string[]): Promise<void> {
    const luck = literalParts(i18n.localize("INDIE_DICE.Card.Luck.Text"))[0]!;
    for (const client of [GM, ANN]) {
      await expect.poll(() => table.messages(client).count()).toBe(count);
      expect(await table.messages(client).locator("h4.dice-total").allTextContents()).toEqual(totals);
      await table.messages(client).first().scrollIntoViewIfNeeded();
      await expect.poll(() => table.messages(client).first().textContent()).toContain(luck);
    }
    if (lang === "de") expect(await table.messages(GM).first().textContent()).toMatch(/Glücklicher als/);
    expect(await table.pane(GM).locator('[data-tool="indieDiceContest"]').textContent()).toContain(i18n.localize("INDIE_DICE.Contest.Start.Title"));
  }

  /**
   * The GM's pane's token marks: the one controlled outlined solid, at least 2 px, at 3:1 against the pane's ground;
   * no other outlined so.
   */
  async function markedAlone(theme: string): Promise<void> {
    const [mark, ground, others] = await table.pane(GM).evaluate((pane, hero) => {
      const button = pane.querySelector<HTMLElement>(`[data-control="${hero}"]`)!;
      const style = getComputedStyle(button);
      // The pane's ground: the first ancestor with a colour of its own.
      let ground = "rgb(255, 255, 255)";
      for (let at: Element | null = pane; at; at = at.parentElement) {
        const color = getComputedStyle(at).backgroundColor;
        if (!/rgba\(0, 0, 0, 0\)|transparent/.test(color)) {
          ground = color;
          break;
        }
      }
      const unmarked = [...pane.querySelectorAll<HTMLElement>('[data-control][aria-pressed="false"]')].map((other) => getComputedStyle(other).outlineStyle);
      return [{ style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor }, ground, unmarked];
    }, HERO);
    expect(mark.style, theme).toBe("solid");
    expect(mark.width, theme).toBeGreaterThanOrEqual(2);
    expect(contrast(mark.color, ground), theme).toBeGreaterThanOrEqual(3);
    expect(others, theme).not.toContain("solid");
  }

  eachCase(BEHAVIOUR, "light, then dark (the page's Theme select): the token *Select the tokens that passed* controls is marked, and only it", async ({ width, height, lang }) => {
    await page.setViewportSize({ width, height });
    await page.goto(new URL(`?lang=${lang}&theme=light`, page.url()).toString());
    await table.ready();
    // Ann rolls the GM's request (2 to pass: 2d6 cannot fail); the GM's *Select the tokens that passed* on the
    // card controls her token on the GM's client, which marks it.
    await request("2", true);
    const prompt = table.dialog(ANN);
    await prompt.waitFor();
    await prompt.locator("button.indie-dice-roll").click();
    await prompt.waitFor({ state: "detached" });
    const row = requests(GM).last().locator(`.indie-dice-request-row[data-participant="${HERO}"]`);
    await expect.poll(() => row.getAttribute("class")).toMatch(/passed/);
    const gm = table.pane(GM);
    const token = gm.locator(`[data-control="${HERO}"]`);
    expect(await token.getAttribute("aria-pressed")).toBe("false");
    await requests(GM).last().click({ button: "right", position: { x: 10, y: 10 } });
    await gm.locator('#context-menu .context-item').filter({ hasText: translatorFor(lang).localize("INDIE_DICE.ContextMenu.SelectPassed") }).click();
    await expect.poll(() => token.getAttribute("aria-pressed")).toBe("true");
    await markedAlone("light");
    // The same table in the dark theme, switched in place as a user does (the page applies it as on a load).
    await page.selectOption("#theme", "dark");
    await expect.poll(() => page.locator("body").getAttribute("class")).toMatch(/theme-dark/);
    expect(await token.getAttribute("aria-pressed")).toBe("true");
    await markedAlone("dark");
  });
});
