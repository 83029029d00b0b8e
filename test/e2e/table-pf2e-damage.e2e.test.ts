/**
 * Pathfinder 2e's damage dialog on the table (`?system=pf2e`, docs/systems-pf2e.md "Damage"): Ilsa's Strike with a
 * +1 striking longsword (`2d8 + 4`, deadly d8) from the sheet's Damage and Critical buttons, as pf2e's Strike buttons
 * open its DamageModifierDialog, at the Grave Warden (9 HP, weakness 5 to slashing). Counted by hand: a hit's mean is
 * 2 × 4.5 + 4 = 13, a critical's 2 × 13 + 4.5 = 30.5; the least hit, 2 + 4 + 5 = 11, reaches 9 HP, so both drop
 * the Warden. The GM reads the chance; Ann, who does not own the Warden, her mean and nothing of the Warden.
 * The longsword's Strike itself, from Ilsa's sheet in the GM's pane (pf2e's check dialog, the Strike action in its
 * context): Strength +4, trained +6, potency +1, frightened −1 = +10 against the Warden's AC 18 — the odds of +7
 * against AC 15 — succeeds from a d20 of 8 and crits from 18 (a natural 1 is a critical failure), 13/20; every
 * success and critical drops it, so the Normal column reads 65.00 %; Fortune 1 − (7/20)², Misfortune (13/20)².
 * With SHOTS set, the GM's pane is photographed with that dialog open into SHOTS.
 */
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, TablePage, WARDEN } from "./table-page";
import { must } from "../kit";

const skip = skipWithoutChromium("table pf2e damage e2e");
const SHOTS = process.env.SHOTS ?? "";

/** The damage dialog a Strike button opens in a user's pane, once its mean is on the Roll button. */
async function strikeDamage(table: TablePage, userId: string, method: "damage" | "critical"): Promise<Locator> {
  await table.pane(userId).locator(`[data-sheet-roll="strike-${method}"]`).click();
  const dialog = table.pane(userId).locator(".table-windows .damage-dialog").last();
  await dialog.locator(".indie-dice-system-chip").first().waitFor();
  return dialog;
}

/** The drop table's rows: each target's name and each column's exact chance. */
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

const title = `Pathfinder 2e's damage dialog on the table${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`;

describe.skipIf(skip)(title, () => {
  let table: TablePage;
  usePlaygroundPage((opened) => {
    table = new TablePage(opened);
  }, "?seed=1&system=pf2e");

  it("the GM: mean 13 / 30.5, the Warden dropped 100%, the Strike 65.00%; Ann: her mean, no Warden", async () => {
    await table.ready();
    await table.paneScreen({ width: 1280, height: 800 });
    await table.pane(GM).locator(`[data-target="${WARDEN}"]`).click();
    const hit = await strikeDamage(table, GM, "damage");
    expect(await hit.locator(".indie-dice-system-chip").first().textContent()).toMatch(/\b13\b/);
    await expect.poll(() => drops(hit)).toEqual([["Grave Warden", [1]]]);
    await hit.locator("button.roll").click();
    const critical = await strikeDamage(table, GM, "critical");
    expect(await critical.locator(".indie-dice-system-chip").first().textContent()).toMatch(/\b30\.5\b/);
    await expect.poll(() => drops(critical)).toEqual([["Grave Warden", [1]]]);
    await critical.locator("button.roll").click();

    await table.pane(GM).locator('[data-sheet-roll="strike-longsword"]').click();
    const check = table.pane(GM).locator(".table-windows .roll-modifiers-dialog").last();
    const fates = [1 - (7 / 20) ** 2, 13 / 20, (13 / 20) ** 2];
    await expect.poll(() => drops(check)).toEqual([["Grave Warden", fates.map((p) => expect.closeTo(p, 12))]]);
    expect(await check.locator(".indie-dice-system-damage-drops tbody td").allTextContents()).toEqual([
      "87.8%",
      "65.0%",
      "42.3%",
    ]);
    expect((must(must((await drops(check))[0])[1][1]) * 100).toFixed(2)).toBe("65.00");
    if (SHOTS) await table.pane(GM).screenshot({ path: `${SHOTS}/en-gm-longsword-strike.png` });
    await check.locator(".header-button.close").click();
    await check.waitFor({ state: "detached" });

    await table.pane(ANN).locator(`[data-target="${WARDEN}"]`).click();
    const hers = await strikeDamage(table, ANN, "damage");
    expect(await hers.locator(".indie-dice-system-chip").first().textContent()).toMatch(/\b13\b/);
    expect(await hers.locator(".indie-dice-system-damage-drops").count()).toBe(0);
    expect(await hers.locator(".indie-dice-system-odds").textContent()).not.toContain("Grave Warden");
  });
});
