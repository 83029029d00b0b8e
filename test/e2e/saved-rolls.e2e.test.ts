/**
 * A character's rolls one click away, in the playground in Chromium (issue 25's "Done when", as a player does it):
 * the Kaiser dialog of the sample character saves "Stealth" with its bonus written `@skills.stealth`; the Rolls
 * window shows it with the exact chance the dialog gave; a click opens it filled, Shift-click rolls at once; the
 * `@` field follows a change to the character's numbers; a missing path is refused by name; the journal's check link
 * opens the dialog filled for the character (Shift: at once); deleting asks first; all of it survives a reload.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";

const skip = skipWithoutChromium("saved rolls e2e");

describe.skipIf(skip)(`saved rolls in the playground${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  usePlaygroundPage((opened) => (page = opened), "old.html");

  const dialog = () => page.locator("form.roll-dialog");
  const field = (name: string) => dialog().locator(`[name="${name}"]`);
  const rolls = () => page.locator("form.saved-rolls-window");
  const row = (name: string) => rolls().locator("[data-saved-roll]").filter({ has: page.locator(".indie-dice-saved-name", { hasText: name }) });
  const messages = () => page.locator("#chat-log > li");

  /** A fresh character: the saved rolls and numbers of an earlier test are not this one's. */
  async function freshCharacter(): Promise<void> {
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.click(".playground-character summary");
  }

  async function type(name: string, value: string): Promise<void> {
    await field(name).fill(value);
    await field(name).dispatchEvent("change");
  }

  async function saveStealth(): Promise<number> {
    await page.click('#rule-sets [data-rule-set="kaiser"]');
    await type("bonus", "@skills.stealth");
    await expect.poll(() => dialog().locator(".indie-dice-resolved").first().textContent()).toBe("= 5");
    await type("advantages", "1");
    await field("mode").selectOption("difficulty");
    await type("difficulty", "12");
    const chance = Number(await dialog().locator('.indie-dice-figure[data-outcome="success"]').getAttribute("data-probability"));
    await field("savedRollName").fill("Stealth");
    // Enter in the name saves (it does not roll).
    await field("savedRollName").press("Enter");
    await expect.poll(() => page.locator("#notice").textContent()).toBe("Saved “Stealth” for Ilsa Brandt.");
    expect(await messages().count()).toBe(0);
    return chance;
  }

  it("saves Stealth from the dialog; the Rolls window shows its dialog's chance; click opens it filled, Shift-click rolls", async () => {
    await freshCharacter();
    const chance = await saveStealth();
    await page.click("#open-rolls");
    await expect.poll(() => row("Stealth").locator(".indie-dice-saved-summary").textContent()).toBe("3d6kh2ko + 5, against 12");
    expect(Number(await row("Stealth").locator(".indie-dice-saved-chance").getAttribute("data-probability"))).toBe(chance);
    await row("Stealth").locator("[data-action='openSavedRoll']").click();
    await dialog().waitFor();
    expect(await field("bonus").inputValue()).toBe("@skills.stealth");
    expect(await field("difficulty").inputValue()).toBe("12");
    expect(await field("savedRollName").inputValue()).toBe("Stealth");
    await page.fill("#seed", "4");
    await dialog().locator("button.indie-dice-roll").click();
    await expect.poll(() => messages().count()).toBe(1);
    await page.click("#open-rolls");
    await row("Stealth").locator("[data-action='openSavedRoll']").click({ modifiers: ["Shift"] });
    await expect.poll(() => messages().count()).toBe(2);
    expect(await dialog().count()).toBe(0);
    expect(await messages().last().locator(".dice-formula").first().textContent()).toContain("3d6kh2ko + 5");
  });

  it("follows the character's numbers, refuses a missing path by name, and keeps everything on reload", async () => {
    await freshCharacter();
    await saveStealth();
    await page.locator("#character-data").fill(JSON.stringify({ skills: { stealth: 9 } }));
    await page.click("#open-rolls");
    await expect.poll(() => row("Stealth").locator(".indie-dice-saved-summary").textContent()).toBe("3d6kh2ko + 9, against 12");
    // A roll whose path the character does not have says so, by name, and does not roll.
    await page.click('#rule-sets [data-rule-set="klepto"]');
    await type("modifier", "@skills.climb");
    expect(await dialog().locator('[data-field="modifier"] .indie-dice-error-text').textContent()).toBe("@skills.climb is not in this character's data.");
    expect(await dialog().locator("button.indie-dice-roll").isDisabled()).toBe(true);
    await page.reload();
    await page.click(".playground-character summary");
    expect(await page.locator("#character-data").inputValue()).toBe(JSON.stringify({ skills: { stealth: 9 } }));
    await page.click("#open-rolls");
    await expect.poll(() => row("Stealth").locator(".indie-dice-saved-summary").textContent()).toBe("3d6kh2ko + 9, against 12");
  });

  it("the journal's check link opens the dialog filled for the character; Shift rolls at once", async () => {
    await freshCharacter();
    const link = page.locator("#journal a.indie-dice-check-link", { hasText: "Sneak past the guard" });
    await link.click();
    await dialog().waitFor();
    expect(await field("bonus").inputValue()).toBe("@skills.stealth");
    expect(await dialog().locator('[data-field="bonus"] .indie-dice-resolved').textContent()).toBe("= 5");
    expect(await field("difficulty").inputValue()).toBe("12");
    expect(await field("flavor").inputValue()).toBe("Sneak past the guard");
    await dialog().locator("[data-action='close']").click();
    await link.focus();
    await page.keyboard.down("Shift");
    await page.keyboard.press("Enter");
    await page.keyboard.up("Shift");
    await expect.poll(() => messages().count()).toBe(1);
    expect(await messages().first().locator(".dice-formula").first().textContent()).toContain("2d6ko + 5");
  });

  it("reorders, deletes only after asking (Keep it keeps it), and renames", async () => {
    await freshCharacter();
    await saveStealth();
    await page.click('#rule-sets [data-rule-set="olde"]');
    await field("savedRollName").fill("Damage");
    await dialog().locator("[data-action='saveRoll']").click();
    await page.click("#open-rolls");
    await row("Damage").locator("[data-action='moveSavedRoll'][data-step='-1']").click();
    await expect.poll(() => rolls().locator(".indie-dice-saved-name").allTextContents()).toEqual(["Damage", "Stealth"]);
    await row("Stealth").locator("[data-action='deleteSavedRoll']").click();
    await rolls().locator("[data-action='cancelDelete']").click();
    expect(await rolls().locator(".indie-dice-saved-name").allTextContents()).toEqual(["Damage", "Stealth"]);
    await row("Stealth").locator("[data-action='deleteSavedRoll']").click();
    expect(await rolls().locator("[role='alertdialog'] p").textContent()).toBe("Delete the saved roll “Stealth” of Ilsa Brandt?");
    await rolls().locator("[data-action='confirmDelete']").click();
    await expect.poll(() => rolls().locator(".indie-dice-saved-name").allTextContents()).toEqual(["Damage"]);
    // Rename in the row: the old name filled in, Enter renames.
    await row("Damage").locator("[data-action='renameSavedRoll']").click();
    const input = rolls().locator("input[name='renamedRoll']");
    expect(await input.inputValue()).toBe("Damage");
    await input.fill("Sword damage");
    await input.press("Enter");
    await expect.poll(() => rolls().locator(".indie-dice-saved-name").allTextContents()).toEqual(["Sword damage"]);
  });
});
