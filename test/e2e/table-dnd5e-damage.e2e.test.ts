/**
 * D&D 5e's damage dialog on the table (`?system=dnd5e`, docs/damage.md "D&D 5e"): Ann rolls her rapier's damage from
 * her sheet, the GM his Warden's glaive damage and a Fireball at the three goblins of the Hall, each through dnd5e's
 * own damage dialog. Every figure is counted by hand here: a die's faces one by one, 8d6's totals by convolution, a
 * save d20 + bonus ≥ 15 face by face, a saved Fireball's damage ×½ truncated as dnd5e's calculateDamage deals it.
 * With SHOTS set, the dialogs are photographed at 1280×800 (English light, German dark) into SHOTS.
 */
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, TablePage } from "./table-page";
import { eightD6, savedOn } from "../systems/dnd5e/fireball-count";
import { must } from "../kit";

const skip = skipWithoutChromium("table dnd5e damage e2e");
const SHOTS = process.env.SHOTS ?? "";

/** The goblins' tokens (playground/table/systems/dnd5e.ts): Scout 7 HP DEX +3, Brute 12 HP −1, Boss 20 HP +2. */
const [SCOUT, BRUTE, BOSS] = ["goblinScoutToken", "goblinBruteToken", "goblinBoss0Token"];

/** Each damage figure's mean, by its choice. */
function means(dialog: Locator): Promise<[string, number][]> {
  return dialog
    .locator(".indie-dice-system-damage figure")
    .evaluateAll((all) => all.map((f) => [f.getAttribute("data-choice") ?? "", Number(f.getAttribute("data-mean"))]));
}

/** The drop table: each row's target and its figures. */
function drops(dialog: Locator): Promise<[string, number[]][]> {
  return dialog
    .locator(".indie-dice-system-damage-drops tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector("th")?.textContent ?? "",
        [...row.querySelectorAll("td")].map((cell) => Number(cell.getAttribute("data-probability"))),
      ]),
    );
}

/** A Fireball at DC 15 on a goblin of `hp` saving at `bonus`: fails take the total, saves its half truncated. */
function fireball(hp: number, bonus: number): number {
  const saved = savedOn(bonus, 15);
  let chance = 0;
  for (const [total, count] of eightD6())
    chance += (count / 6 ** 8) * ((1 - saved) * +(total >= hp) + saved * +(Math.trunc(total / 2) >= hp));
  return chance;
}

describe.skipIf(skip)(`D&D 5e's damage dialog on the table${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let table: TablePage;
  let page: TablePage["page"];
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  }, "?seed=1&system=dnd5e");

  async function open(user: string, roll: string): Promise<Locator> {
    await table.pane(user).locator(`[data-sheet-roll="${roll}"]`).click();
    const dialog = table.pane(user).locator(".table-windows .roll-configuration").last();
    await dialog.locator(".indie-dice-system-damage figure").first().waitFor();
    return dialog;
  }

  async function target(user: string, tokens: readonly string[]): Promise<void> {
    for (const token of tokens) await table.pane(user).locator(`[data-target="${token}"]`).click();
  }

  /** The user's pane (the screen paneScreen gave it) photographed. */
  async function shot(user: string, name: string): Promise<void> {
    if (SHOTS) await table.pane(user).screenshot({ path: `${SHOTS}/${name}.png` });
  }

  async function runAll(lang: "en" | "de"): Promise<void> {
    await table.ready();
    await table.paneScreen({ width: 1280, height: 800 });
    // Ann's rapier, 1d8 + 3 (Dexterity 16): Critical Hit 2d8 + 3, mean 12; Normal 7.5; at the Scout she may not see,
    // no figure of it (its row draws nothing for her).
    await target(ANN, [SCOUT]);
    const rapier = await open(ANN, "damage");
    await expect
      .poll(() => means(rapier))
      .toEqual([
        ["critical", 12],
        ["normal", 7.5],
      ]);
    expect((await drops(rapier)).flatMap(([, figures]) => figures.filter((p) => p > 0))).toEqual([]);
    await shot(ANN, `${lang}-ann-rapier`);
    await rapier.locator('button[data-action="normal"]').click();
    // The GM's glaive, 1d10 + 3, at the Scout (7 HP): Normal needs 4+ on the d10, 7/10; Critical Hit 2d10 ≥ 4, 97/100.
    await target(GM, [SCOUT]);
    const glaive = await open(GM, "warden-damage");
    await expect
      .poll(() => means(glaive))
      .toEqual([
        ["critical", 14],
        ["normal", 8.5],
      ]);
    expect(await drops(glaive)).toEqual([["Goblin Scout", [expect.closeTo(97 / 100, 12), expect.closeTo(7 / 10, 12)]]]);
    await shot(GM, `${lang}-gm-glaive`);
    await glaive.locator('button[data-action="normal"]').click();
    // The Fireball at all three: 8d6 (mean 28), no Critical Hit, each goblin's own save against DC 15.
    await target(GM, [BRUTE, BOSS]);
    const fire = await open(GM, "warden-fireball");
    await expect.poll(() => means(fire)).toEqual([["normal", 28]]);
    const rows = await drops(fire);
    expect(rows.map(([goblin]) => goblin)).toEqual(["Goblin Scout", "Goblin Brute", "Goblin Boss"]);
    const expected = [fireball(7, 3), fireball(12, -1), fireball(20, 2)];
    expect(must(expected[2]).toFixed(4)).toBe("0.5797");
    expect(rows.map(([, [p]]) => p)).toEqual(expected.map((p) => expect.closeTo(p, 12)));
    await shot(GM, `${lang}-gm-fireball`);
    await fire.locator('button[data-action="normal"]').click();
  }

  it("English, light: Ann's rapier 12 / 7.5 and no goblin figure; the GM's 97 % / 70 %; Fireball 57.97 %", async () => {
    await runAll("en");
  });

  it("German, dark: the same figures", async () => {
    await table.ready();
    await page.selectOption("#language", "de");
    await page.waitForURL(/lang=de/);
    await table.ready();
    await page.selectOption("#theme", "dark");
    await runAll("de");
  });
});
