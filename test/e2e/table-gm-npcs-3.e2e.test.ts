/**
 * The GM's NPC in D&D 5e's and Pathfinder 2e's worlds of the table (`?system=<id>`, playground/table/systems/): the GM
 * rolls the Grave Warden, an NPC no player owns, through the system's own dialog from the GM's pane, as the system's
 * NPC sheet does, and sees its figures; Ann's pane shows of that message only what the system's secrets
 * leave (README "Secrets stay dnd5e's", docs/systems-dnd5e.md → "Secrecy"; docs/systems-pf2e.md "Secrecy"), and
 * her own roll still shows in full. Each hidden figure is looked for as text in her whole pane. The figures, by hand:
 * - D&D 5e: the Warden's glaive at +6 (Strength +3, proficiency +3) against Ilsa's AC 15 hits on a d20 of 9 or more
 *   (a natural 1 misses anyway), 12/20; with advantage the better of two d20s, 1 − (8/20)² = 84%, with disadvantage
 *   (12/20)² = 36%. A critical is a natural 20: 1/20, with advantage 1 − (19/20)² = 9.75%, with disadvantage 1/400.
 *   dnd5e shows players no attack's AC by default (Attack Roll Visibility "none"), so Ann reads the critical only.
 *   Her own Stealth +5 against DC 15 (a sheet's roll: the DC hers to see) needs a 10: 11/20.
 * - Pathfinder 2e: the Warden's Athletics +7 against a DC 20 shown to all (`visible`): a natural 20 (27) is a success
 *   raised to a critical, 1/20; 13 to 19 a success (20 to 26), 7/20; 4 to 12 a failure (11 to 19), 9/20; 1 to 3 (ten
 *   or more under the DC) a critical failure, 3/20. Fortune keeps the higher of two d20s, a kept d in 2d − 1 ways of
 *   400; misfortune the lower, in 41 − 2d. pf2e keeps an NPC's check breakdown from players (`showBreakdown`), and
 *   any degree's chance beside the DC and the total gives its modifier back: though the DC is hers to see, Ann reads
 *   no figure. Her own Stealth +10 against DC 20: 1/20, 10/20, 8/20, 1/20.
 */
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { exactly, GmNpcTable, row } from "./gm-npc-page";
import { ANN, GM, HERO } from "./table-page";

const skip = skipWithoutChromium("GM's NPCs e2e (D&D 5e, Pathfinder 2e)");

/** Ways of 400 that two d20s keep a die in `kept`: the higher (fortune) or the lower (misfortune). */
function waysOf400(kept: readonly number[], keep: "higher" | "lower"): number {
  return kept.reduce((ways, d) => ways + (keep === "higher" ? 2 * d - 1 : 41 - 2 * d), 0);
}

/** The d20's faces from `low` to `high`. */
const faces = (low: number, high: number) => Array.from({ length: high - low + 1 }, (_, i) => low + i);

describe.skipIf(skip)(`the GM's NPC in two systems' worlds${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let world: GmNpcTable;
  usePlaygroundPage((opened) => (world = new GmNpcTable(opened)), "?seed=1&system=dnd5e");

  it(
    "D&D 5e: the Warden's glaive at Ilsa (AC 15) reads 84.0% / 60.0% / 36.0% to the GM; Ann sees only its " +
      "critical; her own Stealth in full",
    async () => {
      await world.openWorld("dnd5e");
      await world.pane(GM).locator(`[data-target="${HERO}"]`).click();
      await world.press(GM, "warden-attack");
      const dialog = await world.withFigures(GM, ".roll-configuration");
      expect(await row(dialog, "hit")).toEqual(exactly([1 - (8 / 20) ** 2, 12 / 20, (12 / 20) ** 2]));
      expect(await row(dialog, "critical")).toEqual(exactly([1 - (19 / 20) ** 2, 1 / 20, 1 / 400]));
      expect(await world.pane(ANN).locator(".roll-configuration").count()).toBe(0);
      const before = await world.counts();
      await dialog.locator('button[data-action="normal"]').click();
      const glaive = await world.nextMessages(before);
      expect(glaive.gm).toContain("Before the roll (Normal): Hit: 60.0%, Critical: 5.0%");
      // README: "dnd5e hides an attack's AC from players unless its Attack Roll Visibility is All … Such a player
      // sees what reads nothing of it: the chance of a critical".
      expect(glaive.ann).toContain("Before the roll (Normal): Critical: 5.0%");
      expect(glaive.ann).not.toContain("Hit:");
      expect(await world.paneText(ANN)).not.toMatch(/84\.0%|60\.0%|36\.0%|40\.0%/);

      // Her own Stealth against DC 15, from her sheet: its figures and its line in full.
      await world.press(ANN, "stealth-dc");
      const own = await world.withFigures(ANN, ".roll-configuration");
      expect(await row(own, "success")).toEqual(exactly([1 - (9 / 20) ** 2, 11 / 20, (11 / 20) ** 2]));
      const mine = await world.counts();
      await own.locator('button[data-action="normal"]').click();
      expect((await world.nextMessages(mine)).ann).toContain("Before the roll (Normal): Success: 55.0%");
    },
  );

  it(
    "Pathfinder 2e: the Warden's Athletics (+7) against DC 20, shown to all, reads 5% / 35% / 45% / 15% to the GM; " +
      "Ann sees no figure of it; her own Stealth in full",
    async () => {
      await world.openWorld("pf2e");
      await world.press(GM, "warden-athletics");
      const dialog = await world.withFigures(GM, ".roll-modifiers-dialog");
      const degrees = {
        criticalSuccess: [faces(20, 20), 1],
        success: [faces(13, 19), 7],
        failure: [faces(4, 12), 9],
        criticalFailure: [faces(1, 3), 3],
      } as const;
      for (const [degree, [kept, ways]] of Object.entries(degrees))
        expect(await row(dialog, degree)).toEqual(
          exactly([waysOf400(kept, "higher") / 400, ways / 20, waysOf400(kept, "lower") / 400]),
        );
      expect(await dialog.locator(".indie-dice-system-odds").textContent()).toContain("Against DC 20");
      const before = await world.counts();
      await dialog.locator("button.roll").click();
      const athletics = await world.nextMessages(before);
      // The roll failed: the GM also reads the rerolls pf2e offers her (docs/systems-pf2e.md "After the roll"; an
      // NPC holds no Hero Point, so "keep the new result" stands first).
      expect(await world.chanceLines(GM)).toEqual([
        "Before the roll (Normal): Critical success: 5.0%, Success: 35.0%, Failure: 45.0%, Critical failure: 15.0%",
        "After the roll (Reroll, keep the new result): Critical success: 5.0%, Success: 35.0%, Failure: 45.0%, " +
          "Critical failure: 15.0%",
        "After the roll (Reroll, keep the higher): Critical success: 5.0%, Success: 35.0%, Failure: 60.0%",
        "After the roll (Reroll, keep the lower): Failure: 85.0%, Critical failure: 15.0%",
      ]);
      // docs/systems-pf2e.md "Secrecy": a player who may not see the roll's modifier (an NPC's) gets no line.
      expect(await world.chanceLines(ANN)).toEqual([]);
      expect(athletics.ann).not.toContain("Before the roll");
      expect(await world.paneText(ANN)).not.toMatch(/35\.0%|45\.0%|15\.0%/);
      expect(await world.figureCount(ANN)).toBe(0);

      // Her own Stealth against DC 20, shown to all: its degrees in full.
      await world.press(ANN, "stealth-dc");
      const own = await world.withFigures(ANN, ".roll-modifiers-dialog");
      const mine = await world.counts();
      await own.locator("button.roll").click();
      expect((await world.nextMessages(mine)).ann).toContain(
        "Before the roll (Normal): Critical success: 5.0%, Success: 50.0%, Failure: 40.0%, Critical failure: 5.0%",
      );
    },
  );
});
