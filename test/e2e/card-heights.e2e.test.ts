/**
 * Cards that fit Foundry's 300 px chat column (issue 34): in the playground, built and served as `npm start` ships
 * it, in the look CI has (the playground's approximation; with FOUNDRY_PATH, Foundry's own stylesheet), a contest of
 * three against one stays under 600 px and a group test of four and a request of four rows under 450 px, before
 * anyone rolls and once they have; their details stay folded until asked for, by the keyboard too.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { skipWithoutChromium, usePlaygroundPage } from "./browser";

const skip = skipWithoutChromium("card heights e2e");

/** The chat column's width, where a card must fit (Foundry's `--sidebar-width`). */
const COLUMN = 300;

describe.skipIf(skip)("cards in the 300 px chat column", () => {
  let page: Page;
  usePlaygroundPage((opened) => (page = opened));

  /** The whole chat message holding the last card matching `selector`: what takes the room in the log. */
  const message = (selector: string) => page.locator("#chat-log > li").filter({ has: page.locator(selector) }).last();

  async function height(locator: Locator): Promise<number> {
    const box = (await locator.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(COLUMN);
    return box.height;
  }

  async function startContest(): Promise<Locator> {
    await page.locator(".playground-contest summary").click();
    await page.fill("#contest-attackers", "Ann Lee, Ben Ode, Cyra Vale");
    await page.fill("#contest-defender", "Grave Warden");
    await page.locator("#contest-form button[type=submit]").click();
    const start = page.locator("form.contest-start");
    await start.locator('select[name="ruleSet"]').selectOption("kingdoms");
    await start.locator("button.indie-dice-contest-start-button").click();
    return message(".indie-dice-contest");
  }

  it("a contest of three against one: at most 600 px before the rolls and after, its details folded", async () => {
    const card = await startContest();
    expect(await height(card)).toBeLessThanOrEqual(600);
    const contest = page.locator(".indie-dice-contest").last();
    expect(await contest.locator("details[data-card-details]").evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    for (const [index, id] of ["attacker-1", "attacker-2", "attacker-3", "defender"].entries()) {
      await page.fill("#seed", String(index + 11));
      await contest.locator(`[data-participant="${id}"] button`).click({ modifiers: ["Shift"] });
    }
    await expect.poll(() => contest.getAttribute("data-status")).toBe("resolved");
    expect(await height(card)).toBeLessThanOrEqual(600);
    // The chances before the rolls are folded away, not gone: one keypress on the summary shows them.
    expect(await contest.locator(".indie-dice-contest-joint-table").isVisible()).toBe(false);
    await contest.locator("details[data-card-details] > summary").focus();
    await page.keyboard.press("Enter");
    expect(await contest.locator(".indie-dice-contest-joint-table").isVisible()).toBe(true);
    expect(await contest.locator(".indie-dice-contest-pairing-details .indie-dice-contest-figure").count()).toBeGreaterThan(0);
    await page.keyboard.press("Space");
    expect(await contest.locator(".indie-dice-contest-joint-table").isVisible()).toBe(false);
  });

  it("a group test of four: at most 450 px before the rolls and after, its rules paragraph folded", async () => {
    await page.locator(".playground-group summary").click();
    await page.fill("#group-members", "Ilsa Brandt, Tomas Reed, Mira Vell, Oskar Lind");
    await page.locator("#group-form button[type=submit]").click();
    const card = message(".indie-dice-group-test");
    expect(await height(card)).toBeLessThanOrEqual(450);
    const group = page.locator(".indie-dice-group-test").last();
    expect(await group.locator(".indie-dice-note").isVisible()).toBe(false);
    for (const [index, id] of ["member-1", "member-2", "member-3", "member-4"].entries()) {
      await page.fill("#seed", String(index + 2));
      await group.locator(`button[data-participant="${id}"]`).click({ modifiers: ["Shift"] });
    }
    await expect.poll(() => group.locator("button[data-participant]").count()).toBe(0);
    expect(await height(card)).toBeLessThanOrEqual(450);
    await group.locator("details[data-card-details] > summary").focus();
    await page.keyboard.press("Space");
    expect(await group.locator(".indie-dice-note").isVisible()).toBe(true);
  });

  it("a roll request of four rows: at most 450 px before the rolls and after", async () => {
    await page.locator(".playground-request summary").click();
    await page.fill("#request-members", "Ilsa Brandt=4, Tomas Reed=2, Mira Vell=3, Oskar Lind=5");
    await page.locator("#request-form button[type=submit]").click();
    const card = message(".indie-dice-request");
    expect(await height(card)).toBeLessThanOrEqual(450);
    const request = page.locator(".indie-dice-request").last();
    for (const [index, id] of ["row-1", "row-2", "row-3", "row-4"].entries()) {
      await page.fill("#seed", String(index + 4));
      await request.locator(`[data-action="indie-dice-request-roll"][data-participant="${id}"]`).click({ modifiers: ["Shift"] });
    }
    await expect.poll(() => request.locator(".indie-dice-banner").count()).toBe(1);
    expect(await height(card)).toBeLessThanOrEqual(450);
  });
});
