/**
 * Cards that fit Foundry's 300 px chat column (issue 34): on the table, built and served as `npm start` ships it, in
 * the look CI has (the playground's approximation; with FOUNDRY_PATH, Foundry's own stylesheet), a contest of three
 * against one stays under 600 px and a group test of four and a request of four rows under 450 px, before anyone
 * rolls and once they have; their details stay folded until asked for, by the keyboard too. Each card is measured
 * in the GM's pane, where the GM rolls every side (Shift: straight to the dice, as in Foundry) and the cards carry
 * the GM's own buttons (Roll for those offline, Close the request) besides every row's.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { skipWithoutChromium, usePlaygroundPage } from "./browser";
import { chooseTableLanguage, E2E_LANGUAGES, layoutScreens, literalParts, translatorFor } from "./languages";
import { GM, HERO, TablePage, WARDEN } from "./table-page";

const skip = skipWithoutChromium("card heights e2e");
const TOMAS = "tomasToken000001";
const MIRA = "miraToken0000001";

/** The chat column's width, where a card must fit (Foundry's `--sidebar-width`). */
const COLUMN = 300;

describe.skipIf(skip)("cards in the 300 px chat column", () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  });

  /**
   * The table is ready, with the GM's chat log as wide as Foundry's sidebar: a pane fills half the screen, so its
   * log is about twice that, where any card would look short. A style rule (not the element's own style) keeps the
   * width whenever the log is drawn anew; the log's own padding counts within the 300 px, as in Foundry's column.
   */
  async function readyAtColumnWidth(): Promise<void> {
    await table.ready();
    await page.addStyleTag({ content: `[data-client-user="${GM}"] ol.chat-log { box-sizing: border-box; width: ${COLUMN}px; }` });
  }

  /** The whole chat message holding the GM's last card matching `selector`: what takes the room in the log. */
  const message = (selector: string) => table.messages(GM).filter({ has: page.locator(selector) }).last();

  async function height(locator: Locator): Promise<number> {
    const box = (await locator.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(COLUMN);
    return box.height;
  }

  /** The GM controls the given tokens (Shift adds), as a group test and a request take theirs. */
  async function control(tokens: readonly string[]): Promise<void> {
    await table.control(GM, tokens);
  }

  /** The GM's three tokens against Ann's hero, a Kingdoms and Rulers contest started from the GM's Start contest. */
  async function startContest(): Promise<Locator> {
    const gm = table.pane(GM);
    await control([WARDEN, TOMAS, MIRA]);
    await gm.locator(`[data-target="${HERO}"]`).click();
    await gm.locator('[data-tool="indieDiceContest"]').click();
    const start = gm.locator(".table-windows form.contest-start");
    await start.waitFor();
    await start.locator('select[name="ruleSet"]').selectOption("kingdoms");
    await start.locator("button.indie-dice-contest-start-button").click();
    await start.waitFor({ state: "detached" });
    return message(".indie-dice-contest");
  }

  it("a contest of three against one: at most 600 px before the rolls and after, its details folded", async () => {
    await readyAtColumnWidth();
    const card = await startContest();
    expect(await height(card)).toBeLessThanOrEqual(600);
    const contest = table.pane(GM).locator(".indie-dice-contest").last();
    expect(await contest.locator("details[data-card-details]").evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    for (const [index, token] of [WARDEN, TOMAS, MIRA, HERO].entries()) {
      await table.seed(String(index + 11));
      await contest.locator(`[data-action="indie-dice-contest-roll"][data-participant="${token}"]`).click({ modifiers: ["Shift"] });
      await expect.poll(() => contest.locator(`[data-participant="${token}"][data-rolled="true"]`).count()).toBeGreaterThan(0);
    }
    await expect.poll(() => contest.getAttribute("data-status")).toBe("resolved");
    expect(await height(card)).toBeLessThanOrEqual(600);
    // The chances before the rolls are folded away, not gone: one keypress on the summary shows them.
    expect(await contest.locator(".indie-dice-contest-joint-table").isVisible()).toBe(false);
    await contest.locator("details[data-card-details] > summary").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => contest.locator(".indie-dice-contest-joint-table").isVisible()).toBe(true);
    expect(await contest.locator(".indie-dice-contest-pairing-details .indie-dice-contest-figure").count()).toBeGreaterThan(0);
    await page.keyboard.press("Space");
    await expect.poll(() => contest.locator(".indie-dice-contest-joint-table").isVisible()).toBe(false);
  });

  /** Laptop and desktop screens a table plays on (issue 43): the language's layout screens. */
  it.each(E2E_LANGUAGES)("%s: a contest of three against one says each side's chance in every pairing's row before the rolls, its details folded, at most 600 px at 1280×800 and 1920×1080 (1366×768 too in English and German)", async (lang) => {
    const i18n = translatorFor(lang);
    await chooseTableLanguage(page, lang);
    await readyAtColumnWidth();
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    const card = await startContest();
    const contest = table.pane(GM).locator(".indie-dice-contest").last();
    const rows = contest.locator(".indie-dice-contest-pairing");
    expect(await rows.count()).toBe(3);
    const wins = literalParts(i18n.localize("INDIE_DICE.Contest.Odds.Wins"));
    // A figure's exact chance, and its tooltip: the details' whole sentence for it ("Grave Warden wins: 32.2%").
    const read = (elements: Element[]) => elements.map((e) => [Number(e.getAttribute("data-probability")), e.getAttribute("title") ?? e.textContent]);
    const rowFigures = new Map<string, unknown[]>();
    for (const [width, tall] of layoutScreens(lang)) {
      await page.setViewportSize({ width, height: tall });
      expect(await contest.locator("details[data-card-details]").evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      expect(await height(card)).toBeLessThanOrEqual(600);
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
        expect(await row.locator(".indie-dice-contest-outcome-icon").getAttribute("title")).toBe(i18n.localize("INDIE_DICE.Contest.Tone.waiting"));
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    // The details, opened, say the same figures in whole sentences.
    await contest.locator("details[data-card-details] > summary").click();
    for (const [attacker, inRow] of rowFigures) {
      const details = contest.locator(`.indie-dice-contest-pairing-details[data-attacker="${attacker}"] .indie-dice-contest-figure`);
      await expect.poll(() => details.count()).toBeGreaterThan(0);
      expect(await details.evaluateAll(read)).toEqual(inRow);
    }
  });

  it("a group test of four: at most 450 px before the rolls and after, its rules paragraph folded", async () => {
    await readyAtColumnWidth();
    const gm = table.pane(GM);
    const members = [HERO, WARDEN, TOMAS, MIRA];
    await control(members);
    await gm.locator(".table-macros summary").click();
    await gm.locator('[data-macro="macroGroupTest00"]').click();
    await gm.locator(".table-windows dialog button[data-action=start]").click();
    const card = message(".indie-dice-group-test");
    await card.waitFor();
    expect(await height(card)).toBeLessThanOrEqual(450);
    const group = gm.locator(".indie-dice-group-test").last();
    expect(await group.locator(".indie-dice-note").isVisible()).toBe(false);
    // The group's chance stands outside the fold before anyone rolls (issue 43).
    const groupChance = group.locator(':scope > .indie-dice-odds[data-outcome="now"]');
    expect(await groupChance.isVisible()).toBe(true);
    expect(await groupChance.textContent()).toMatch(/\d[.,]\d\s?% that the group passes/);
    for (const [index, token] of members.entries()) {
      await table.seed(String(index + 2));
      await group.locator(`[data-action="indie-dice-group-roll"][data-participant="${token}"]`).click({ modifiers: ["Shift"] });
      await expect.poll(() => group.locator(`[data-action="indie-dice-group-roll"][data-participant="${token}"]`).count()).toBe(0);
    }
    await expect.poll(() => group.locator('[data-action="indie-dice-group-roll"]').count()).toBe(0);
    expect(await height(card)).toBeLessThanOrEqual(450);
    await group.locator("details[data-card-details] > summary").focus();
    await page.keyboard.press("Space");
    await expect.poll(() => group.locator(".indie-dice-note").isVisible()).toBe(true);
  });

  it("a roll request of four rows: at most 450 px before the rolls and after", async () => {
    await readyAtColumnWidth();
    const gm = table.pane(GM);
    // Each row with its own number (a Kaiser row's bonus), as the GM may fill it in.
    const rows = [[HERO, "Ilsa Brandt", "4"], [WARDEN, "Grave Warden", "2"], [TOMAS, "Tomas Reed", "3"], [MIRA, "Mira Vell", "5"]] as const;
    await control(rows.map(([token]) => token));
    await gm.locator('[data-tool="indieDiceRequest"]').click();
    const dialog = gm.locator(".table-windows dialog");
    await dialog.waitFor();
    for (const [, name, own] of rows) await dialog.locator("tr", { hasText: name }).locator('input[type="number"]').fill(own);
    await dialog.locator("button[data-action=request]").click();
    const card = message(".indie-dice-request");
    await card.waitFor();
    expect(await card.locator(".indie-dice-request-row").count()).toBe(4);
    expect(await height(card)).toBeLessThanOrEqual(450);
    // The group's chance, and each row's, stand in view before anyone rolls (issue 43).
    const groupChance = card.locator('.indie-dice-request > .indie-dice-odds[data-outcome="group"]');
    expect(await groupChance.isVisible()).toBe(true);
    expect(Number(await groupChance.getAttribute("data-probability"))).toBeGreaterThan(0);
    const request = gm.locator(".indie-dice-request").last();
    for (const [index, [token]] of rows.entries()) {
      await table.seed(String(index + 4));
      await request.locator(`.indie-dice-request-row[data-participant="${token}"] [data-action="indie-dice-request-roll"]`).click({ modifiers: ["Shift"] });
      await expect.poll(() => request.locator(`.indie-dice-request-row[data-participant="${token}"] .indie-dice-request-status`).textContent()).toMatch(/^(passed|failed)$/);
    }
    await expect.poll(() => request.locator(".indie-dice-banner").count()).toBe(1);
    expect(await height(card)).toBeLessThanOrEqual(450);
  });
});
