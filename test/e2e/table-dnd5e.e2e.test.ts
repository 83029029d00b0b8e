/**
 * D&D 5e's own roll dialog on the table (`?system=dnd5e`, docs/systems.md "D&D 5e"): Ann rolls from her character's
 * sheet buttons as dnd5e's sheet does, and the system's dialog shows the exact chance on each of its three buttons,
 * live as she types a situational bonus, inside her pane on a laptop's and a desktop's screen, in English on the light
 * theme and in German on the dark one. Every figure is worked out by hand here: with advantage the better of two d20s,
 * P(≥ n) = 1 − ((n − 1)/20)², with disadvantage the worse, ((21 − n)/20)².
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, TablePage, WARDEN } from "./table-page";

const skip = skipWithoutChromium("table dnd5e e2e");

/** Each button's figure in the buttons' order: what it reads and its exact value. */
async function chips(dialog: Locator): Promise<[string, number][]> {
  return dialog.locator(".indie-dice-system-chip").evaluateAll((all) => all.map((chip) => [chip.textContent ?? "", Number((chip as HTMLElement).dataset.probability)]));
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

  it("English, light, a laptop's screen: Stealth against DC 15 reads 79.8% / 55.0% / 30.2%, and 87.8% / 65.0% / 42.2% once +2 is typed", async () => {
    await table.ready();
    await table.paneScreen({ width: 1280, height: 800 });
    const dialog = await rollFromSheet("stealth-dc");
    await expectFigures(dialog, ["79.8%", "55.0%", "30.2%"], need(10));
    await expect.poll(() => dialog.locator(".indie-dice-system-odds").textContent()).toContain("Against DC 15");
    await inPane(dialog);
    const situational = dialog.locator('[name="roll.0.situational"]');
    await situational.fill("2");
    await situational.dispatchEvent("change");
    await expectFigures(dialog, ["87.8%", "65.0%", "42.2%"], need(8));
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
  });

  it("German, dark, a desktop's screen: the same figures in German, live, inside the pane", async () => {
    await table.ready();
    await page.selectOption("#language", "de");
    await page.waitForURL(/lang=de/);
    await table.ready();
    await page.selectOption("#theme", "dark");
    await table.paneScreen({ width: 1920, height: 1080 });
    const dialog = await rollFromSheet("stealth-dc");
    await expectFigures(dialog, ["79,8 %", "55,0 %", "30,2 %"], need(10));
    await expect.poll(() => dialog.locator(".indie-dice-system-odds").textContent()).toContain("Gegen SG 15");
    const situational = dialog.locator('[name="roll.0.situational"]');
    await situational.fill("2");
    await situational.dispatchEvent("change");
    await expectFigures(dialog, ["87,8 %", "65,0 %", "42,2 %"], need(8));
    await inPane(dialog);
    expect(await page.evaluate(() => document.body.classList.contains("theme-dark"))).toBe(true);
  });
});
