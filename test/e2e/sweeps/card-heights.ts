/**
 * Cards that fit Foundry's 300 px chat column (issue 34), measured in the GM's pane, where the GM rolls every side
 * and the cards carry the GM's own buttons besides every row's: the steps card-heights.e2e.test.ts (English, the
 * cards before and after their rolls) and the language sweep (language-page.ts: a contest's chances in
 * each language at its layout screens) share, and the sweep's own check.
 */
import type { ElementHandle, Locator } from "playwright-core";
import { expect } from "vitest";
import type { LanguageCode } from "../../../src/ui/languages";
import { layoutScreens, literalParts, translatorFor } from "../languages";
import { GM, HERO, WARDEN, type TablePage } from "../table-page";
import { wordingIn } from "./accessibility";

export const TOMAS = "tomasToken000001";
export const MIRA = "miraToken0000001";

/** The chat column's width, where a card must fit (Foundry's `--sidebar-width`). */
export const COLUMN = 300;

/**
 * The GM's chat log as wide as Foundry's sidebar: a pane fills half the screen, so its log is about twice that, where
 * any card would look short. A style rule (not the element's own style) keeps the width whenever the log is drawn
 * anew; the log's own padding counts within the 300 px, as in Foundry's column. Returns the rule's element, which
 * removed gives the log its width back.
 */
export function atColumnWidth(table: TablePage): Promise<ElementHandle> {
  return table.page.addStyleTag({
    content: `[data-client-user="${GM}"] ol.chat-log { box-sizing: border-box; width: ${COLUMN}px; }`,
  });
}

/** The whole chat message holding the GM's last card matching `selector`: what takes the room in the log. */
export function gmMessage(table: TablePage, selector: string): Locator {
  return table
    .messages(GM)
    .filter({ has: table.page.locator(selector) })
    .last();
}

/** A card's height in the log, once its width is checked to fit the column. */
export async function cardHeight(locator: Locator): Promise<number> {
  const box = (await locator.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(COLUMN);
  return box.height;
}

/** The GM's three tokens against Ann's hero, a Kingdoms and Rulers contest started from the GM's Start contest. */
export async function startContest(table: TablePage): Promise<Locator> {
  const gm = table.pane(GM);
  await table.control(GM, [WARDEN, TOMAS, MIRA]);
  await gm.locator(`[data-target="${HERO}"]`).click();
  await gm.locator('[data-tool="indieDiceContest"]').click();
  const start = gm.locator(".table-windows form.contest-start");
  await start.waitFor();
  await start.locator('select[name="ruleSet"]').selectOption("kingdoms");
  await start.locator("button.indie-dice-contest-start-button").click();
  await start.waitFor({ state: "detached" });
  return gmMessage(table, ".indie-dice-contest");
}

/**
 * On `table`, in `lang`, with the GM's log at the column's width: a contest of three against one says each side's
 * chance in every pairing's row before the rolls, its details folded, at most 600 px at each of the language's
 * layout screens (issue 43); its details, opened at 1280×900, say the same figures in whole sentences.
 */
export async function contestChancesShown(table: TablePage, lang: LanguageCode): Promise<void> {
  const page = table.page;
  const i18n = translatorFor(lang);
  expect(await page.locator("html").getAttribute("lang")).toBe(lang);
  const card = await startContest(table);
  const contest = table.pane(GM).locator(".indie-dice-contest").last();
  const rows = contest.locator(".indie-dice-contest-pairing");
  expect(await rows.count()).toBe(3);
  const wins = literalParts(i18n.localize("INDIE_DICE.Contest.Odds.Wins"));
  // A figure's exact chance, and its tooltip: the details' whole sentence for it ("Grave Warden wins: 32.2%").
  const read = (elements: Element[]) =>
    elements.map((e) => [Number(e.getAttribute("data-probability")), e.getAttribute("title") ?? e.textContent]);
  const rowFigures = new Map<string, unknown[]>();
  for (const [width, tall] of layoutScreens(lang)) {
    await page.setViewportSize({ width, height: tall });
    expect(
      await contest.locator("details[data-card-details]").evaluate((details) => (details as HTMLDetailsElement).open),
    ).toBe(false);
    expect(await cardHeight(card)).toBeLessThanOrEqual(600);
    for (let index = 0; index < 3; index++) {
      const row = rows.nth(index);
      const attacker = await row.getAttribute("data-attacker");
      const figures = row.locator(".indie-dice-contest-chances .indie-dice-contest-figure");
      // Both sides' chances, each in view in the row, in the card's language, with the figures the details hold.
      expect(await figures.count()).toBeGreaterThanOrEqual(2);
      for (const figure of await figures.all()) {
        expect(await figure.isVisible()).toBe(true);
        expect(await figure.textContent()).toMatch(/(<|>)?\d+[.,]\d\s?%$/);
      }
      const inRow = await figures.evaluateAll(read);
      for (const part of wins) expect(String(inRow[0]![1])).toContain(part);
      expect(inRow.reduce((sum, [p]) => sum + Number(p), 0)).toBeCloseTo(1, 9);
      rowFigures.set(attacker!, inRow);
      // The icon still says the pairing waits for its rolls.
      expect(await row.locator(".indie-dice-contest-outcome-icon").getAttribute("title")).toBe(
        i18n.localize("INDIE_DICE.Contest.Tone.waiting"),
      );
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // The details, opened, say the same figures in whole sentences.
  await contest.locator("details[data-card-details] > summary").click();
  for (const [attacker, inRow] of rowFigures) {
    const details = contest.locator(
      `.indie-dice-contest-pairing-details[data-attacker="${attacker}"] .indie-dice-contest-figure`,
    );
    await expect.poll(() => details.count()).toBeGreaterThan(0);
    expect(await details.evaluateAll(read)).toEqual(inRow);
  }
  // Its sentences whole in the language: the three it waits for listed as the language lists names.
  expect(await wordingIn(page, lang)).toEqual([]);
}
