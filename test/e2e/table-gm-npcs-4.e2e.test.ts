/**
 * The GM's NPC in three more game systems' worlds of the table (`?system=<id>`, playground/table/systems/): the GM
 * rolls an NPC no player owns through the system's own dialog, from the GM's pane, as the system's NPC sheet starts
 * it, and reads its figures; Ann's pane shows of that message only what the system's secrets leave a player
 * (docs/systems-<id>.md), and her own roll in full. Each hidden figure is looked for as text in her whole pane.
 * The figures, by hand:
 * - Daggerheart: the Warden's claws (+3, critical threshold 20) at Ilsa (Evasion 11) and at Mira Vell (an adversary,
 *   Difficulty 15): a d20 + 3 hits Ilsa from 8, 13/20 = 65%, Mira from 12, 9/20 = 45%; a critical is a 20, 1/20, and
 *   always hits. Ann may observe Ilsa, not Mira: she reads Ilsa's hit and both criticals, never the 45%. Her own
 *   Agility (+2) against difficulty 12: 2d12 + 2 ≥ 12, 112/144 = 77.8%, a critical (Hope = Fear) 12/144 = 8.3%.
 * - Call of Cthulhu 7e: the Warden's Spot Hidden 55 at an Unknown difficulty (the keeper's): a d100 of 01–100, each
 *   1%; the keeper may set Regular (≤ 55: 55%), Hard (≤ ⌊55/2⌋ = 27: 27%) or Extreme (≤ ⌊55/5⌋ = 11: 11%). The
 *   levels read the value alone: critical 01 (1%), extreme 02–11 (10%), hard 12–27 (16%), regular 28–55 (28%); the
 *   fumble is 100 at Regular (55 is not below 50) but 96–100 at Hard, so it and the failure hang on the keeper's
 *   choice. Ann reads the four levels only. Her own Spot Hidden 65 at Regular: 65%, critical 1%, extreme 02–13 12%,
 *   hard 14–32 19%, regular 33–65 33%, failure 66–99 34%, fumble 100 1%.
 * - Shadowdark: the Warden's claw (+4) at Mira Vell (an NPC, AC 14): d20 + 4 ≥ 14 from a 10, 11/20 = 55% at
 *   Normal; with Advantage (the higher of two) 1 − (9/20)² = 79.75%, with Disadvantage (11/20)² = 30.25%. A critical
 *   success is the kept die's 20: 1 − (19/20)², 1/20, 1/400; a critical failure its 1: 1/400, 1/20, 1 − (19/20)².
 *   Ann may not open Mira's sheet: she reads the criticals alone. Her own Fascinate (Charisma +3 against its DC 12):
 *   d20 + 3 ≥ 12 from a 9, 12/20 = 60%.
 */
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { exactly, GmNpcTable, row } from "./gm-npc-page";
import { ANN, GM } from "./table-page";

const skip = skipWithoutChromium("GM's NPCs e2e (Daggerheart, CoC7, Shadowdark)");

describe.skipIf(skip)(`the GM's NPC in three systems' worlds${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let world: GmNpcTable;
  usePlaygroundPage((opened) => (world = new GmNpcTable(opened)), "?seed=1&system=daggerheart");

  it("Daggerheart: the Warden's claws at Ilsa and Mira Vell: the GM reads both, Ann Ilsa's and the crits", async () => {
    await world.openWorld("daggerheart");
    await world.pane(GM).locator('[data-target="heroToken0000001"]').click();
    await world.pane(GM).locator('[data-target="miraToken0000001"]').click();
    await world.press(GM, "warden-claws");
    const dialog = await world.withFigures(GM, ".roll-selection");
    expect(await row(dialog, "success")).toEqual(exactly([13 / 20, 9 / 20]));
    expect(await row(dialog, "critical")).toEqual(exactly([1 / 20, 1 / 20]));
    expect(await world.pane(ANN).locator(".roll-selection").count()).toBe(0);
    const before = await world.counts();
    await dialog.locator('button[data-action="submitRoll"]').click();
    await world.nextMessages(before);
    await expect
      .poll(() => world.chanceLines(GM))
      .toEqual([
        "Before the roll (Ilsa Brandt): Success: 65.0%, Critical success: 5.0%",
        "Before the roll (Mira Vell): Success: 45.0%, Critical success: 5.0%",
      ]);
    // README: "A figure from a target's number is shown only to a user who may observe its actor".
    await expect
      .poll(() => world.chanceLines(ANN))
      .toEqual([
        "Before the roll (Ilsa Brandt): Success: 65.0%, Critical success: 5.0%",
        "Before the roll (Mira Vell): Critical success: 5.0%",
      ]);
    expect(await world.paneText(ANN)).not.toContain("45.0%");

    // Her own Agility against difficulty 12 (a roll link), through the same dialog: in full.
    await world.press(ANN, "agility-difficulty");
    const own = await world.withFigures(ANN, ".roll-selection");
    const mine = await world.counts();
    await own.locator('button[data-action="submitRoll"]').click();
    await world.nextMessages(mine);
    await expect
      .poll(() => world.chanceLines(ANN))
      .toEqual([
        "Before the roll (Roll): Success: 77.8%, Critical success: 8.3%, Success with Hope: 34.7%, " +
          "Success with Fear: 34.7%, Failure with Hope: 11.1%, Failure with Fear: 11.1%",
      ]);
  });

  it("CoC7: the keeper's NPC's Spot Hidden 55 at Unknown: the keeper reads each, Ann the levels", async () => {
    await world.openWorld("coc7");
    await world.press(GM, "warden-sheet");
    await world
      .pane(GM)
      .locator(".table-windows .npc .skill-name.rollable", { hasText: /^Spot Hidden$/ })
      .click();
    const dialog = await world.withFigures(GM, ".bonus-selection");
    await dialog.locator('select[name="difficulty"]').selectOption("-1");
    await expect.poll(() => dialog.locator(".indie-dice-system-odds-caption").textContent()).toContain("Value 55");
    // The middle stop of the range: no bonus or penalty die.
    const middle = async (outcome: string) => (await row(dialog, outcome))[2];
    const figures = async () =>
      Promise.all(
        ["successIfRegular", "successIfHard", "successIfExtreme", "critical", "extreme", "hard", "regular"].map(middle),
      );
    expect(await figures()).toEqual(exactly([0.55, 0.27, 0.11, 0.01, 0.1, 0.16, 0.28]));
    expect(await row(dialog, "fumble")).toEqual([]);
    const before = await world.counts();
    await dialog.locator('button[data-action="ok"]').click();
    await world.nextMessages(before);
    const levels = "Critical success: 1.0%, Extreme success: 10.0%, Hard success: 16.0%, Regular success: 28.0%";
    // The first line: the chance before the roll (the lines after it are the card's push and Luck, the keeper's).
    await expect
      .poll(async () => (await world.chanceLines(GM)).slice(0, 1))
      .toEqual([
        "Before the roll (No bonus): Success at Regular: 55.0%, Success at Hard: 27.0%, Success at Extreme: 11.0%, " +
          levels,
      ]);
    // README: "With an Unknown difficulty a player sees only what the keeper's choice cannot change".
    await expect.poll(() => world.chanceLines(ANN)).toEqual([`Before the roll (No bonus): ${levels}`]);
    expect(await world.paneText(ANN)).not.toMatch(/55\.0%|27\.0%|11\.0%/);

    // Her own Spot Hidden 65 at Regular, from her character sheet: in full.
    await world.press(ANN, "sheet");
    await world
      .pane(ANN)
      .locator(".table-windows .skill-name.rollable", { hasText: /^Spot Hidden$/ })
      .click();
    const own = await world.withFigures(ANN, ".bonus-selection");
    const mine = await world.counts();
    await own.locator('button[data-action="ok"]').click();
    await world.nextMessages(mine);
    await expect
      .poll(async () => (await world.chanceLines(ANN)).slice(0, 1))
      .toEqual([
        "Before the roll (No bonus): Success at Regular: 65.0%, Critical success: 1.0%, Extreme success: 12.0%, " +
          "Hard success: 19.0%, Regular success: 33.0%, Failure (above the full value): 34.0%, Fumble: 1.0%",
      ]);
  });

  it("Shadowdark: the Warden's claw (+4) at Mira Vell (AC 14): the GM reads 55%, Ann the criticals alone", async () => {
    await world.openWorld("shadowdark");
    await world.pane(GM).locator('[data-target="miraToken0000001"]').click();
    await world.press(GM, "warden-claw");
    const dialog = await world.withFigures(GM, "#sd-roll-dialog");
    expect(await dialog.locator('input[name="mainRoll.formula"]').inputValue()).toBe("d20 + 4");
    // The radios' columns: Advantage, Normal, Disadvantage.
    expect(await row(dialog, "success")).toEqual(exactly([1 - (9 / 20) ** 2, 11 / 20, (11 / 20) ** 2]));
    expect(await row(dialog, "criticalSuccess")).toEqual(exactly([1 - (19 / 20) ** 2, 1 / 20, 1 / 400]));
    expect(await row(dialog, "criticalFailure")).toEqual(exactly([1 / 400, 1 / 20, 1 - (19 / 20) ** 2]));
    expect(await world.pane(ANN).locator("#sd-roll-dialog").count()).toBe(0);
    const before = await world.counts();
    await dialog.locator('footer button[type="submit"]').click();
    await world.nextMessages(before);
    await expect
      .poll(() => world.chanceLines(GM))
      .toEqual([
        "Before the roll (Normal): Success: 55.0%, Critical success: 5.0%, Critical failure: 5.0%",
        // The claw missed: the GM may reroll it (docs/systems-shadowdark.md "After the roll").
        "After the roll (Luck token reroll): Success: 55.0%, Critical success: 5.0%, Critical failure: 5.0%",
      ]);
    // README: "a figure from a target's AC is shown only to a user who may open its sheet".
    await expect
      .poll(() => world.chanceLines(ANN))
      .toEqual(["Before the roll (Normal): Critical success: 5.0%, Critical failure: 5.0%"]);
    expect(await world.paneText(ANN)).not.toMatch(/55\.0%|79\.8%|30\.3%/);

    // Her own Fascinate, against the DC the ability carries (which the system shows everyone): in full.
    await world.press(ANN, "fascinate");
    const own = await world.withFigures(ANN, "#sd-roll-dialog");
    const mine = await world.counts();
    await own.locator('footer button[type="submit"]').click();
    await world.nextMessages(mine);
    await expect
      .poll(() => world.chanceLines(ANN))
      .toEqual(["Before the roll (Normal): Success: 60.0%, Critical success: 5.0%, Critical failure: 5.0%"]);
  });
});
