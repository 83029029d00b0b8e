/**
 * Pathfinder 2e's damage dialog on the table (`?system=pf2e`, docs/systems-pf2e.md "Damage"): Ilsa's Strike with a
 * +1 striking longsword (`2d8 + 4`, deadly d8) from the sheet's Damage and Critical buttons, as pf2e's Strike buttons
 * open its DamageModifierDialog, at the Grave Warden (9 HP, weakness 5 to slashing). Counted by hand: a hit's mean is
 * 2 × 4.5 + 4 = 13, a critical's 2 × 13 + 4.5 = 30.5; the least hit, 2 + 4 + 5 = 11, reaches 9 HP, so both drop
 * the Warden. The GM reads the chance; Ann, who does not own the Warden, her mean and nothing of the Warden.
 */
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, TablePage, WARDEN } from "./table-page";

const skip = skipWithoutChromium("table pf2e damage e2e");

/** The damage dialog a Strike button opens in a user's pane, once its mean is on the Roll button. */
async function strikeDamage(table: TablePage, userId: string, method: "damage" | "critical"): Promise<Locator> {
  await table.pane(userId).locator(`[data-sheet-roll="strike-${method}"]`).click();
  const dialog = table.pane(userId).locator(".table-windows .damage-dialog").last();
  await dialog.locator(".indie-dice-system-chip").first().waitFor();
  return dialog;
}

/** The drop table's rows: each target's name and its exact chance. */
function drops(dialog: Locator): Promise<[string, number][]> {
  return dialog
    .locator(".indie-dice-system-damage-drops tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector("th")?.textContent ?? "",
        Number(row.querySelector<HTMLElement>("td")?.dataset.probability),
      ]),
    );
}

const title = `Pathfinder 2e's damage dialog on the table${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`;

describe.skipIf(skip)(title, () => {
  let table: TablePage;
  usePlaygroundPage((opened) => {
    table = new TablePage(opened);
  }, "?seed=1&system=pf2e");

  it("the GM: mean 13 on Damage, 30.5 on Critical, and the Warden dropped 100%; Ann: her mean, no Warden", async () => {
    await table.ready();
    await table.paneScreen({ width: 1280, height: 800 });
    await table.pane(GM).locator(`[data-target="${WARDEN}"]`).click();
    const hit = await strikeDamage(table, GM, "damage");
    expect(await hit.locator(".indie-dice-system-chip").first().textContent()).toMatch(/\b13\b/);
    await expect.poll(() => drops(hit)).toEqual([["Grave Warden", 1]]);
    await hit.locator("button.roll").click();
    const critical = await strikeDamage(table, GM, "critical");
    expect(await critical.locator(".indie-dice-system-chip").first().textContent()).toMatch(/\b30\.5\b/);
    await expect.poll(() => drops(critical)).toEqual([["Grave Warden", 1]]);
    await critical.locator("button.roll").click();

    await table.pane(ANN).locator(`[data-target="${WARDEN}"]`).click();
    const hers = await strikeDamage(table, ANN, "damage");
    expect(await hers.locator(".indie-dice-system-chip").first().textContent()).toMatch(/\b13\b/);
    expect(await hers.locator(".indie-dice-system-damage-drops").count()).toBe(0);
    expect(await hers.locator(".indie-dice-system-odds").textContent()).not.toContain("Grave Warden");
  });
});
