/**
 * Cards that fit Foundry's 300 px chat column (issue 34): on the table, built and served as `npm start` ships it, in
 * the look CI has (the playground's approximation; with FOUNDRY_PATH, Foundry's own stylesheet), a contest of three
 * against one stays under 600 px and a group test of four and a request of four rows under 450 px, before anyone
 * rolls and once they have; their details stay folded until asked for, by the keyboard too. In English; each
 * language's contest chances at its layout screens are the language sweep's (sweeps/language-page.ts). Each card
 * is measured in the GM's pane, where the GM rolls every side (Shift: straight to the dice, as in Foundry) and the
 * cards carry the GM's own buttons (Roll for those offline, Close the request) besides every row's.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { skipWithoutChromium, usePlaygroundPage } from "./browser";
import { GM, HERO, TablePage, WARDEN } from "./table-page";
import { atColumnWidth, cardHeight, gmMessage, MIRA, startContest, TOMAS } from "./sweeps/card-heights";
import { misalignedColumns } from "./table-columns";

const skip = skipWithoutChromium("card heights e2e");

describe.skipIf(skip)("cards in the 300 px chat column", () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  });

  /**
   * The table is ready, with the GM's chat log as wide as Foundry's sidebar (sweeps/card-heights.ts `atColumnWidth`).
   */
  async function readyAtColumnWidth(): Promise<void> {
    await table.ready();
    await atColumnWidth(table);
  }

  const message = (selector: string) => gmMessage(table, selector);
  const height = cardHeight;

  /** The GM controls the given tokens (Shift adds), as a group test and a request take theirs. */
  async function control(tokens: readonly string[]): Promise<void> {
    await table.control(GM, tokens);
  }

  it("a contest of three against one: at most 600 px before the rolls and after, its details folded", async () => {
    await readyAtColumnWidth();
    const card = await startContest(table);
    expect(await height(card)).toBeLessThanOrEqual(600);
    const contest = table.pane(GM).locator(".indie-dice-contest").last();
    expect(
      await contest.locator("details[data-card-details]").evaluate((details) => (details as HTMLDetailsElement).open),
    ).toBe(false);
    for (const [index, token] of [WARDEN, TOMAS, MIRA, HERO].entries()) {
      await table.seed(String(index + 11));
      await contest
        .locator(`[data-action="indie-dice-contest-roll"][data-participant="${token}"]`)
        .click({ modifiers: ["Shift"] });
      await expect
        .poll(() => contest.locator(`[data-participant="${token}"][data-rolled="true"]`).count())
        .toBeGreaterThan(0);
    }
    await expect.poll(() => contest.getAttribute("data-status")).toBe("resolved");
    expect(await height(card)).toBeLessThanOrEqual(600);
    // The chances before the rolls are folded away, not gone: one keypress on the summary shows them.
    expect(await contest.locator(".indie-dice-contest-joint-table").isVisible()).toBe(false);
    await contest.locator("details[data-card-details] > summary").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => contest.locator(".indie-dice-contest-joint-table").isVisible()).toBe(true);
    // Its header stands over its rows: how many win at the start, the chances at the end.
    expect(await misalignedColumns(contest.locator(".indie-dice-contest-joint-table"))).toEqual([]);
    expect(
      await contest.locator(".indie-dice-contest-pairing-details .indie-dice-contest-figure").count(),
    ).toBeGreaterThan(0);
    await page.keyboard.press("Space");
    await expect.poll(() => contest.locator(".indie-dice-contest-joint-table").isVisible()).toBe(false);
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
      await group
        .locator(`[data-action="indie-dice-group-roll"][data-participant="${token}"]`)
        .click({ modifiers: ["Shift"] });
      await expect
        .poll(() => group.locator(`[data-action="indie-dice-group-roll"][data-participant="${token}"]`).count())
        .toBe(0);
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
    const rows = [
      [HERO, "Ilsa Brandt", "4"],
      [WARDEN, "Grave Warden", "2"],
      [TOMAS, "Tomas Reed", "3"],
      [MIRA, "Mira Vell", "5"],
    ] as const;
    await control(rows.map(([token]) => token));
    await gm.locator('[data-tool="indieDiceRequest"]').click();
    const dialog = gm.locator(".table-windows dialog");
    await dialog.waitFor();
    for (const [, name, own] of rows)
      await dialog.locator("tr", { hasText: name }).locator('input[type="number"]').fill(own);
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
      await request
        .locator(`.indie-dice-request-row[data-participant="${token}"] [data-action="indie-dice-request-roll"]`)
        .click({ modifiers: ["Shift"] });
      await expect
        .poll(() =>
          request
            .locator(`.indie-dice-request-row[data-participant="${token}"] .indie-dice-request-status`)
            .textContent(),
        )
        .toMatch(/^(passed|failed)$/);
    }
    await expect.poll(() => request.locator(".indie-dice-banner").count()).toBe(1);
    expect(await height(card)).toBeLessThanOrEqual(450);
  });
});
