/**
 * Prompts on the table (docs/prompts.md): the GM's request opens the roll's dialog in Ann's pane without her pressing
 * anything — a labelled dialog holding the focus, whose header says who asks, for which character and why, with
 * what the request fixed locked; she rolls from it and both panes show her row judged. Her card's own Roll button,
 * pressed while the prompt is open, brings the prompt forward rather than opening a second dialog.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, HERO, TablePage } from "./table-page";

const skip = skipWithoutChromium("table prompts e2e");

describe.skipIf(skip)(`prompts on the table${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  });

  it("the GM's request opens Ann's prompt; she rolls from it and her row is judged in both panes", async () => {
    await table.ready();
    await table.pane(GM).locator('[data-tool="indieDiceRequest"]').click();
    await table.pane(GM).locator(".table-windows dialog button[data-action=request]").click();
    const prompt = table.dialog(ANN);
    await prompt.waitFor();
    expect(await table.dialog(GM).count()).toBe(0);
    const header = await prompt.locator(".indie-dice-prompt h2, .indie-dice-prompt p").allTextContents();
    expect(header.map((line) => line.trim())).toEqual([
      "Gamemaster asks you to roll",
      "Character: Ilsa Brandt",
      "Why: Ilsa Brandt: Kaiser roll request",
    ]);
    const content = prompt.locator(".window-content");
    expect(await content.getAttribute("role")).toBe("dialog");
    expect(await content.getAttribute("aria-labelledby")).toBe(
      await prompt.locator(".indie-dice-prompt h2").getAttribute("id"),
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("bonus");
    expect(await prompt.locator('[name="difficulty"]').inputValue()).toBe("11");
    expect(await prompt.locator('[name="difficulty"]').isDisabled()).toBe(true);
    // The request fixed a difficulty: no opponent's value is asked, so none is shown (issue 73).
    expect(await prompt.locator('[name="opponent"]').count()).toBe(0);

    // The card's own Roll button (behind the prompt: reached from the keyboard) brings the prompt forward: still one
    // dialog in Ann's pane.
    const card = (client: string) => table.pane(client).locator(".indie-dice-request").last();
    const row = (client: string) => card(client).locator(`.indie-dice-request-row[data-participant="${HERO}"]`);
    await row(ANN).locator('[data-action="indie-dice-request-roll"]').focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest(".application") !== null)).toBe(true);
    expect(await table.dialog(ANN).count()).toBe(1);

    await prompt.locator('[name="bonus"]').fill("4");
    await prompt.locator('[name="bonus"]').dispatchEvent("change");
    await prompt.locator("button.indie-dice-roll").click();
    await prompt.waitFor({ state: "detached" });
    for (const client of [GM, ANN]) {
      await expect
        .poll(() => row(client).locator(".indie-dice-request-status").textContent())
        .toMatch(/^(passed|failed)$/);
    }
    expect(await table.dialog(ANN).count()).toBe(0);
  });
});
