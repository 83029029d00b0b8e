/**
 * A character's rolls one click away, on the table as Ann does it in her pane (issue 25's "Done when"): the Kaiser
 * dialog for her character saves "Stealth" with its bonus written `@skills.stealth`; her Rolls window shows it with
 * the exact chance the dialog gave; a click opens it filled, Shift-click rolls at once; the `@` field follows a
 * change to her character's numbers; a missing path is refused by name; deleting asks first; a row renames.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, HERO, TablePage } from "./table-page";

const skip = skipWithoutChromium("table saved rolls e2e");

describe.skipIf(skip)(`saved rolls on the table${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  });

  const sheet = () => table.pane(ANN).locator(".table-character");
  const rolls = () => table.pane(ANN).locator(".table-windows .saved-rolls-window");
  const row = (name: string) =>
    rolls()
      .locator("[data-saved-roll]")
      .filter({ has: page.locator(".indie-dice-saved-name", { hasText: name }) });

  /** Ann's character's numbers, as she writes them on her sheet. */
  async function numbers(data: object): Promise<void> {
    if ((await sheet().getAttribute("open")) === null) await sheet().locator("summary").click();
    await sheet().locator("textarea").fill(JSON.stringify(data));
    await sheet().locator("textarea").blur();
  }

  async function type(dialog: Locator, name: string, value: string): Promise<void> {
    await dialog.locator(`[name="${name}"]`).fill(value);
    await dialog.locator(`[name="${name}"]`).dispatchEvent("change");
  }

  async function openRolls(): Promise<void> {
    await sheet().locator('.table-character-controls button[data-action="indieDiceRolls"]').click();
    await rolls().waitFor();
  }

  /** Ann, her token controlled, saves Stealth from the Kaiser dialog; the chance it showed. */
  async function saveStealth(): Promise<number> {
    await table.ready();
    await numbers({ skills: { stealth: 5 } });
    await table.pane(ANN).locator(`[data-control="${HERO}"]`).click();
    const dialog = await table.openRoll(ANN, "kaiser");
    await type(dialog, "bonus", "@skills.stealth");
    await expect.poll(() => dialog.locator(".indie-dice-resolved").first().textContent()).toBe("= 5");
    await type(dialog, "advantages", "1");
    await dialog.locator('[name="mode"]').selectOption("difficulty");
    await type(dialog, "difficulty", "12");
    const chance = Number(
      await dialog.locator('.indie-dice-figure[data-outcome="success"]').getAttribute("data-probability"),
    );
    await dialog.locator('[name="savedRollName"]').fill("Stealth");
    // Enter in the name saves (it does not roll).
    await dialog.locator('[name="savedRollName"]').press("Enter");
    await expect
      .poll(() => table.pane(ANN).locator(".table-notifications").textContent())
      .toContain("Saved “Stealth” for Ilsa Brandt.");
    expect(await table.messages(ANN).count()).toBe(0);
    await dialog.locator('[name="bonus"]').press("Escape");
    await dialog.waitFor({ state: "detached" });
    return chance;
  }

  it(
    "saves Stealth from the dialog; the Rolls window shows its dialog's chance; " +
      "click opens it filled, Shift-click rolls",
    async () => {
      const chance = await saveStealth();
      await openRolls();
      await expect
        .poll(() => row("Stealth").locator(".indie-dice-saved-summary").textContent())
        .toBe("3d6kh2ko + 5, against 12");
      expect(Number(await row("Stealth").locator(".indie-dice-saved-chance").getAttribute("data-probability"))).toBe(
        chance,
      );
      await row("Stealth").locator("[data-action='openSavedRoll']").click();
      const dialog = table.dialog(ANN);
      await dialog.waitFor();
      expect(await dialog.locator('[name="bonus"]').inputValue()).toBe("@skills.stealth");
      expect(await dialog.locator('[name="difficulty"]').inputValue()).toBe("12");
      await dialog.locator("button.indie-dice-roll").click();
      for (const client of [GM, ANN]) await expect.poll(() => table.messages(client).count()).toBe(1);
      if ((await rolls().count()) === 0) await openRolls();
      await row("Stealth")
        .locator("[data-action='openSavedRoll']")
        .click({ modifiers: ["Shift"] });
      for (const client of [GM, ANN]) await expect.poll(() => table.messages(client).count()).toBe(2);
      expect(await table.dialog(ANN).count()).toBe(0);
      expect(await table.messages(GM).last().locator(".dice-formula").first().textContent()).toContain("3d6kh2ko + 5");
    },
  );

  it("follows the character's numbers and refuses a missing path by name", async () => {
    await saveStealth();
    await numbers({ skills: { stealth: 9 } });
    await openRolls();
    await expect
      .poll(() => row("Stealth").locator(".indie-dice-saved-summary").textContent())
      .toBe("3d6kh2ko + 9, against 12");
    await rolls().locator("[data-action='close']").first().click();
    const dialog = await table.openRoll(ANN, "klepto");
    await type(dialog, "modifier", "@skills.climb");
    expect(await dialog.locator('[data-field="modifier"] .indie-dice-error-text').textContent()).toBe(
      "@skills.climb is not in this character's data.",
    );
    expect(await dialog.locator("button.indie-dice-roll").isDisabled()).toBe(true);
  });

  it("reorders, deletes only after asking (No keeps it), and renames", async () => {
    await saveStealth();
    const olde = await table.openRoll(ANN, "olde");
    await olde.locator('[name="savedRollName"]').fill("Damage");
    await olde.locator("[data-action='saveRoll']").click();
    await olde.locator('[name="savedRollName"]').press("Escape");
    await openRolls();
    await row("Damage").locator("[data-action='moveSavedRoll'][data-step='-1']").click();
    await expect.poll(() => rolls().locator(".indie-dice-saved-name").allTextContents()).toEqual(["Damage", "Stealth"]);
    // Deleting asks first, in a confirmation of its own (Foundry's DialogV2): No keeps the roll.
    const confirm = table.pane(ANN).locator(".table-windows dialog");
    await row("Stealth").locator("[data-action='deleteSavedRoll']").click();
    await confirm.locator('button[data-action="no"]').click();
    await confirm.waitFor({ state: "detached" });
    expect(await rolls().locator(".indie-dice-saved-name").allTextContents()).toEqual(["Damage", "Stealth"]);
    await row("Stealth").locator("[data-action='deleteSavedRoll']").click();
    expect(await confirm.locator(".window-content p").textContent()).toBe(
      "Delete the saved roll “Stealth” of Ilsa Brandt?",
    );
    await confirm.locator('button[data-action="yes"]').click();
    await expect.poll(() => rolls().locator(".indie-dice-saved-name").allTextContents()).toEqual(["Damage"]);
    // Renaming asks for the new name (Foundry's DialogV2 prompt), the old one filled in; Enter renames.
    await row("Damage").locator("[data-action='renameSavedRoll']").click();
    const input = confirm.locator("input[name='name']");
    expect(await input.inputValue()).toBe("Damage");
    await input.fill("Sword damage");
    await input.press("Enter");
    await expect.poll(() => rolls().locator(".indie-dice-saved-name").allTextContents()).toEqual(["Sword damage"]);
  });
});
