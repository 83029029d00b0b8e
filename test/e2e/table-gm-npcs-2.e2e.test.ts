/**
 * The GM's NPC in three game systems' worlds of the table (`?system=<id>`, playground/table/systems/): the GM rolls an
 * NPC no player owns through the system's own dialog from the GM's pane, as the system's NPC sheet does, and sees its
 * figures; Ann's pane shows of that message only what the system's secrets leave (docs/systems-<id>.md "Secrets"),
 * and her own roll still shows in full. Each hidden figure is looked for as text in her whole pane.
 * - Ironsworn: the foe's progress roll (score 7): a d10 under 7 is 6 of 10, so both challenge dice 36/100, one 48/100,
 *   neither 16/100 — a strong hit 36%, a weak hit 48%, a miss 16%. Its message shows her no chance (a GM's actor).
 * - Lancer: the Warden's Marker Rifle (tier 2: +2, one accuracy, 1d6) at Ilsa (Evasion 8) and at Mira Vell (Evasion
 *   0, read as 5): d20 + 2 + d6 against each, counted over the 120 ways below. She reads Ilsa's hit and both crits,
 *   never Mira's hit (her defence is the GM's).
 * - Twodsix: the Warden's Gunnery 1 with DEX 8 (+0) at Average 8: 2d6 ≥ 7, 21/36 = 58.3%. Its message shows her no
 *   chance (a GM's NPC).
 */
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { exactly, GmNpcTable, row } from "./gm-npc-page";
import { ANN, GM } from "./table-page";

const skip = skipWithoutChromium("GM's NPCs e2e (Ironsworn, Lancer, Twodsix)");

/** Ways of 120 that d20 + bonus + the d6 reach at least `at`. */
function waysOf120(bonus: number, at: number): number {
  let ways = 0;
  for (let d20 = 1; d20 <= 20; d20++) for (let d6 = 1; d6 <= 6; d6++) if (d20 + bonus + d6 >= at) ways++;
  return ways;
}

describe.skipIf(skip)(`the GM's NPC in three systems' worlds${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let world: GmNpcTable;
  usePlaygroundPage((opened) => (world = new GmNpcTable(opened)), "?seed=1&system=pf2e");
  const table = () => world.table;

  /** Waits for the new message in both panes: the roll reached the other client too. */
  async function bothSee(before: number): Promise<void> {
    for (const user of [GM, ANN]) await expect.poll(() => table().messages(user).count()).toBe(before + 1);
  }

  it("Ironsworn: the GM's foe's progress roll (7) reads 36% / 48% / 16% to the GM; Ann sees no figure", async () => {
    await world.openWorld("foundry-ironsworn");
    await world.press(GM, "foe");
    const dialog = await world.withFigures(GM, "dialog.application.ironsworn");
    expect(await row(dialog, "strongHit")).toEqual(exactly([0.36]));
    expect(await row(dialog, "weakHit")).toEqual(exactly([0.48]));
    expect(await row(dialog, "miss")).toEqual(exactly([0.16]));
    expect(await world.pane(ANN).locator(".indie-dice-system-odds").count()).toBe(0);
    const before = await table().messages(GM).count();
    await dialog.locator('footer button[data-action="roll"]').click();
    await bothSee(before);
    await expect.poll(() => world.chanceLines(GM)).toEqual([expect.stringContaining("Strong hit: 36.0%")]);
    expect(await world.chanceLines(ANN)).toEqual([]);
    expect(await world.paneText(ANN)).not.toMatch(/36\.0%|48\.0%|16\.0%/);

    // Her own move (edge 2): its figures and its line in full.
    await world.press(ANN, "move");
    const own = await world.withFigures(ANN, "dialog.application.ironsworn");
    await own.locator('footer button[data-action="0"]').click();
    await bothSee(before + 1);
    await expect.poll(() => world.chanceLines(ANN)).toEqual([expect.stringContaining("Strong hit: 23.1%")]);
  });

  it("Lancer: the Warden's rifle at Ilsa and Mira Vell: the GM reads both hits, Ann Ilsa's and the crits", async () => {
    await world.openWorld("lancer");
    await world.pane(GM).locator('[data-target="heroToken0000001"]').click();
    await world.pane(GM).locator('[data-target="miraToken0000001"]').click();
    await world.press(GM, "warden-rifle");
    const hud = await world.withFigures(GM, "#accdiff-hud");
    const [ilsaHit, miraHit, crit] = [waysOf120(2, 8), waysOf120(2, 5), waysOf120(2, 20)];
    expect([ilsaHit, miraHit, crit]).toEqual([110, 119, 39]);
    expect(await row(hud, "hit")).toEqual(exactly([ilsaHit / 120, miraHit / 120]));
    expect(await row(hud, "crit")).toEqual(exactly([crit / 120, crit / 120]));
    expect(await world.pane(ANN).locator("#accdiff-hud").count()).toBe(0);
    const before = await table().messages(GM).count();
    await hud.locator('button[data-button="submit"]').click();
    await bothSee(before);
    await expect
      .poll(() => world.chanceLines(GM))
      .toEqual([
        "Before the roll (Ilsa Brandt): Hit: 91.7%, Critical (20+, hit or miss): 32.5%",
        "Before the roll (Mira Vell): Hit: 99.2%, Critical (20+, hit or miss): 32.5%",
      ]);
    await expect
      .poll(() => world.chanceLines(ANN))
      .toEqual([
        "Before the roll (Ilsa Brandt): Hit: 91.7%, Critical (20+, hit or miss): 32.5%",
        "Before the roll (Mira Vell): Critical (20+, hit or miss): 32.5%",
      ]);
    expect(await world.paneText(ANN)).not.toContain("99.2%");

    // Her own rifle at Tomas Reed, whom she may observe: hit and crit in full.
    await world.pane(ANN).locator('[data-target="tomasToken000001"]').click();
    await world.press(ANN, "rifle");
    const own = await world.withFigures(ANN, "#accdiff-hud");
    await own.locator('button[data-button="submit"]').click();
    await bothSee(before + 1);
    await expect
      .poll(() => world.chanceLines(ANN))
      .toEqual(["Before the roll (Tomas Reed): Hit: 82.5%, Critical (20+, hit or miss): 32.5%"]);
  });

  it("Twodsix: the GM's Warden's Gunnery reads 58.3% to the GM; Ann sees no figure of it", async () => {
    await world.openWorld("twodsix");
    await world.press(GM, "warden-sheet");
    await world.pane(GM).locator('.table-windows [data-item-id="gunnery"] [data-action="skillTalentRoll"]').click();
    const dialog = await world.withFigures(GM, "dialog.application:has(.roll-settings)");
    const chip = dialog.locator('button[data-action="ok"] .indie-dice-system-chip');
    expect(await chip.textContent()).toBe("58.3%");
    expect(Number(await chip.getAttribute("data-probability"))).toBeCloseTo(21 / 36, 12);
    const before = await table().messages(GM).count();
    await dialog.locator('button[data-action="ok"]').click();
    await bothSee(before);
    await expect.poll(() => world.chanceLines(GM)).toEqual([expect.stringContaining("58.3%")]);
    expect(await world.chanceLines(ANN)).toEqual([]);
    expect(await world.paneText(ANN)).not.toContain("58.3%");

    // Her own Pilot 1 with DEX 9 at Average: 26/36, in full.
    await world.press(ANN, "sheet");
    await world.pane(ANN).locator('.table-windows [data-item-id="pilot"] [data-action="skillTalentRoll"]').click();
    const own = await world.withFigures(ANN, "dialog.application:has(.roll-settings)");
    await own.locator('button[data-action="ok"]').click();
    await bothSee(before + 1);
    await expect.poll(() => world.chanceLines(ANN)).toEqual([expect.stringContaining("72.2%")]);
  });
});
