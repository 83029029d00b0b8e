/**
 * The table keeps a table's state like Foundry does (issue 43 item 7): after a reload — or the language switch,
 * which reloads — each pane draws the cards as its own user (the player sees no GM button and no hidden difficulty),
 * the world and each pane's client settings and the saved rolls are as they were, a prompt left open opens again
 * once and a closed one never; a controlled token is marked in either theme. Checked in English (a reload) and German
 * (the language switch, and longer words) at 1280×800: what a reload keeps and how a mark is drawn do not change with
 * the screen. How the table lays out across a reload at each screen (1280×800, 1366×768 and 1920×1080 in English and
 * German) — the world's rolls drawn in the language after the switch, the log filling its column and opening at its
 * newest message, its menu in view, a notification over no control that goes after Foundry's five seconds — is
 * checked in every language by the language sweep (sweeps/language-page.ts, sweeps/reload.ts).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import type { LanguageCode } from "../../src/ui/languages";
import { BEHAVIOUR_LANGUAGES, languageMessages, SCREENS, translatorFor } from "./languages";
import { ANN, GM, HERO, TablePage } from "./table-page";

const skip = skipWithoutChromium("table reload e2e");

/** One case per language of `languages`, at the narrowest screen. */
const casesIn = (languages: readonly LanguageCode[]) =>
  languages.map((lang) => ({ width: SCREENS[0][0], height: SCREENS[0][1], lang }));
/** What the table does: in English, which reloads, and German, which comes through the language switch. */
const BEHAVIOUR = casesIn(BEHAVIOUR_LANGUAGES);

/** One test per screen size and language of `cases`, named by them. */
function eachCase(
  cases: typeof BEHAVIOUR,
  title: string,
  test: (screen: (typeof BEHAVIOUR)[number]) => Promise<void>,
): void {
  for (const screen of cases) {
    it(`${screen.width}×${screen.height} ${screen.lang}: ${title}`, () => {
      // A language whose file is missing fails here, by name, not as a table that never loads.
      languageMessages(screen.lang);
      return test(screen);
    });
  }
}

/** The card buttons only a GM has: skip a row, close the request. */
const GM_ONLY = ['[data-action="indie-dice-request-skip"]', '[data-action="indie-dice-request-close"]'];

/** The secret difficulty of the second request (a number no other figure on the table reads). */
const SECRET = "19";

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
    await expect
      .poll(() => ann.locator(".roll-privacy [data-roll-mode=blindroll]").getAttribute("aria-pressed"))
      .toBe("true");
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

  eachCase(
    BEHAVIOUR,
    "each pane as its own user, settings and saved rolls kept, the open prompt once, the closed never",
    async ({ width, height, lang }) => {
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
      expect(
        await ann.evaluate(
          (pane, secret) => [...pane.querySelectorAll("input")].some((input) => input.value === secret),
          SECRET,
        ),
      ).toBe(false);

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
    },
  );

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
      const unmarked = [...pane.querySelectorAll<HTMLElement>('[data-control][aria-pressed="false"]')].map(
        (other) => getComputedStyle(other).outlineStyle,
      );
      return [
        { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor },
        ground,
        unmarked,
      ];
    }, HERO);
    expect(mark.style, theme).toBe("solid");
    expect(mark.width, theme).toBeGreaterThanOrEqual(2);
    expect(contrast(mark.color, ground), theme).toBeGreaterThanOrEqual(3);
    expect(others, theme).not.toContain("solid");
  }

  eachCase(
    BEHAVIOUR,
    "light, then dark (the page's Theme select): " +
      "the token *Select the tokens that passed* controls is marked, and only it",
    async ({ width, height, lang }) => {
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
      await requests(GM)
        .last()
        .click({ button: "right", position: { x: 10, y: 10 } });
      await gm
        .locator("#context-menu .context-item")
        .filter({ hasText: translatorFor(lang).localize("INDIE_DICE.ContextMenu.SelectPassed") })
        .click();
      await expect.poll(() => token.getAttribute("aria-pressed")).toBe("true");
      await markedAlone("light");
      // The same table in the dark theme, switched in place as a user does (the page applies it as on a load).
      await page.selectOption("#theme", "dark");
      await expect.poll(() => page.locator("body").getAttribute("class")).toMatch(/theme-dark/);
      expect(await token.getAttribute("aria-pressed")).toBe("true");
      await markedAlone("dark");
    },
  );
});
