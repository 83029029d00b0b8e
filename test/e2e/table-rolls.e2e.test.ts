/**
 * The module's roll dialog on the table, through its own UI in a user's pane (the Indie Dice roll tool, then the
 * rule set): every odds figure is the pure view model's exact value and the engine's exact odds; a roll posts a card
 * to both clients' logs, the same card for the same seed; a bad field is refused beside it; the largest input
 * allowed fits the pane with Roll in reach; the keyboard alone rolls and closes; hostile text stays text; a blind
 * roll shows its result to the GM and never in the player's pane.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import english from "../../lang/en.json";
import { exactOdds } from "../../src/core/odds/exact-odds";
import { DIALOG_MODELS } from "../../src/ui/dialog-models";
import { type DialogView, type FormValues } from "../../src/ui/dialogs/dialog-types";
import { type RuleSetId } from "../../src/core/rule-set-types";
import { createTranslator } from "../../src/ui/translator";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, ROLLS, TablePage, WORLD_SETTINGS } from "./table-page";

const EN = createTranslator("en", english);
const HOSTILE = "<img src=x onerror=alert(1)>";
const skip = skipWithoutChromium("table rolls e2e");

/** The view model the pane's dialog builds for these fields, built here in Node from the same code. */
function viewFor(ruleSet: RuleSetId, fields: Record<string, string>): DialogView {
  const model = DIALOG_MODELS[ruleSet];
  const form: FormValues = { ...model.defaults(WORLD_SETTINGS), ...fields };
  return model.build(form, { i18n: EN, settings: WORLD_SETTINGS, showOdds: true }) as DialogView;
}

describe.skipIf(skip)(`rolling on the table${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  });

  /** What a card shows a reader: its headline, total, dice and odds line. */
  async function cardIn(message: Locator) {
    const card = message.locator(".indie-dice-card");
    return {
      banner: ((await card.locator(".indie-dice-banner").textContent()) ?? "").trim(),
      total: ((await card.locator(".dice-total").first().textContent()) ?? "").trim(),
      faces: await card
        .locator(".indie-dice-die")
        .evaluateAll((dice) => dice.map((die) => die.firstChild?.textContent ?? "")),
      odds: ((await card.locator(".indie-dice-odds").textContent()) ?? "").trim(),
    };
  }

  // Each rule set is rolled by one of the two users in turn: the GM's pane and the player's work alike.
  it.each(ROLLS.map((roll, index) => ({ ...roll, userId: index % 2 === 0 ? GM : ANN })))(
    "$ruleSet: the odds are the view model's exact figures; " +
      "the roll's card is in both logs, the same again for the same seed",
    async ({ ruleSet, fields, seed, userId }) => {
      await table.ready();
      const dialog = await table.openRoll(userId, ruleSet);
      await table.fill(dialog, fields);
      const view = viewFor(ruleSet, fields);
      expect(view.spec, JSON.stringify(view.fields.map((f) => f.error))).not.toBeNull();
      const expected = view.odds!.rows.map((row) => [row.outcome, row.probability] as const);
      expect(expected.length).toBeGreaterThan(0);
      const shown = await table.shownOdds(dialog);
      expect(Object.keys(shown)).toEqual(expected.map(([outcome]) => outcome));
      // The same code in another engine may round the last bit differently: equal to 12 decimals.
      for (const [outcome, probability] of expected) expect(shown[outcome]).toBeCloseTo(probability, 12);

      await table.seed(seed);
      await dialog.locator("button.indie-dice-roll").click();
      for (const client of [GM, ANN])
        await expect.poll(() => table.messages(client).locator(".indie-dice-card").count()).toBe(1);
      // A dialog closes once it rolled, as Foundry's does (closeOnSubmit).
      expect(await dialog.count()).toBe(0);
      const first = await cardIn(table.messages(userId).first());
      expect(first.banner).not.toBe("");
      expect(first.faces.length).toBeGreaterThan(0);
      expect(await cardIn(table.messages(userId === GM ? ANN : GM).first())).toEqual(first);
      expect(await table.messages(userId).first().locator(".indie-dice-luck").textContent()).toMatch(/^Luckier than /);

      // The same seed and fields again: the same dice, the same card.
      const again = await table.openRoll(userId, ruleSet);
      await table.fill(again, fields);
      await table.seed(seed);
      await again.locator("button.indie-dice-roll").click();
      await expect.poll(() => table.messages(userId).locator(".indie-dice-card").count()).toBe(2);
      expect(await cardIn(table.messages(userId).nth(1))).toEqual(first);
    },
  );

  it("shows the engine's exact odds (Kaiser A2 at difficulty 12, K&R every pool size)", async () => {
    await table.ready();
    const kaiserDialog = await table.openRoll(ANN, "kaiser");
    await table.fill(kaiserDialog, { bonus: "4", advantages: "2", difficulty: "12" });
    const kaiser = exactOdds.kaiser.difficulty({ kind: "skill", bonus: 4, advantage: 2, method: "pool" }, 12);
    expect((await table.shownOdds(kaiserDialog)).success).toBeCloseTo(kaiser.pSuccess, 12);
    await kaiserDialog.locator('[name="bonus"]').press("Escape");
    const kingdoms = await table.openRoll(ANN, "kingdoms");
    await table.fill(kingdoms, { pool: "5", dt: "7" });
    const shown = await table.shownOdds(kingdoms);
    exactOdds.kingdoms
      .pools(5, 7)
      .forEach((pool, index) => expect(shown[`pool-${index + 1}`]).toBeCloseTo(pool.atLeastZero, 12));
  });

  it("redraws the odds as keys are typed, keeping the focus in the field", async () => {
    await table.ready();
    const dialog = await table.openRoll(GM, "kaiser");
    const before = (await table.shownOdds(dialog)).success;
    await dialog.locator('[name="bonus"]').focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("6");
    await expect
      .poll(async () => (await table.shownOdds(dialog)).success)
      .toBeCloseTo(viewFor("kaiser", { bonus: "6" }).odds!.rows[0]!.probability, 12);
    expect((await table.shownOdds(dialog)).success).not.toBe(before);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("bonus");
  });

  // A Score Ranges list it cannot read: the other rule sets' bad fields are their limits' "one past it", below.
  const BAD_FIELDS: readonly [RuleSetId, Record<string, string>][] = [["klepto", { ranges: "[..6] a, [8..] b" }]];

  /** The field's own error beside it, as the view model words it, visible, the field marked invalid. */
  async function errorBeside(dialog: Locator, ruleSet: RuleSetId, fields: Record<string, string>, name?: string) {
    const expected = viewFor(ruleSet, fields).fields.find((candidate) => candidate.name === name)!.error;
    expect(expected, name).toBeTruthy();
    const wrapper = dialog.locator(`[data-field="${name}"]`);
    expect(((await wrapper.locator(".indie-dice-error-text").textContent()) ?? "").trim()).toBe(expected);
    expect(await wrapper.locator(".indie-dice-field-error").isVisible()).toBe(true);
    expect(await dialog.locator(`[name="${name}"]`).getAttribute("aria-invalid")).toBe("true");
  }

  it.each(BAD_FIELDS)(
    "%s: a bad field shows its error beside it, disables Roll, and Enter rolls nothing",
    async (ruleSet, fields) => {
      await table.ready();
      const dialog = await table.openRoll(ANN, ruleSet);
      await table.fill(dialog, fields);
      const [name] = Object.keys(fields);
      await errorBeside(dialog, ruleSet, fields, name);
      expect(await dialog.locator("button.indie-dice-roll").isDisabled()).toBe(true);
      await dialog.locator(`[name="${name}"]`).press("Enter");
      expect(await dialog.count()).toBe(1);
      for (const client of [GM, ANN]) expect(await table.messages(client).count()).toBe(0);
    },
  );

  /** 24 Score Ranges, the most the limits allow, in close to the 2,000 characters they allow. */
  const LONGEST_RANGES = [
    "[..0] Effect 0",
    ...Array.from({ length: 20 }, (_, i) => `[${i + 1}..${i + 1}] Effect ${i + 1}`),
    "[21..] Effect 21",
    "[0!] Effect 22",
    "[10!] Effect 23",
  ]
    .map((entry) => `${entry} — the crew slips past the guards and loses nothing on the way`)
    .join(", ");

  // The largest input each rule set allows, and one step past it (docs/limits.md "The policy").
  const WORST_AND_PAST: readonly [RuleSetId, Record<string, string>, Record<string, string>][] = [
    ["kaiser", { bonus: "1000000", advantages: "20", difficulty: "-1000000" }, { advantages: "21" }],
    ["ogs", { stat: "12", skill: "12", modifier: "12", stages: "20", flatBonus: "1000000" }, { stages: "21" }],
    ["kingdoms", { pool: "200", dt: "99" }, { pool: "201" }],
    ["klepto", { modifier: "-1000000", advantages: "3", ranges: LONGEST_RANGES }, { modifier: "-1000001" }],
    ["olde", { count: "10", faces: "100", adjustment: "1000000" }, { count: "11" }],
  ];

  it.each(WORST_AND_PAST)(
    "%s: the largest allowed input fits the player's pane with Roll in reach and rolls; one past it is refused: " +
      "its error beside the field, Roll disabled, and Enter there rolls nothing",
    async (ruleSet, worst, past) => {
      await table.ready();
      for (const [fields, refused] of [
        [worst, false],
        [{ ...worst, ...past }, true],
      ] as const) {
        const dialog = await table.openRoll(ANN, ruleSet);
        await table.fill(dialog, fields);
        const counts = () => Promise.all([GM, ANN].map((client) => table.messages(client).count()));
        const rolls = await counts();
        const [pastName] = Object.keys(past);
        if (refused) await errorBeside(dialog, ruleSet, fields, pastName);
        else expect(await table.inViewInPane(ANN, dialog)).toEqual({ inPane: true, buttonHit: true, scrollY: 0 });
        expect(await dialog.locator("button.indie-dice-roll").isDisabled()).toBe(refused);
        // Enter in the field past its limit, else in the last number field.
        const entered = refused
          ? dialog.locator(`[name="${pastName}"]`)
          : dialog.locator('[data-kind="number"] input:not([disabled])').last();
        await entered.press("Enter");
        await expect.poll(counts).toEqual(rolls.map((count) => (refused ? count : count + 1)));
        expect(await dialog.count()).toBe(refused ? 1 : 0);
        if (refused) await dialog.locator('[data-kind="number"] input:not([disabled])').last().press("Escape");
      }
    },
  );

  it(
    "works from the keyboard alone: " + "the tool, the rule set, a field, Enter rolls and closes; Escape closes",
    async () => {
      await table.ready();
      await table.pane(ANN).locator('[data-tool="indieDice"]').focus();
      await page.keyboard.press("Enter");
      const choice = table.pane(ANN).locator('.table-windows dialog button[data-action="kingdoms"]');
      await choice.focus();
      await page.keyboard.press("Enter");
      const dialog = table.dialog(ANN);
      await dialog.waitFor();
      await dialog.locator('[name="pool"]').focus();
      await page.keyboard.press("Control+A");
      await page.keyboard.type("4");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect.poll(() => table.messages(ANN).count()).toBe(1);
      expect(await table.messages(ANN).locator(".dice-formula").first().textContent()).toBe("4d12kr7");
      expect(await dialog.count()).toBe(0);
      const again = await table.openRoll(ANN, "kingdoms");
      // Tab from the last field goes on down to Roll (through the footer's own fields), never up to the odds first.
      await again.locator(".indie-dice-fields :is(input, select):not([disabled])").last().focus();
      const passed: string[] = [];
      const onRoll = () => again.locator("button.indie-dice-roll").evaluate((roll) => roll === document.activeElement);
      for (let step = 0; step < 8 && !(await onRoll()); step++) {
        await page.keyboard.press("Tab");
        passed.push(
          await page.evaluate(() =>
            document.activeElement?.closest(".indie-dice-odds")
              ? "the odds"
              : (document.activeElement?.getAttribute("name") ?? document.activeElement?.className ?? ""),
          ),
        );
      }
      expect(passed).not.toContain("the odds");
      expect(await onRoll()).toBe(true);
      await again.locator('[name="pool"]').focus();
      await page.keyboard.press("Escape");
      await expect.poll(() => again.count()).toBe(0);
      expect(await table.messages(ANN).count()).toBe(1);
    },
  );

  it("shows a hostile flavor and range effect as text in both panes", async () => {
    await table.ready();
    const dialog = await table.openRoll(ANN, "klepto");
    await table.fill(dialog, { ranges: `[..6] ${HOSTILE}, [7..] fine`, modifier: "-5" });
    await dialog.locator('[name="flavor"]').fill(HOSTILE);
    await dialog.locator("button.indie-dice-roll").click();
    for (const client of [GM, ANN]) {
      const message = table.messages(client).last();
      await message.waitFor();
      expect(await message.locator(".message-header .flavor-text").textContent()).toBe(HOSTILE);
      expect(await message.locator(".indie-dice-effect").first().textContent()).toBe(HOSTILE);
    }
    expect(await page.locator("[data-client-user] img").count()).toBe(0);
  });

  it(
    "keeps a blind roll from the dialog out of the player's pane: " + "the GM sees the card, Ann only that she rolled",
    async () => {
      await table.ready();
      const dialog = await table.openRoll(ANN, "kaiser");
      await table.fill(dialog, { bonus: "3", difficulty: "9" });
      await dialog.locator('[name="rollMode"]').selectOption("blind");
      await dialog.locator("button.indie-dice-roll").click();
      for (const client of [GM, ANN]) await expect.poll(() => table.messages(client).count()).toBe(1);
      const gmCard = table.messages(GM).locator(".indie-dice-card");
      expect(await gmCard.locator(".indie-dice-die").count()).toBeGreaterThan(0);
      const total = ((await gmCard.locator(".dice-total").first().textContent()) ?? "").trim();
      expect(total).toMatch(/\d/);
      const annMessage = table.messages(ANN);
      expect(await annMessage.locator(".indie-dice-die").count()).toBe(0);
      expect(await annMessage.locator(".indie-dice-banner").count()).toBe(0);
      expect(await annMessage.locator("h4.dice-total").textContent()).toBe("?");
      expect(await table.pane(ANN).locator(".table-chat").textContent()).not.toContain("2d6ko + 3");
    },
  );
});
