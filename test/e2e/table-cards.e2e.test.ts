/**
 * The module's shared cards on the table, played by the GM and Ann in their own panes: the Start contest dialog's
 * chances are the ones the card shows and the ones a side's dialog gives it; a contest posts its verdict once; many
 * against one gives joint chances that add up; a roll made for a card says what it is for; a roll request shows its
 * group's exact chance and fixes what it asked in the roller's dialog; the dice fairness report counts the very dice
 * the cards show and exports them.
 */
import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, HERO, TablePage, WARDEN } from "./table-page";

const skip = skipWithoutChromium("table cards e2e");
const TOMAS = "tomasToken000001";
const MIRA = "miraToken0000001";

describe.skipIf(skip)(`the module's cards on the table${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  });

  const contest = (userId: string) => table.pane(userId).locator(".indie-dice-contest").last();
  const sideButton = (userId: string, participant: string) =>
    contest(userId).locator(`[data-action="indie-dice-contest-roll"][data-participant="${participant}"]`);

  /** The GM controls the attackers (Shift adds), targets Ann's hero and opens Start contest in the GM's pane. */
  async function openStartContest(attackers: readonly string[]): Promise<Locator> {
    const gm = table.pane(GM);
    for (const [index, token] of attackers.entries())
      await gm.locator(`[data-control="${token}"]`).click(index === 0 ? {} : { modifiers: ["Shift"] });
    await gm.locator(`[data-target="${HERO}"]`).click();
    await gm.locator('[data-tool="indieDiceContest"]').click();
    const start = gm.locator(".table-windows form.contest-start");
    await start.waitFor();
    return start;
  }

  const setupOdds = (start: Locator) =>
    start
      .locator(".indie-dice-contest-setup-odds .indie-dice-figure")
      .evaluateAll((elements) => elements.map((e) => Number(e.getAttribute("data-probability"))));

  /**
   * A user rolls from the dialog the card opened in their pane; it closes. The GM presses the card's button; a card
   * that asks Ann to roll opens her dialog itself, as a prompt (docs/prompts.md), over the card's button, which stays
   * enabled behind it.
   */
  async function rollFrom(userId: string, button: Locator): Promise<void> {
    if (userId !== ANN) await button.click();
    const dialog = table.dialog(userId);
    await dialog.waitFor();
    if (userId === ANN) {
      expect(await dialog.locator(".indie-dice-prompt").count()).toBe(1);
      expect(await button.isEnabled()).toBe(true);
    }
    // This dialog: a card may prompt the next roll (an extended test's next round) as soon as this one is recorded.
    const opened = await dialog.elementHandle();
    await dialog.locator("button.indie-dice-roll").click();
    await opened!.waitForElementState("hidden");
  }

  it(
    "a contest: the Start dialog's chances are the card's and the side's dialog's; " +
      "each side rolls in its pane; one verdict",
    async () => {
      await table.ready();
      const start = await openStartContest([WARDEN]);
      expect(await table.inViewInPane(GM, start)).toEqual({ inPane: true, buttonHit: true, scrollY: 0 });
      const even = await setupOdds(start);
      const bonus = start.locator('[name="a0.bonus"]');
      await bonus.fill("4");
      await bonus.dispatchEvent("change");
      await expect.poll(async () => (await setupOdds(start))[0]).toBeGreaterThan(even[0]!);
      const promised = await setupOdds(start);
      await start.locator("button.indie-dice-contest-start-button").click();
      for (const client of [GM, ANN]) {
        await expect.poll(() => table.pane(client).locator(".indie-dice-contest").count()).toBe(1);
        // The pairing's row says them before the rolls; the card's folded details hold them too: the reader opens them.
        // (Ann's prompt may cover her card: the summary is clicked where it is, as a screen reader would.)
        const probabilities = (selector: string) =>
          contest(client)
            .locator(selector)
            .evaluateAll((elements) => elements.map((e) => Number(e.getAttribute("data-probability"))));
        expect(await probabilities(".indie-dice-contest-pairing .indie-dice-contest-figure")).toEqual(promised);
        await contest(client).locator("details[data-card-details] > summary").dispatchEvent("click");
        const figures = await probabilities(".indie-dice-card-details .indie-dice-contest-figure");
        expect(figures).toEqual(promised);
        expect(figures.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
      }

      // The Warden's side, in the GM's pane: its dialog carries the bonus and the chance the card promised.
      await sideButton(GM, WARDEN).click();
      const dialog = table.dialog(GM);
      await dialog.waitFor();
      expect(await dialog.locator('[name="bonus"]').inputValue()).toBe("4");
      const chance = dialog.locator('.indie-dice-contest-chance .indie-dice-figure[data-outcome="beat-0"]');
      expect(Number(await chance.getAttribute("data-probability"))).toBeCloseTo(promised[0]!, 12);
      expect(await dialog.locator(".indie-dice-contest-chance th").textContent()).toBe(
        "Your chance to beat Ilsa Brandt",
      );
      expect(await dialog.locator('[name="flavor"]').inputValue()).toBe("Grave Warden vs Ilsa Brandt — Kaiser contest");
      await dialog.locator("button.indie-dice-roll").click();
      await dialog.waitFor({ state: "detached" });
      // Ilsa's side, in Ann's pane.
      await rollFrom(ANN, sideButton(ANN, HERO));
      const tieBreak = contest(GM).locator('button[data-action="indie-dice-contest-tie-break"]');
      if ((await tieBreak.count()) > 0) await tieBreak.click();
      for (const client of [GM, ANN]) {
        await expect.poll(() => contest(client).getAttribute("data-status")).toBe("resolved");
        await expect.poll(() => table.pane(client).locator(".indie-dice-contest-verdict").count()).toBe(1);
        expect(await table.pane(client).locator(".indie-dice-contest-verdict li").textContent()).toMatch(
          /Ilsa Brandt|Grave Warden/,
        );
      }
    },
  );

  it(
    "Escape in a card's roll dialog, opened from the keyboard, closes it and rolls nothing; " +
      "the focus goes back to the card drawn anew",
    async () => {
      await table.ready();
      const start = await openStartContest([WARDEN]);
      await start.locator("button.indie-dice-contest-start-button").click();
      await expect.poll(() => contest(ANN).count()).toBe(1);
      const button = sideButton(GM, WARDEN);
      await button.focus();
      await page.keyboard.press("Enter");
      const dialog = table.dialog(GM);
      await dialog.waitFor();
      // The dialog says what the roll is for, and the whole of it shows in its field.
      const flavor = dialog.locator('[name="flavor"]');
      expect(await flavor.inputValue()).toBe("Grave Warden vs Ilsa Brandt — Kaiser contest");
      expect(await flavor.evaluate((field) => field.scrollWidth <= field.clientWidth + 1)).toBe(true);
      // Every field is the card's: the focus opens on the roll mode; Tab goes on to Roll and the flavor, as they stand
      // under the fields, and only then to the odds.
      expect(await dialog.locator('[name="rollMode"]').evaluate((select) => select === document.activeElement)).toBe(
        true,
      );
      const order: string[] = [];
      for (let step = 0; step < 3; step++) {
        await page.keyboard.press("Tab");
        order.push(
          await page.evaluate(
            () => document.activeElement?.getAttribute("name") ?? document.activeElement?.className ?? "",
          ),
        );
      }
      expect(order).toEqual(["indie-dice-roll", "flavor", "indie-dice-odds"]);
      // Meanwhile Ann rolls her side (in her own browser): the GM's card is drawn anew, its Roll button a new element.
      const drawnBefore = await button.elementHandle();
      await rollFrom(ANN, sideButton(ANN, HERO));
      await page.waitForFunction((old) => !old?.isConnected, drawnBefore);
      await flavor.focus();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      // Ann's roll and the card; nothing of the Warden's.
      for (const client of [GM, ANN]) expect(await table.messages(client).count()).toBe(2);
      expect(await contest(GM).locator(`[data-participant="${WARDEN}"]`).first().getAttribute("data-rolled")).not.toBe(
        "true",
      );
      // The focus is back on the GM's Roll button, on the card as drawn now, not lost on the page.
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    },
  );

  it("posts a resolved contest's verdict once, and no second one when Ann's log is drawn anew", async () => {
    await table.ready();
    const start = await openStartContest([WARDEN]);
    await start.locator("button.indie-dice-contest-start-button").click();
    await expect.poll(() => contest(ANN).count()).toBe(1);
    await rollFrom(GM, sideButton(GM, WARDEN));
    await rollFrom(ANN, sideButton(ANN, HERO));
    const tieBreak = contest(GM).locator('button[data-action="indie-dice-contest-tie-break"]');
    if ((await tieBreak.count()) > 0) await tieBreak.click();
    const verdicts = (client: string) => table.pane(client).locator(".indie-dice-contest-verdict");
    for (const client of [GM, ANN]) await expect.poll(() => verdicts(client).count()).toBe(1);
    const messages = await table.messages(GM).count();
    // Ann's browser loads the page again (logged out and in): her log is drawn anew, and no second verdict posted.
    const drawnBefore = await table.messages(ANN).last().elementHandle();
    await table.pane(ANN).locator(".table-connected input").uncheck();
    await table.pane(ANN).locator(".table-connected input").check();
    await page.waitForFunction((log) => !log?.isConnected, drawnBefore);
    await expect.poll(() => verdicts(ANN).count()).toBe(1);
    for (const client of [GM, ANN]) {
      expect(await table.messages(client).count()).toBe(messages);
      expect(await verdicts(client).count()).toBe(1);
    }
  });

  it(
    "many against one: the defender rolls once; " + "the joint chances add up and agree with the expected wins",
    async () => {
      await table.ready();
      const start = await openStartContest([WARDEN, TOMAS, MIRA]);
      expect(await table.inViewInPane(GM, start)).toEqual({ inPane: true, buttonHit: true, scrollY: 0 });
      await start.locator("button.indie-dice-contest-start-button").click();
      await expect.poll(() => contest(ANN).count()).toBe(1);
      for (const client of [GM, ANN]) {
        expect(await contest(client).locator(".indie-dice-contest-pairing").count()).toBe(3);
        await contest(client).locator("details[data-card-details] > summary").dispatchEvent("click");
        const joint = contest(client).locator(".indie-dice-contest-joint");
        const chance = async (key: string) =>
          Number(await joint.locator(`[data-outcome="${key}"]`).getAttribute("data-probability"));
        expect((await chance("defenderHoldsAll")) + (await chance("atLeastOneAttackerWins"))).toBeCloseTo(1, 12);
        const rows = await joint
          .locator("tbody [data-probability]")
          .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute("data-probability"))));
        expect(rows).toHaveLength(4);
        expect(rows.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
        expect(rows[0]).toBeCloseTo(await chance("defenderHoldsAll"), 12);
        const expectedWins = Number(
          await joint.locator('[data-outcome="expectedAttackerWins"]').getAttribute("data-value"),
        );
        expect(expectedWins).toBeCloseTo(
          rows.reduce((sum, p, wins) => sum + wins * p, 0),
          12,
        );
      }
    },
  );

  it(
    "a roll request: what it asked is fixed in Ann's dialog; " +
      "her row is judged and the verdict drawn in both panes",
    async () => {
      await table.ready();
      await table.pane(GM).locator('[data-tool="indieDiceRequest"]').click();
      await table.pane(GM).locator(".table-windows dialog button[data-action=request]").click();
      const card = (client: string) => table.pane(client).locator(".indie-dice-request").last();
      for (const client of [GM, ANN]) await expect.poll(() => card(client).count()).toBe(1);
      expect(await card(ANN).locator(".indie-dice-request-asked").textContent()).toBe(
        "Check: Resistance (2d6), Difficulty: 11",
      );
      const row = (client: string) => card(client).locator(`.indie-dice-request-row[data-participant="${HERO}"]`);
      // Ann's dialog opens as a prompt in her pane (docs/prompts.md): no press needed.
      const dialog = table.dialog(ANN);
      await dialog.waitFor();
      expect(await dialog.locator(".indie-dice-prompt").count()).toBe(1);
      expect(await dialog.locator('[name="difficulty"]').inputValue()).toBe("11");
      for (const name of ["difficulty", "kind"])
        expect(await dialog.locator(`[name="${name}"]`).isDisabled(), name).toBe(true);
      expect(await dialog.locator('[name="bonus"]').isDisabled()).toBe(false);
      await dialog.locator("button.indie-dice-roll").click();
      for (const client of [GM, ANN]) {
        await expect
          .poll(() => row(client).locator(".indie-dice-request-status").textContent())
          .toMatch(/^(passed|failed)$/);
        expect(await row(client).locator(".indie-dice-request-detail").textContent()).toMatch(
          /^Total -?\d+, \d+ Do[SF]$/,
        );
        expect(await card(client).locator(".indie-dice-banner").textContent()).toMatch(
          /^The group (succeeds|fails)\.$/,
        );
      }
    },
  );

  it(
    "a Group Test and an Extended Test: each roll made for the card says what it is for; " +
      "Ann's prompt leaves the GM's card in reach",
    async () => {
      await table.ready();
      const gm = table.pane(GM);
      await page.setViewportSize({ width: 1280, height: 800 });
      await gm.locator(`[data-control="${HERO}"]`).click();
      await gm.locator(`[data-control="${WARDEN}"]`).click({ modifiers: ["Shift"] });
      await gm.locator(".table-macros summary").click();
      await gm.locator('[data-macro="macroGroupTest00"]').click();
      await gm.locator(".table-windows dialog button[data-action=start]").click();
      await expect.poll(() => table.pane(ANN).locator(".indie-dice-group-test").count()).toBe(1);
      // Ann's prompt stays in her pane: the GM's card, and its Roll button for the Warden, stay in the GM's reach.
      await table.dialog(ANN).waitFor();
      expect(await table.inViewInPane(ANN, table.dialog(ANN))).toEqual({ inPane: true, buttonHit: true, scrollY: 0 });
      expect(
        await table.takesClick(
          gm.locator(`.indie-dice-group-member[data-participant="${WARDEN}"] [data-action="indie-dice-group-roll"]`),
        ),
      ).toBe(true);
      await rollFrom(
        ANN,
        table
          .pane(ANN)
          .locator(`.indie-dice-group-member[data-participant="${HERO}"] [data-action="indie-dice-group-roll"]`),
      );
      await expect.poll(() => table.messages(ANN).count()).toBe(2);
      expect(await table.messages(ANN).last().locator(".flavor-text").textContent()).toBe(
        "Group Test: Ilsa Brandt's roll",
      );

      // The Extended Test is for the one token the GM controls: Ilsa's. On a wide screen too, Ann's prompt stays in her
      // pane, and the GM's card in reach.
      // Both stay controlled from the Group Test (Foundry's click on a controlled token keeps the others): Shift and a
      // click releases the Warden, or the macro would start a card for each.
      await page.setViewportSize({ width: 1920, height: 1080 });
      await gm.locator(`[data-control="${WARDEN}"]`).click({ modifiers: ["Shift"] });
      expect(await gm.locator(`[data-control="${WARDEN}"]`).getAttribute("aria-pressed")).toBe("false");
      await gm.locator('[data-macro="macroExtendedTst"]').click();
      await gm.locator(".table-windows dialog button[data-action=start]").click();
      await expect.poll(() => table.pane(ANN).locator(".indie-dice-extended-test").count()).toBe(1);
      const extended = (client: string) => table.pane(client).locator(".indie-dice-extended-test");
      await table.dialog(ANN).waitFor();
      expect(await table.inViewInPane(ANN, table.dialog(ANN))).toEqual({ inPane: true, buttonHit: true, scrollY: 0 });
      expect(await table.takesClick(extended(GM).locator(".indie-dice-card-header"))).toBe(true);
      await rollFrom(ANN, extended(ANN).locator('[data-action="indie-dice-extended-roll"]'));
      for (const client of [GM, ANN])
        await expect.poll(() => extended(client).locator(".indie-dice-extended-history tbody tr").count()).toBe(1);
      expect(await table.messages(ANN).last().locator(".flavor-text").textContent()).toMatch(
        /^Extended Test, round 1 of \d+: Ilsa Brandt/,
      );
    },
  );

  it(
    "the dice fairness report counts the dice the cards show, " +
      "by user and die, a chart beside each table, and a CSV",
    async () => {
      await table.ready();
      for (const seed of ["3", "4", "5"]) {
        const dialog = await table.openRoll(ANN, "kingdoms");
        await table.fill(dialog, { pool: "6", dice: "4", dt: "7" });
        await table.seed(seed);
        await dialog.locator("button.indie-dice-roll").click();
        await expect.poll(() => table.messages(ANN).count()).toBe(Number(seed) - 2);
      }
      const olde = await table.openRoll(ANN, "olde");
      await table.fill(olde, { count: "2", faces: "4", adjustment: "1", target: "8" });
      await olde.locator("button.indie-dice-roll").click();
      await expect.poll(() => table.messages(GM).count()).toBe(4);
      expect(await table.messages(GM).locator(".indie-dice-die").count()).toBe(14);

      await table.pane(GM).locator('[data-tool="indieDiceFairness"]').click();
      const report = table.pane(GM).locator(".table-windows .fairness-window");
      await report.locator(".indie-dice-fairness").waitFor();
      expect(await table.pane(ANN).locator(".fairness-window").count()).toBe(0);
      const groups = report.locator(".indie-dice-fairness-group");
      expect(await groups.locator(".indie-dice-fairness-title").allTextContents()).toEqual(["Ann: d4", "Ann: d12"]);
      expect(await groups.evaluateAll((sections) => sections.map((s) => Number(s.getAttribute("data-n"))))).toEqual([
        2, 12,
      ]);
      for (const [index, faces] of [
        [0, 4],
        [1, 12],
      ] as const) {
        const section = groups.nth(index);
        expect(await section.locator("svg.indie-dice-fairness-chart rect").count()).toBe(faces);
        const observed = (await section.locator("tbody td:nth-child(2)").allTextContents()).map(Number);
        expect(observed.reduce((sum, count) => sum + count, 0)).toBe(Number(await section.getAttribute("data-n")));
      }
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        report.locator('[data-action="exportFairnessCsv"]').click(),
      ]);
      expect(download.suggestedFilename()).toBe("indie-dice-fairness.csv");
      const csv = readFileSync((await download.path())!, "utf8");
      expect(csv.split("\n")[0]).toMatch(/^user_id,user,die,source,face,observed,expected,/);
      expect(csv).toContain(`${ANN},Ann,d12,`);
    },
  );
});
