/**
 * D&D 5e's damage dialog on the table (`?system=dnd5e`, docs/damage.md "D&D 5e"): Ann rolls her rapier's damage from
 * her sheet, the GM his Warden's glaive damage and a Fireball at the three goblins of the Hall, each through dnd5e's
 * own damage dialog. Every figure is counted by hand here: a die's faces one by one, 8d6's totals by convolution, a
 * save d20 + bonus ≥ 15 face by face, a saved Fireball's damage ×½ truncated as dnd5e's calculateDamage deals it.
 * The GM's Warden at Ilsa (9 HP, AC 15) with its longsword, `1d8 + 3` at +7, and docs/damage.md's figures: 7.5 and
 * 12 on Normal and Critical Hit, 3/8 and 54/64 to drop her; the attack as a whole 171/640; the critical 15 under
 * dnd5e's Multiply Modifiers and 15.5 under Maximize Dice, set in its Configure Combat menu; its greatsword with
 * Great Weapon Fighting typed as 2014's `2d6r<=2`, and a smite's `2d8r<=2` typed live into the dialog.
 * With SHOTS set, the dialogs are photographed at 1280×800 (English light, German dark) into SHOTS.
 */
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, HERO, TablePage } from "./table-page";
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

/** Each drop cell's text as the dialog shows it. */
function dropTexts(dialog: Locator): Promise<string[]> {
  return dialog.locator(".indie-dice-system-damage-drops tbody td").allTextContents();
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
    expect((await dropTexts(fire))[2]).toBe(lang === "en" ? "58.0%" : "58,0\u00a0%");
    await shot(GM, `${lang}-gm-fireball`);
    await fire.locator('button[data-action="normal"]').click();
  }

  it("English, light: Ann's rapier 12 / 7.5 and no goblin figure; the GM's 97 % / 70 %; Fireball 57.97 %", async () => {
    await runAll("en");
  });

  /** The GM's Configure Combat menu (dnd5e's): each critical rule checked or not, then saved. */
  async function criticalRules(rules: { criticalDamageModifiers: boolean; criticalDamageMaxDice: boolean }) {
    const settings = table.pane(GM).locator(".table-settings");
    if ((await settings.getAttribute("open")) === null) await settings.locator("> summary").click();
    await settings.locator('[data-menu="dnd5e.combatConfiguration"]').click();
    const combat = table.pane(GM).locator('.table-windows form:has([data-application-part="criticals"])');
    for (const [name, checked] of Object.entries(rules))
      await combat.locator(`input[name="${name}"]`).setChecked(checked);
    await shot(GM, `en-gm-combat-${rules.criticalDamageMaxDice ? "max" : "multiply"}`);
    await combat.locator('button[type="submit"]').click();
    await combat.waitFor({ state: "detached" });
  }

  /** The mean each button shows (Critical Hit, Normal), as its text reads it. */
  const shownMeans = async (dialog: Locator) =>
    (await dialog.locator('button[data-action="critical"], button[data-action="normal"]').allTextContents()).map(
      (text) => /mean (\S+)$/.exec(text)?.[1],
    );

  it(
    "the GM's longsword at Ilsa (9 HP): 7.5 / 12, 37.5% / 84.4%; the attack 171/640; Multiply Modifiers 15, " +
      "Maximize Dice 15.5; Great Weapon Fighting 34/3, live with a smite typed",
    async () => {
      await table.ready();
      await table.paneScreen({ width: 1280, height: 800 });
      await target(GM, [HERO]);
      // 1d20 + 7 against AC 15: a hit (not a critical) on 8 to 19, 12/20, which drops her on 6 or more of the d8
      // (3/8); a critical on 20, 1/20, whose 2d8 + 3 reaches 9 in 54 of 64: 171/640 = 26.72 % on Normal.
      await table.pane(GM).locator('[data-sheet-roll="warden-longsword-attack"]').click();
      const attack = table.pane(GM).locator(".table-windows .roll-configuration").last();
      // With advantage a hit on either d20 of 8 or more, 1 − (7/20)², a critical 1 − (19/20)²: 4797/12800; with
      // disadvantage (13/20)² and 1/400: 2043/12800.
      await expect
        .poll(() => drops(attack))
        .toEqual([["Ilsa Brandt", [4797 / 12800, 171 / 640, 2043 / 12800].map((p) => expect.closeTo(p, 12))]]);
      expect(must(must((await drops(attack))[0])[1][1]).toFixed(4)).toBe("0.2672");
      expect(await dropTexts(attack)).toEqual(["37.5%", "26.7%", "16.0%"]);
      await shot(GM, "en-gm-longsword-attack");
      await attack.locator('button[data-action="normal"]').click();

      // Its damage: 1d8 + 3 (mean 7.5) reaches 9 on 6, 7, 8; Critical Hit 2d8 + 3 (mean 12) in 54 of 64.
      let sword = await open(GM, "warden-longsword-damage");
      await expect
        .poll(() => means(sword))
        .toEqual([
          ["critical", 12],
          ["normal", 7.5],
        ]);
      expect(await drops(sword)).toEqual([["Ilsa Brandt", [expect.closeTo(54 / 64, 12), expect.closeTo(3 / 8, 12)]]]);
      expect((await drops(sword)).flatMap(([, p]) => p.map((x) => (x * 100).toFixed(2)))).toEqual(["84.38", "37.50"]);
      expect(await dropTexts(sword)).toEqual(["84.4%", "37.5%"]);
      expect(await shownMeans(sword)).toEqual(["12", "7.5"]);
      await shot(GM, "en-gm-longsword");
      await sword.locator('button[data-action="normal"]').click();

      // 2014's Great Weapon Fighting as its owner typed it: each d6 rerolled once on 1 or 2, mean 1/3 × 3.5 +
      // 2/3 × 4.5 = 25/6; 2d6r<=2 + 3 is 34/3, its critical 4d6r<=2 + 3 59/3. A smite typed into the dialog,
      // 2d8r<=2 (each d8 mean 1/4 × 4.5 + 3/4 × 5.5 = 21/4), follows each keystroke: 34/3 + 21/2 = 131/6, and
      // doubled on a critical, 59/3 + 21 = 122/3 (every mean checked by a separate enumeration of the faces).
      const great = await open(GM, "warden-greatsword-damage");
      const closeMeans = (all: [string, number][]) => all.map(([choice, mean]) => [choice, mean.toFixed(9)]);
      await expect
        .poll(async () => closeMeans(await means(great)))
        .toEqual([
          ["critical", (59 / 3).toFixed(9)],
          ["normal", (34 / 3).toFixed(9)],
        ]);
      expect(await shownMeans(great)).toEqual(["19.67", "11.33"]);
      await great.locator('input[name="roll.0.situational"]').pressSequentially("2d8r<=2");
      await expect
        .poll(async () => closeMeans(await means(great)))
        .toEqual([
          ["critical", (122 / 3).toFixed(9)],
          ["normal", (131 / 6).toFixed(9)],
        ]);
      expect(await shownMeans(great)).toEqual(["40.67", "21.83"]);
      await shot(GM, "en-gm-greatsword-smite");
      await great.locator('button[data-action="normal"]').click();

      // dnd5e's critical rules, as the GM sets them: Multiply Modifiers, 2d8 + 6 (mean 15, at least 9 in 63 of 64);
      // Maximize Dice, 1d8 + 8 + 3 (mean 15.5), which always drops her.
      const rules = [
        [{ criticalDamageModifiers: true, criticalDamageMaxDice: false }, 15, 63 / 64],
        [{ criticalDamageModifiers: false, criticalDamageMaxDice: true }, 15.5, 1],
      ] as const;
      for (const [rule, mean, drop] of rules) {
        await criticalRules(rule);
        sword = await open(GM, "warden-longsword-damage");
        await expect
          .poll(() => means(sword))
          .toEqual([
            ["critical", mean],
            ["normal", 7.5],
          ]);
        expect(await shownMeans(sword)).toEqual([String(mean), "7.5"]);
        expect(await drops(sword)).toEqual([["Ilsa Brandt", [expect.closeTo(drop, 12), expect.closeTo(3 / 8, 12)]]]);
        await sword.locator('button[data-action="normal"]').click();
      }
    },
  );

  it("German, dark: the same figures", async () => {
    await table.ready();
    await page.selectOption("#language", "de");
    await page.waitForURL(/lang=de/);
    await table.ready();
    await page.selectOption("#theme", "dark");
    await runAll("de");
  });
});
