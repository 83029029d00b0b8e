/**
 * D&D 5e's own roll dialog on the table (`?system=dnd5e`, docs/systems-dnd5e.md): Ann rolls from her character's
 * sheet buttons as dnd5e's sheet does, and the system's dialog shows the exact chance on each of its three buttons,
 * live as she types a situational bonus, inside her pane on a laptop's and a desktop's screen, in English on the light
 * theme and in German on the dark one. Every figure is worked out by hand here: with advantage the better of two d20s,
 * P(≥ n) = 1 − ((n − 1)/20)², with disadvantage the worse, ((21 − n)/20)².
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, HERO, TablePage, WARDEN } from "./table-page";

const skip = skipWithoutChromium("table dnd5e e2e");

/** Each button's figure in the buttons' order: what it reads and its exact value. */
async function chips(dialog: Locator): Promise<[string, number][]> {
  return dialog
    .locator(".indie-dice-system-chip")
    .evaluateAll((all) =>
      all.map((chip) => [chip.textContent ?? "", Number((chip as HTMLElement).dataset.probability)]),
    );
}

/** Ilsa's Stealth is +5 (Dexterity 16, proficient): against DC 15 she needs a 10, with a situational +2 an 8. */
const need = (n: number) => [1 - ((n - 1) / 20) ** 2, (21 - n) / 20, ((21 - n) / 20) ** 2];

describe.skipIf(skip)(`D&D 5e's roll dialog on the table${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  }, "?seed=1&system=dnd5e");

  /** Ann presses one of her sheet's roll buttons; the system's dialog opens in her pane. */
  async function rollFromSheet(id: string): Promise<Locator> {
    await table.pane(ANN).locator(`[data-sheet-roll="${id}"]`).click();
    const dialog = table.pane(ANN).locator(".table-windows .roll-configuration").last();
    await dialog.locator(".indie-dice-system-chip").first().waitFor();
    return dialog;
  }

  async function expectFigures(dialog: Locator, texts: readonly string[], figures: readonly number[]): Promise<void> {
    await expect.poll(async () => (await chips(dialog)).map(([text]) => text.replace(/\s/g, " "))).toEqual(texts);
    for (const [index, [, p]] of (await chips(dialog)).entries()) expect(p).toBeCloseTo(figures[index]!, 12);
  }

  /** The window lies inside Ann's pane, and each figure inside its button and the window. */
  async function inPane(dialog: Locator): Promise<void> {
    expect(await table.placedInPane(dialog)).toEqual({ inside: true, chipsInside: true });
  }

  it(
    "English, light, a laptop's screen: " +
      "Stealth against DC 15 reads 79.8% / 55.0% / 30.3%, and 87.8% / 65.0% / 42.3% once +2 is typed",
    async () => {
      await table.ready();
      await table.paneScreen({ width: 1280, height: 800 });
      const dialog = await rollFromSheet("stealth-dc");
      await expectFigures(dialog, ["79.8%", "55.0%", "30.3%"], need(10));
      await expect.poll(() => dialog.locator(".indie-dice-system-odds").textContent()).toContain("Against DC 15");
      await inPane(dialog);
      const situational = dialog.locator('[name="roll.0.situational"]');
      await situational.fill("2");
      await situational.dispatchEvent("change");
      await expectFigures(dialog, ["87.8%", "65.0%", "42.3%"], need(8));
      await inPane(dialog);
      // The GM's pane shows nothing of Ann's dialog, and her rapier's attack at the Warden shows her no hit chance:
      // dnd5e hides an AC from players by default (attackRollVisibility "none").
      expect(await table.pane(GM).locator(".indie-dice-system-chip").count()).toBe(0);
      await dialog.locator('button[data-action="normal"]').click();
      // Her pane starts with no target: she targets the Warden first, with its crosshair.
      await table.pane(ANN).locator(`[data-target="${WARDEN}"]`).click();
      const attack = await rollFromSheet("attack");
      expect((await chips(attack)).map(([text]) => text)).toHaveLength(3);
      expect(await attack.locator('[data-outcome="hit"]').count()).toBe(0);
      expect(await attack.locator(".indie-dice-system-odds").textContent()).toContain("The target is hidden");
    },
  );

  /** Her sheet's Special Traits: each named flag's checkbox set as wanted (the form submits each change). */
  async function setTraits(flags: Record<string, boolean>): Promise<void> {
    const traits = table.pane(ANN).locator(".table-special-traits");
    if (!(await traits.evaluate((fold: HTMLDetailsElement) => fold.open))) await traits.locator("summary").click();
    for (const [flag, on] of Object.entries(flags))
      await traits.locator(`input[name="flags.dnd5e.${flag}"]`).setChecked(on);
  }

  /** Closes a dialog by its window's close button: nothing is rolled. */
  async function close(dialog: Locator): Promise<void> {
    await dialog.locator('[data-action="close"]').click();
    await dialog.waitFor({ state: "detached" });
  }

  /** The panel's figures of one outcome's row, button by button. */
  function row(dialog: Locator, outcome: string): Promise<number[]> {
    return dialog
      .locator(`.indie-dice-system-odds td[data-outcome="${outcome}"]`)
      .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute("data-probability"))));
  }

  it(
    "README's figures with what D&D players use: a skipped dialog keeps 79.8%; " +
      "Halfling Lucky 35.6% at disadvantage, Reliable Talent 100.0%, " +
      "Elven Accuracy's 27.1% critical, kept across a reload; +2 against AC 25 hits 19.0% / 10.0% / 1.0%",
    async () => {
      await table.ready();
      await table.paneScreen({ width: 1280, height: 800 });
      // Alt skips the dialog with advantage: the message keeps the chance it had, 1 − (9/20)².
      await table
        .pane(ANN)
        .locator('[data-sheet-roll="stealth-dc"]')
        .click({ modifiers: ["Alt"] });
      await expect
        .poll(() => table.messages(ANN).last().textContent())
        .toContain("Before the roll (Advantage): Success: 79.8%");

      // Halfling Lucky: the kept die rerolled once on a 1 (needed: 10). Advantage 1 − (9/20)² + (1/400)(11/20),
      // Normal 11/20 + (1/20)(11/20), Disadvantage (11/20)² + (1 − (19/20)²)(11/20) = 0.356125.
      await setTraits({ halflingLucky: true });
      let dialog = await rollFromSheet("stealth-dc");
      const lucky = [
        1 - (9 / 20) ** 2 + (1 / 400) * (11 / 20),
        11 / 20 + (1 / 20) * (11 / 20),
        (11 / 20) ** 2 + (39 / 400) * (11 / 20),
      ];
      expect(lucky[2]).toBeCloseTo(0.356125, 15);
      await expectFigures(dialog, ["79.9%", "57.8%", "35.6%"], lucky);
      await close(dialog);

      // Reliable Talent (Stealth is proficient): every d20 below 10 counts 10, so +5 reaches DC 15 on any roll.
      await setTraits({ halflingLucky: false, reliableTalent: true });
      dialog = await rollFromSheet("stealth-dc");
      await expectFigures(dialog, ["100.0%", "100.0%", "100.0%"], [1, 1, 1]);
      await close(dialog);

      // Elven Accuracy (the rapier's Dexterity): advantage rolls three d20s; a critical at 19 or 20, 1 − (18/20)³,
      // against 1 − (18/20)² = 19.0% without it; Normal 2/20, Disadvantage (2/20)².
      await setTraits({ elvenAccuracy: true });
      dialog = await rollFromSheet("attack");
      expect(await row(dialog, "critical")).toEqual(
        [1 - (18 / 20) ** 3, 2 / 20, (2 / 20) ** 2].map((p) => expect.closeTo(p, 12)),
      );
      expect(await dialog.locator('.indie-dice-system-odds td[data-outcome="critical"]').first().textContent()).toBe(
        "27.1%",
      );
      await close(dialog);

      // The flags are the actor's, kept across a reload as the world is: the form reads them back, the rolls too.
      await page.reload();
      await table.ready();
      const boxes = await table
        .pane(ANN)
        .locator(".table-special-traits input[type=checkbox]")
        .evaluateAll((all: HTMLInputElement[]) => all.map((box) => [box.name, box.checked]));
      expect(boxes).toEqual([
        ["flags.dnd5e.elvenAccuracy", true],
        ["flags.dnd5e.halflingLucky", false],
        ["flags.dnd5e.reliableTalent", true],
      ]);
      dialog = await rollFromSheet("stealth-dc");
      await expectFigures(dialog, ["100.0%", "100.0%", "100.0%"], [1, 1, 1]);
      await close(dialog);

      // README's attack at +2 against AC 25, critical at 19: the GM shows players attack results and ACs (dnd5e's
      // Configure Visibility), Ilsa's numbers become Dexterity 10 (her rapier +2: proficiency alone) and AC 25, and
      // she targets her own token. Only a natural 19 or 20 hits: 1 − (18/20)², 2/20, (2/20)².
      await setTraits({ elvenAccuracy: false });
      await table.pane(GM).locator(".table-settings > summary").click();
      await table.pane(GM).locator('[data-menu="dnd5e.visibilityConfiguration"]').click();
      const visibility = table.pane(GM).locator(".table-windows form.standard-form").last();
      await visibility.locator('select[name="attackRollVisibility"]').selectOption("all");
      await visibility.locator('button[type="submit"]').click();
      await visibility.waitFor({ state: "detached" });
      await table.pane(ANN).locator(".table-character > summary").click();
      const numbers = table.pane(ANN).locator('.table-character textarea[name="system"]');
      const system: { abilities: { dex: { value: number } }; attributes: { ac: { value: number } } } = JSON.parse(
        await numbers.inputValue(),
      );
      system.abilities.dex.value = 10;
      system.attributes.ac.value = 25;
      await numbers.fill(JSON.stringify(system));
      await numbers.dispatchEvent("change");
      await table.pane(ANN).locator(`[data-target="${HERO}"]`).click();
      dialog = await rollFromSheet("attack");
      const hits = [1 - (18 / 20) ** 2, 2 / 20, (2 / 20) ** 2];
      await expectFigures(dialog, ["19.0%", "10.0%", "1.0%"], hits);
      expect(await row(dialog, "hit")).toEqual(hits.map((p) => expect.closeTo(p, 12)));
      await expect.poll(() => dialog.locator(".indie-dice-system-odds").textContent()).toContain("Against AC 25");
    },
  );

  /** The chance lines of the last message in a user's pane, as drawn there. */
  function lastLines(userId: string): Promise<string[]> {
    return table
      .messages(userId)
      .last()
      .locator(".indie-dice-system-chance")
      .evaluateAll((lines) => lines.map((line) => line.textContent ?? ""));
  }

  it(
    "after the roll (docs' worked figures): her failed Stealth, the d20 a 6 (11) against DC 15, offers " +
      "Bardic d8 62.5%, Guidance 25.0%, Lucky 57.8%; a luck point spent, then the inspiration used, redraws it",
    async () => {
      await table.ready();
      await table.paneScreen({ width: 1280, height: 800 });
      await setTraits({ halflingLucky: true });
      // Seed 2's first d20 is a 6 (the double's generator, foundry-double/random.ts): 6 + 5 misses DC 15 by 4.
      await table.seed("2");
      await table
        .pane(ANN)
        .locator('[data-sheet-roll="stealth-dc"]')
        .click({ modifiers: ["Shift"] });
      // By hand: a d8's 4 to 8 (5 of 8), a d4's 4 (1 of 4), another d20 of 10 or more, its 1 rolled again once
      // (11/20 + 1/20 × 11/20 = 0.5775); the roll's own Normal chance the same 57.8%.
      const normal = "Before the roll (Normal): Success: 57.8%";
      const bardic = "After the roll (This roll + Bardic Inspiration (d8)): Success: 62.5%";
      const guidance = "After the roll (This roll + Guidance (d4)): Success: 25.0%";
      const lucky = "After the roll (This roll + Lucky (another d20)): Success: 57.8%";
      const halfling =
        "Halfling Lucky: a natural 1 is already rolled again in this roll, so there is nothing to add for it.";
      expect([5 / 8, 1 / 4, 11 / 20 + (1 / 20) * (11 / 20)]).toEqual([0.625, 0.25, 0.5775]);
      for (const user of [ANN, GM])
        await expect.poll(() => lastLines(user)).toEqual([normal, bardic, guidance, lucky, halfling]);
      // Her sheet: the Lucky feat's three luck points all spent, then the Inspired effect deleted.
      const holdings = table.pane(ANN).locator(".table-holdings");
      await holdings.locator("summary").click();
      const uses = holdings.locator('input[data-name="system.uses.value"]');
      await uses.fill("0");
      await uses.dispatchEvent("change");
      for (const user of [ANN, GM])
        await expect.poll(() => lastLines(user)).toEqual([normal, bardic, guidance, halfling]);
      await holdings.locator('[data-effect-id="ilsaInspired0001"] [data-action="delete"]').click();
      for (const user of [ANN, GM]) await expect.poll(() => lastLines(user)).toEqual([normal, guidance, halfling]);
    },
  );

  it("German, dark, a desktop's screen: the same figures in German, live, inside the pane", async () => {
    await table.ready();
    await page.selectOption("#language", "de");
    await page.waitForURL(/lang=de/);
    await table.ready();
    await page.selectOption("#theme", "dark");
    await table.paneScreen({ width: 1920, height: 1080 });
    const dialog = await rollFromSheet("stealth-dc");
    await expectFigures(dialog, ["79,8 %", "55,0 %", "30,3 %"], need(10));
    await expect.poll(() => dialog.locator(".indie-dice-system-odds").textContent()).toContain("Gegen SG 15");
    const situational = dialog.locator('[name="roll.0.situational"]');
    await situational.fill("2");
    await situational.dispatchEvent("change");
    await expectFigures(dialog, ["87,8 %", "65,0 %", "42,3 %"], need(8));
    await inPane(dialog);
    expect(await page.evaluate(() => document.body.classList.contains("theme-dark"))).toBe(true);
  });
});
