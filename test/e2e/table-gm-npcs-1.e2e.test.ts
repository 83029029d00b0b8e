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
 * - WFRP 4e, the NPC beastman's Perception (Int 25 + 10): a d100 of 35 or less, 35%; Ilsa's (38 + 7) 45%. Ilsa's
 *   hand weapon (Melee (Basic) 50) at the Grave Warden starts an opposed test; his Bite (WS 45) wins it on a higher SL
 *   only, her 50 being over his 45 (opposed-test.js:166-172): his faces whose SL (4 less the roll's tens; 1–5 at least
 *   +1, 96+ at most −1) beats hers, counted here from the SL her card shows.
 */
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { figure, GmNpcTable } from "./gm-npc-page";
import { ANN, GM } from "./table-page";

const skip = skipWithoutChromium("table NPC e2e");

describe.skipIf(skip)(`each world's NPC, rolled by the GM${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let world: GmNpcTable;
  usePlaygroundPage((opened) => (world = new GmNpcTable(opened)), "?seed=1&system=dragonbane");

  it(
    "Dragonbane: the GM's monster (Awareness 15) reads 75% to the GM; Ann sees only its Dragon and Demon (5%); " +
      "her own Awareness 84% in full",
    async () => {
      await world.openWorld("dragonbane");
      const gm = world.pane(GM);
      await gm.locator('[data-sheet-roll="npc-sheet"]').click();
      await gm.locator(".table-windows .rollable-skill", { hasText: /^Awareness$/ }).click();
      const dialog = await world.withFigures(GM, "dialog.application:has(.dod-controls)");
      expect(await figure(dialog, "success")).toBeCloseTo(15 / 20, 12);
      expect(await figure(dialog, "dragon")).toBeCloseTo(1 / 20, 12);
      expect(await figure(dialog, "demon")).toBeCloseTo(1 / 20, 12);
      expect(await dialog.locator('button[data-action="ok"] .indie-dice-system-chip').textContent()).toBe("75.0%");
      const before = await world.counts();
      await dialog.locator('button[data-action="ok"]').click();
      const monster = await world.nextMessages(before);
      expect(monster.gm).toContain("Success: 75.0%, Failure: 25.0%, Dragon: 5.0%, Demon: 5.0%");
      // README: "a GM's monster shows a player only the Dragon and the Demon".
      expect(monster.ann).toContain("Dragon: 5.0%, Demon: 5.0%");
      expect(monster.ann).not.toContain("Success:");
      expect(await world.paneText(ANN)).not.toMatch(/75\.0%|25\.0%/);

      // Her own roll, from her sheet: her Awareness 12 with the lucky charm's boon, in full.
      const ann = world.pane(ANN);
      await ann.locator('[data-sheet-roll="sheet"]').click();
      await ann.locator(".table-windows .rollable-skill", { hasText: /^Awareness$/ }).click();
      const own = await world.withFigures(ANN, "dialog.application:has(.dod-controls)");
      const mine = await world.counts();
      await own.locator('button[data-action="ok"]').click();
      // A Demon, both d20s a 20, is 1/400 = 0.25%: a fact, rounded on its own away from zero (docs/odds.md).
      expect((await world.nextMessages(mine)).ann).toContain(
        "Success: 84.0%, Failure: 16.0%, Dragon: 9.8%, Demon: 0.3%",
      );
    },
  );

  it(
    "Alien RPG: the GM's hostile creature's Observation (5 base dice) reads 59.8% to the GM; Ann sees no figure of " +
      "its pool; her own Comtech in full",
    async () => {
      await world.openWorld("alienrpg");
      const gm = world.pane(GM);
      await gm.locator('[data-sheet-roll="npc-observation-mod"]').click();
      const prompt = await world.withFigures(GM, ".application.dialog:has(.indie-dice-system-odds)");
      const success = 1 - (5 / 6) ** 5;
      expect(await figure(prompt, "success")).toBeCloseTo(success, 12);
      const before = await world.counts();
      await prompt.locator("footer.form-footer button", { hasText: /^Roll$/ }).click();
      const creature = await world.nextMessages(before);
      expect(creature.gm).toContain("Success (a six): 59.8%, Two sixes or more: 19.6%, Three sixes or more: 3.5%");
      // README: "a hostile or GM-only actor's pool shows a player nothing".
      expect(creature.ann).toContain("Rolling Observation");
      expect(creature.ann).not.toContain("Before the roll");
      expect(await world.paneText(ANN)).not.toContain("59.8%");
      expect(await world.figureCount(ANN)).toBe(0);

      // Her own Comtech (4 base, 2 stress dice), with modifiers: her prompt and her message in full.
      const ann = world.pane(ANN);
      await ann.locator('[data-sheet-roll="comtech-mod"]').click();
      const own = await world.withFigures(ANN, ".application.dialog:has(.indie-dice-system-odds)");
      expect(await figure(own, "success")).toBeCloseTo(1 - (5 / 6) ** 6, 12);
      const mine = await world.counts();
      await own.locator("footer.form-footer button", { hasText: /^Roll$/ }).click();
      expect((await world.nextMessages(mine)).ann).toContain("Success (a six): 66.5%");
    },
  );

  it(
    "World of Darkness 5e: the GM's Storyteller character's Mental pool (4 + 2 hunger dice) reads a messy critical " +
      "7.2% to the GM; Ann sees no figure; her own Wits in full",
    async () => {
      await world.openWorld("wod5e");
      const gm = world.pane(GM);
      await gm.locator('[data-sheet-roll="npc-sheet"]').click();
      await gm.locator('.table-windows [data-action="roll"][data-label="Mental"]').click();
      const dialog = await world.withFigures(GM, "dialog.application.roll-dialog");
      const messy = 1 - 0.9 ** 2 - 2 * 0.1 * 0.9 ** 5;
      expect(await figure(dialog, "possibleMessyCritical")).toBeCloseTo(messy, 12);
      const before = await world.counts();
      await dialog.locator('button[data-action="roll"]').click();
      const kindred = await world.nextMessages(before);
      expect(kindred.gm).toContain("Possible Messy Critical: 7.2%");
      // README: "a GM's NPC shows a player nothing".
      expect(kindred.ann).not.toContain("Before the roll");
      expect(await world.paneText(ANN)).not.toContain("7.2%");
      expect(await world.figureCount(ANN)).toBe(0);

      const ann = world.pane(ANN);
      await ann.locator('[data-sheet-roll="sheet"]').click();
      await ann.locator('.table-windows [data-action="roll"][data-label="wits"]').click();
      const own = await world.withFigures(ANN, "dialog.application.roll-dialog");
      expect(await figure(own, "possibleBestialFailure")).toBeCloseTo(0.1, 12);
      const mine = await world.counts();
      await own.locator('button[data-action="roll"]').click();
      expect((await world.nextMessages(mine)).ann).toContain("Possible Bestial Failure: 10.0%");
    },
  );

  it(
    "WFRP 4e: the GM's NPC's Perception 35 reads 35% to the GM; Ann sees no figure on the card the GM rolled; " +
      "her own Perception 45% in full",
    async () => {
      await world.openWorld("wfrp4e");
      const gm = world.pane(GM);
      await gm.locator('[data-sheet-roll="npc-perception"]').click();
      const dialog = await world.withFigures(GM, ".roll-dialog-v2");
      expect(await figure(dialog, "success")).toBeCloseTo(0.35, 12);
      const before = await world.counts();
      await dialog.locator('button[type="submit"]').click();
      const beastman = await world.nextMessages(before);
      expect(beastman.gm).toContain("Success: 35.0%, Failure: 65.0%");
      // README: "A player sees no figure from an actor she does not own, nor on a card the GM rolled".
      expect(beastman.ann).not.toContain("Before the roll");
      expect(await world.paneText(ANN)).not.toMatch(/35\.0%|65\.0%/);
      expect(await world.figureCount(ANN)).toBe(0);

      await world.pane(ANN).locator('[data-sheet-roll="perception"]').click();
      const own = await world.withFigures(ANN, ".roll-dialog-v2");
      const mine = await world.counts();
      await own.locator('button[type="submit"]').click();
      expect((await world.nextMessages(mine)).ann).toContain("Success: 45.0%, Failure: 55.0%");
    },
  );

  it("WFRP 4e: Ilsa's hand weapon at the Grave Warden; his Bite's dialog gives the GM his chance to win", async () => {
    await world.openWorld("wfrp4e");
    await world.pane(ANN).locator('[data-target="wardenToken00001"]').click();
    await world.press(ANN, "weapon");
    const attack = await world.withFigures(ANN, ".roll-dialog-v2");
    const before = await world.counts();
    await attack.locator('button[type="submit"]').click();
    // Her test's card, then the opposed test's handler message (test-wfrp4e.js:647-651).
    await expect.poll(() => world.table.messages(GM).count()).toBe(before.gm + 2);
    const card = oneLine(await world.table.messages(GM).nth(before.gm).textContent());
    const ilsaSl = Number.parseInt(/(?:success|failure) ([+-]\d+)/.exec(card)?.[1] ?? "NaN", 10);
    expect(Number.isFinite(ilsaSl)).toBe(true);

    await world.press(GM, "npc-bite");
    const bite = await world.withFigures(GM, ".roll-dialog-v2");
    const wins = Array.from({ length: 100 }, (_, index) => index + 1).filter((roll) => slAt45(roll) > ilsaSl);
    expect(await figure(bite, "opposedWin")).toBeCloseTo(wins.length / 100, 12);
    expect(await figure(bite, "success")).toBeCloseTo(0.45, 12);
  });
});

const oneLine = (text: string | null): string => (text ?? "").replace(/\s+/g, " ");

/** A WFRP 4e test's SL at target 45 (test-wfrp4e.js computeResult, default settings). */
function slAt45(roll: number): number {
  const sl = 4 - Math.floor(roll / 10);
  if (roll >= 96 || roll > 45) return roll >= 96 ? Math.min(sl, -1) : sl;
  return roll <= 5 ? Math.max(sl, 1) : sl;
}
