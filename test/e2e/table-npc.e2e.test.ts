/**
 * Each game system's world of the table rolls the GM's NPC — the Grave Warden, of the system's own NPC type and owned
 * by no player — through the system's own dialog, beside the player's character (playground/table/systems/<id>.ts
 * `npcRolls`): the GM's pane shows the NPC's figures in that dialog and on its message; Ann's pane shows on that
 * message only what each system's secrecy claim (README, docs/systems-<id>.md) leaves a player; her own roll shows in
 * full. Each hidden figure's text is looked for in her whole pane, so a leak anywhere fails. The figures, by hand:
 * - Dragonbane, the monster's Awareness 15, no boon: a d20 of 15 or less, 15/20; a Dragon a 1, a Demon a 20, 1/20
 *   each. Ilsa's Awareness 12 with her charm's boon: the lower of two d20, 1 − (8/20)² = 84%.
 * - Alien RPG, the hostile creature's Observation 5 (base dice, no stress): a six on any of five dice, 1 − (5/6)⁵;
 *   Ilsa's Comtech 4 base and 2 stress dice: 1 − (5/6)⁶, panic 1 − (5/6)².
 * - World of Darkness 5e, the Storyteller character's Mental pool 6 with Hunger 2: 4 basic and 2 hunger dice; a
 *   (possible) Messy Critical is a hunger 10 among two or more 10s: 1 − 0.9² less one 10 alone on a hunger die,
 *   2 · 0.1 · 0.9⁵. Ilsa's Wits 3 with Hunger 1: a hunger 1 is a possible Bestial Failure, 1/10.
 * - WFRP 4e, the NPC beastman's Perception (Int 25 + 10): a d100 of 35 or less, 35%; Ilsa's (38 + 7) 45%.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, TablePage } from "./table-page";

const skip = skipWithoutChromium("table NPC e2e");

/**
 * The panel's figure of one outcome (its first column), or null when the panel has no such row: in its outcomes'
 * table or its facts' (a Dragon, a Messy Critical: a table of their own, docs/systems.md).
 */
function figure(window: Locator, outcome: string): Promise<number | null> {
  return window.locator(".indie-dice-system-odds").evaluate((panel, wanted) => {
    const cell = panel.querySelector<HTMLElement>(`tbody td[data-outcome="${wanted}"][data-probability]`);
    return cell ? Number(cell.dataset.probability) : null;
  }, outcome);
}

/** The text of the last message in a pane's log, its white space as one space. */
async function lastMessage(table: TablePage, user: string): Promise<string> {
  return ((await table.messages(user).last().textContent()) ?? "").replace(/\s+/g, " ");
}

/** The whole text of a pane (its windows, its log, its sheet), white space as one space: where a leak would show. */
async function paneText(table: TablePage, user: string): Promise<string> {
  return ((await table.pane(user).textContent()) ?? "").replace(/\s+/g, " ");
}

/** A pane's window once the module's figures are in it. */
async function withFigures(pane: Locator, window: string): Promise<Locator> {
  const opened = pane.locator(`.table-windows ${window}`).last();
  await opened.locator(".indie-dice-system-odds").waitFor();
  return opened;
}

describe.skipIf(skip)(`each world's NPC, rolled by the GM${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  }, "?seed=1&system=dragonbane");

  /** The table in a system's world (a new world of it: playground/table/saved-world.ts), panes on a laptop's screen. */
  async function openWorld(system: string): Promise<void> {
    await table.ready();
    if (system !== "dragonbane") {
      await page.goto(page.url().replace("system=dragonbane", `system=${system}`));
      await table.ready();
    }
    await table.paneScreen({ width: 1280, height: 800 });
  }

  /** Both panes' last message, once each holds one more than `before` (the GM's roll reaches Ann's client too). */
  async function nextMessages(before: { gm: number; ann: number }): Promise<{ gm: string; ann: string }> {
    await expect.poll(() => table.messages(GM).count()).toBe(before.gm + 1);
    await expect.poll(() => table.messages(ANN).count()).toBe(before.ann + 1);
    return { gm: await lastMessage(table, GM), ann: await lastMessage(table, ANN) };
  }

  const counts = async () => ({ gm: await table.messages(GM).count(), ann: await table.messages(ANN).count() });

  it(
    "Dragonbane: the GM's monster (Awareness 15) reads 75% to the GM; Ann sees only its Dragon and Demon (5%); " +
      "her own Awareness 84% in full",
    async () => {
      await openWorld("dragonbane");
      const gm = table.pane(GM);
      await gm.locator('[data-sheet-roll="npc-sheet"]').click();
      await gm.locator(".table-windows .rollable-skill", { hasText: /^Awareness$/ }).click();
      const dialog = await withFigures(gm, "dialog.application:has(.dod-controls)");
      expect(await figure(dialog, "success")).toBeCloseTo(15 / 20, 12);
      expect(await figure(dialog, "dragon")).toBeCloseTo(1 / 20, 12);
      expect(await figure(dialog, "demon")).toBeCloseTo(1 / 20, 12);
      expect(await dialog.locator('button[data-action="ok"] .indie-dice-system-chip').textContent()).toBe("75.0%");
      const before = await counts();
      await dialog.locator('button[data-action="ok"]').click();
      const monster = await nextMessages(before);
      expect(monster.gm).toContain("Success: 75.0%, Failure: 25.0%, Dragon: 5.0%, Demon: 5.0%");
      // README: "a GM's monster shows a player only the Dragon and the Demon".
      expect(monster.ann).toContain("Dragon: 5.0%, Demon: 5.0%");
      expect(monster.ann).not.toContain("Success:");
      expect(await paneText(table, ANN)).not.toMatch(/75\.0%|25\.0%/);

      // Her own roll, from her sheet: her Awareness 12 with the lucky charm's boon, in full.
      const ann = table.pane(ANN);
      await ann.locator('[data-sheet-roll="sheet"]').click();
      await ann.locator(".table-windows .rollable-skill", { hasText: /^Awareness$/ }).click();
      const own = await withFigures(ann, "dialog.application:has(.dod-controls)");
      const mine = await counts();
      await own.locator('button[data-action="ok"]').click();
      // A Demon, both d20s a 20, is 1/400 = 0.25%: a fact, rounded on its own away from zero (docs/odds.md).
      expect((await nextMessages(mine)).ann).toContain("Success: 84.0%, Failure: 16.0%, Dragon: 9.8%, Demon: 0.3%");
    },
  );

  it(
    "Alien RPG: the GM's hostile creature's Observation (5 base dice) reads 59.8% to the GM; Ann sees no figure of " +
      "its pool; her own Comtech in full",
    async () => {
      await openWorld("alienrpg");
      const gm = table.pane(GM);
      await gm.locator('[data-sheet-roll="npc-observation-mod"]').click();
      const prompt = await withFigures(gm, ".application.dialog:has(.indie-dice-system-odds)");
      const success = 1 - (5 / 6) ** 5;
      expect(await figure(prompt, "success")).toBeCloseTo(success, 12);
      const before = await counts();
      await prompt.locator("footer.form-footer button", { hasText: /^Roll$/ }).click();
      const creature = await nextMessages(before);
      expect(creature.gm).toContain("Success (a six): 59.8%, Two sixes or more: 19.6%, Three sixes or more: 3.5%");
      // README: "a hostile or GM-only actor's pool shows a player nothing".
      expect(creature.ann).toContain("Rolling Observation");
      expect(creature.ann).not.toContain("Before the roll");
      expect(await paneText(table, ANN)).not.toContain("59.8%");
      expect(await table.pane(ANN).locator("[data-probability]").count()).toBe(0);

      // Her own Comtech (4 base, 2 stress dice), with modifiers: her prompt and her message in full.
      const ann = table.pane(ANN);
      await ann.locator('[data-sheet-roll="comtech-mod"]').click();
      const own = await withFigures(ann, ".application.dialog:has(.indie-dice-system-odds)");
      expect(await figure(own, "success")).toBeCloseTo(1 - (5 / 6) ** 6, 12);
      const mine = await counts();
      await own.locator("footer.form-footer button", { hasText: /^Roll$/ }).click();
      expect((await nextMessages(mine)).ann).toContain("Success (a six): 66.5%");
    },
  );

  it(
    "World of Darkness 5e: the GM's Storyteller character's Mental pool (4 + 2 hunger dice) reads a messy critical " +
      "7.2% to the GM; Ann sees no figure; her own Wits in full",
    async () => {
      await openWorld("wod5e");
      const gm = table.pane(GM);
      await gm.locator('[data-sheet-roll="npc-sheet"]').click();
      await gm.locator('.table-windows [data-action="roll"][data-label="Mental"]').click();
      const dialog = await withFigures(gm, "dialog.application.roll-dialog");
      const messy = 1 - 0.9 ** 2 - 2 * 0.1 * 0.9 ** 5;
      expect(await figure(dialog, "possibleMessyCritical")).toBeCloseTo(messy, 12);
      const before = await counts();
      await dialog.locator('button[data-action="roll"]').click();
      const kindred = await nextMessages(before);
      expect(kindred.gm).toContain("Possible Messy Critical: 7.2%");
      // README: "a GM's NPC shows a player nothing".
      expect(kindred.ann).not.toContain("Before the roll");
      expect(await paneText(table, ANN)).not.toContain("7.2%");
      expect(await table.pane(ANN).locator("[data-probability]").count()).toBe(0);

      const ann = table.pane(ANN);
      await ann.locator('[data-sheet-roll="sheet"]').click();
      await ann.locator('.table-windows [data-action="roll"][data-label="wits"]').click();
      const own = await withFigures(ann, "dialog.application.roll-dialog");
      expect(await figure(own, "possibleBestialFailure")).toBeCloseTo(0.1, 12);
      const mine = await counts();
      await own.locator('button[data-action="roll"]').click();
      expect((await nextMessages(mine)).ann).toContain("Possible Bestial Failure: 10.0%");
    },
  );

  it(
    "WFRP 4e: the GM's NPC's Perception 35 reads 35% to the GM; Ann sees no figure on the card the GM rolled; " +
      "her own Perception 45% in full",
    async () => {
      await openWorld("wfrp4e");
      const gm = table.pane(GM);
      await gm.locator('[data-sheet-roll="npc-perception"]').click();
      const dialog = await withFigures(gm, ".roll-dialog-v2");
      expect(await figure(dialog, "success")).toBeCloseTo(0.35, 12);
      const before = await counts();
      await dialog.locator('button[type="submit"]').click();
      const beastman = await nextMessages(before);
      expect(beastman.gm).toContain("Success: 35.0%, Failure: 65.0%");
      // README: "A player sees no figure from an actor she does not own, nor on a card the GM rolled".
      expect(beastman.ann).not.toContain("Before the roll");
      expect(await paneText(table, ANN)).not.toMatch(/35\.0%|65\.0%/);
      expect(await table.pane(ANN).locator("[data-probability]").count()).toBe(0);

      await table.pane(ANN).locator('[data-sheet-roll="perception"]').click();
      const own = await withFigures(table.pane(ANN), ".roll-dialog-v2");
      const mine = await counts();
      await own.locator('button[type="submit"]').click();
      expect((await nextMessages(mine)).ann).toContain("Success: 45.0%, Failure: 55.0%");
    },
  );
});
