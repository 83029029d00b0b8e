/**
 * The table plays like a table (issue 52, items 7 and 8): at 1280×800 and 1920×1080, where the screen bounds what
 * is checked, windows move by their title bar, stay in their pane, and can be taken off the tokens, and a message's
 * menu opens in the log's visible part; at 1280×800, what no screen size changes: a closed window gives the focus
 * back to what opened it (Escape or its close button), a click on a token follows Foundry's rule, a saved roll
 * dragged to the hotbar runs from it; and a new world rolls new dice while the Seed box replays a seed; a player
 * starts her own contest and is asked for her roll. (Every window opens whole at both screens in every language:
 * the language sweep, sweeps/window-fit.ts.)
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, HERO, TablePage, WARDEN } from "./table-page";

const skip = skipWithoutChromium("table play e2e");
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;
/** The screen the probes of what no screen size changes run at: the narrowest. */
const BEHAVIOUR_SCREEN = SCREENS[0];
const TOMAS = "tomasToken000001";
const MIRA = "miraToken0000001";

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly width: number;
  readonly height: number;
}

function boxOf(element: Locator): Promise<Box> {
  return element.evaluate((shown) => {
    const { left, top, right, bottom, width, height } = shown.getBoundingClientRect();
    return { left, top, right, bottom, width, height };
  });
}

/** Whether a click at the element's centre lands on it (nothing covers it). */
function reachable(element: Locator): Promise<boolean> {
  return element.evaluate((shown) => {
    const box = shown.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === shown || shown.contains(hit));
  });
}

/**
 * Presses the title bar (on its title text), moves the pointer by (dx, dy) — no further than the screen's edge — in
 * small steps, as a hand does (the window takes the pointer on its first move over it), and lets go.
 */
async function dragTitle(page: Page, window: Locator, dx: number, dy: number): Promise<void> {
  const title = await window.locator(".window-header .window-title").boundingBox();
  const screen = page.viewportSize()!;
  const x = title!.x + 10;
  const y = title!.y + title!.height / 2;
  const [toX, toY] = [
    Math.min(Math.max(x + dx, 1), screen.width - 2),
    Math.min(Math.max(y + dy, 1), screen.height - 2),
  ];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(toX, toY, { steps: Math.ceil(Math.hypot(toX - x, toY - y) / 8) });
  await page.mouse.up();
}

describe.skipIf(skip)(`the table plays like a table${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let page: Page;
  let table: TablePage;
  usePlaygroundPage((opened) => {
    page = opened;
    table = new TablePage(opened);
  });

  /** The focused element: its pane's user and what it is (a tool's name, else its tag). */
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      const user = element?.closest<HTMLElement>("[data-client-user]")?.dataset.clientUser ?? "none";
      return `${user}:${element?.getAttribute("data-tool") ?? element?.tagName ?? "none"}`;
    });

  /** The tokens a pane shows controlled, by name. */
  const controlled = (userId: string) =>
    table.pane(userId).locator('[data-control][aria-pressed="true"]').allTextContents();

  /** A window of the pane's, by a class only it has. */
  const windowOf = (userId: string, kind: string) => table.pane(userId).locator(`.table-windows .application.${kind}`);

  for (const screen of SCREENS) {
    const at = `${screen.width}×${screen.height}`;

    if (screen === BEHAVIOUR_SCREEN)
      it(
        `${at}: a closed window gives the focus back to what opened it, after Escape and after its ` + `close button`,
        async () => {
          await page.setViewportSize(screen);
          await table.ready();
          // Ann's roll dialog, through the rule-set choice: Escape from its first field, then the close button.
          for (const close of ["Escape", "button"] as const) {
            await table.openRoll(ANN, "kaiser");
            expect(await focused()).not.toBe(`${ANN}:indieDice`);
            if (close === "Escape") await page.keyboard.press("Escape");
            else await table.dialog(ANN).locator('.window-header [data-action="close"]').click();
            await table.dialog(ANN).waitFor({ state: "detached" });
            expect(await focused()).toBe(`${ANN}:indieDice`);
          }
          // The GM's Start contest (the module's own window) and Request a roll (a DialogV2).
          await table.pane(GM).locator(`[data-control="${WARDEN}"]`).click();
          await table.pane(GM).locator(`[data-target="${HERO}"]`).click();
          for (const [tool, part] of [
            ["indieDiceContest", ".contest-start"],
            ["indieDiceRequest", ".request-dialog"],
          ] as const) {
            for (const close of ["Escape", "button"] as const) {
              await table.pane(GM).locator(`[data-tool="${tool}"]`).click();
              const window = table.pane(GM).locator(`.table-windows ${part}`);
              await window.waitFor();
              await expect.poll(focused).not.toBe(`${GM}:${tool}`);
              if (close === "Escape") await page.keyboard.press("Escape");
              else await window.locator('.window-header [data-action="close"]').click();
              await window.waitFor({ state: "detached" });
              expect(await focused()).toBe(`${GM}:${tool}`);
            }
          }
        },
      );

    it(
      `${at}: a window moves by its title bar, stays whole on its client's screen (the pane), ` +
        `and is taken off the tokens`,
      async () => {
        await page.setViewportSize(screen);
        await table.ready();
        // Foundry keeps a window whole inside the screen (v13 ApplicationV2#_updatePosition): here Ann's, her pane's
        // room.
        const room = await table
          .pane(ANN)
          .locator(".table-windows")
          .evaluate((element) => {
            const { left, top, right, bottom } = element.getBoundingClientRect();
            return { left, top, right, bottom };
          });
        // The rule-set choice, a small window: moved by the pointer's travel, as far as the screen allows.
        await table.pane(ANN).locator('[data-tool="indieDice"]').click();
        const picker = windowOf(ANN, "rule-set-picker");
        await picker.waitFor();
        const before = await boxOf(picker);
        await dragTitle(page, picker, -60, 90);
        const after = await boxOf(picker);
        const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
        expect(after.left).toBeCloseTo(clamp(before.left - 60, room.left, room.right - before.width), 0);
        expect(after.top).toBeCloseTo(clamp(before.top + 90, room.top, room.bottom - before.height), 0);
        expect(after.top).toBeGreaterThan(before.top + 89);
        // Dragged far past the screen's foot, it stops there, whole.
        await dragTitle(page, picker, 0, 2000);
        const down = await boxOf(picker);
        expect(down.bottom).toBeCloseTo(room.bottom, 0);
        expect(down.top).toBeGreaterThanOrEqual(room.top);
        await picker.locator('button[data-action="kaiser"]').click();
        // The roll dialog stands over the tokens where its pane is short; minimized (a double click on its title bar)
        // and moved down, it leaves them in reach.
        const dialog = windowOf(ANN, "roll-dialog");
        await dialog.waitFor();
        const hero = table.pane(ANN).locator(`[data-control="${HERO}"]`);
        if (!(await reachable(hero))) {
          await dialog.locator(".window-header .window-title").dblclick();
          await dragTitle(page, dialog, 0, 2000);
        }
        expect(await reachable(hero)).toBe(true);
        const moved = await boxOf(dialog);
        expect(moved.top).toBeGreaterThanOrEqual(room.top);
        expect(moved.bottom).toBeLessThanOrEqual(room.bottom + 0.5);
        await hero.click();
        expect(await controlled(ANN)).toEqual(["Ilsa Brandt"]);
      },
    );

    it(`${at}: a tall card's menu opens inside the log's visible part`, async () => {
      await page.setViewportSize(screen);
      await table.ready();
      for (let roll = 0; roll < 3; roll++) {
        const dialog = await table.openRoll(ANN, "kaiser");
        await table.fill(dialog, { bonus: "4", difficulty: "12" });
        await dialog.locator('button[type="submit"]').click();
        await expect.poll(() => table.messages(ANN).count()).toBe(roll + 1);
      }
      await table.messages(ANN).last().locator(".message-header").click({ button: "right" });
      const menu = table.pane(ANN).locator("#context-menu");
      await menu.waitFor();
      const shown = await boxOf(table.pane(ANN).locator(".chat-scroll"));
      const box = await boxOf(menu);
      expect(box.height).toBeGreaterThan(100);
      expect(box.top).toBeGreaterThanOrEqual(shown.top - 0.5);
      expect(box.bottom).toBeLessThanOrEqual(shown.bottom + 0.5);
      for (const item of await menu.locator(".context-item").all()) expect(await reachable(item)).toBe(true);
    });

    if (screen === BEHAVIOUR_SCREEN)
      it(
        `${at}: a click on a token follows Foundry's rule: alone, Shift adds or releases, a ` +
          `controlled one stays with the others`,
        async () => {
          await page.setViewportSize(screen);
          await table.ready();
          const gm = table.pane(GM);
          const click = (token: string, shift = false) =>
            gm.locator(`[data-control="${token}"]`).click(shift ? { modifiers: ["Shift"] } : {});
          await click(WARDEN);
          expect(await controlled(GM)).toEqual(["Grave Warden"]);
          await click(TOMAS, true);
          await click(MIRA, true);
          expect(await controlled(GM)).toEqual(["Grave Warden", "Tomas Reed", "Mira Vell"]);
          // A plain click on one of those controlled: the group stays (Foundry keeps it, to be moved together).
          await click(TOMAS);
          expect(await controlled(GM)).toEqual(["Grave Warden", "Tomas Reed", "Mira Vell"]);
          // Shift on a controlled token releases it.
          await click(TOMAS, true);
          expect(await controlled(GM)).toEqual(["Grave Warden", "Mira Vell"]);
          // A plain click on a token not controlled: it alone.
          await click(HERO);
          expect(await controlled(GM)).toEqual(["Ilsa Brandt"]);
          // The HUD (Foundry's right click) controls its token: alone, unless it was controlled already.
          await click(WARDEN, true);
          await gm.locator(`[data-hud="${MIRA}"]`).click();
          expect(await controlled(GM)).toEqual(["Mira Vell"]);
          await click(TOMAS, true);
          await gm.locator(`[data-hud="${TOMAS}"]`).click();
          expect(await controlled(GM)).toEqual(["Tomas Reed", "Mira Vell"]);
        },
      );

    if (screen === BEHAVIOUR_SCREEN)
      it(`${at}: a saved roll dragged from the Rolls window onto the hotbar runs from it`, async () => {
        await page.setViewportSize(screen);
        await table.ready();
        const ann = table.pane(ANN);
        await ann.locator(`[data-control="${HERO}"]`).click();
        const dialog = await table.openRoll(ANN, "kaiser");
        await table.fill(dialog, { bonus: "4", difficulty: "12" });
        await dialog.locator('[name="savedRollName"]').fill("Stealth");
        await dialog.locator('[name="savedRollName"]').press("Enter");
        await expect
          .poll(() => ann.locator(".table-notifications").textContent())
          .toContain("Saved “Stealth” for Ilsa Brandt.");
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
        await ann.locator(".table-character summary").click();
        await ann.locator('.table-character-controls button[data-action="indieDiceRolls"]').click();
        const rolls = ann.locator(".table-windows .saved-rolls-window");
        await rolls.waitFor();
        const slot = ann.locator('.table-hotbar-slot[data-slot="3"] button');
        expect(await slot.isDisabled()).toBe(true);
        await rolls.locator("[data-saved-roll]").first().dragTo(ann.locator('.table-hotbar-slot[data-slot="3"]'));
        await expect.poll(() => slot.textContent()).toBe("3Stealth");
        // The GM's hotbar is his own: nothing was put on it.
        expect(await table.pane(GM).locator(".table-hotbar-name").allTextContents()).toEqual(Array(10).fill(""));
        await rolls.locator('.window-header [data-action="close"]').click();
        await slot.click();
        await table.dialog(ANN).waitFor();
        expect(await table.dialog(ANN).locator('[name="bonus"]').inputValue()).toBe("4");
        expect(await table.dialog(ANN).locator('[name="difficulty"]').inputValue()).toBe("12");
        await table.dialog(ANN).locator("button.indie-dice-roll").click();
        for (const client of [GM, ANN]) await expect.poll(() => table.messages(client).count()).toBe(1);
        expect(await table.messages(GM).first().textContent()).toContain("vs difficulty 12");
      });
  }

  it(
    "a new world draws a new seed, shown in the Seed box; " + "a seed given (address or box) replays the same dice",
    async () => {
      await table.ready();
      const address = new URL(page.url());
      const open = async (search: string): Promise<TablePage> => {
        const opened = new TablePage(await page.context().newPage());
        await opened.page.goto(`${address.origin}${address.pathname}${search}`);
        await opened.ready();
        return opened;
      };
      const total = async (opened: TablePage): Promise<string> => {
        const before = await opened.messages(GM).count();
        await opened.say(GM, "/r 1d1000000");
        await expect.poll(() => opened.messages(GM).count()).toBe(before + 1);
        return (await opened.messages(GM).last().locator("h4.dice-total").textContent())!;
      };
      // Two new worlds (new tabs, no seed in the address): each its own seed, and its own dice.
      const worlds = [await open(""), await open("")];
      const seeds = await Promise.all(worlds.map((world) => world.page.inputValue("#seed")));
      for (const seed of seeds) expect(seed).toMatch(/^\d+$/);
      expect(seeds[0]).not.toBe(seeds[1]);
      expect(seeds).not.toContain("1");
      const [first, second] = [await total(worlds[0]!), await total(worlds[1]!)];
      expect(first).not.toBe(second);
      // The same seed typed in each world's box: the same dice from there on.
      for (const world of worlds) await world.seed("7");
      expect(await total(worlds[0]!)).toBe(await total(worlds[1]!));
      // A seed in the address is the box's, and rolls as that seed typed in the box does.
      const given = await open("?seed=7");
      expect(await given.page.inputValue("#seed")).toBe("7");
      const replayed = await open("");
      await replayed.seed("7");
      expect(await total(given)).toBe(await total(replayed));
      for (const opened of [...worlds, given, replayed]) await opened.page.close();
    },
  );

  it("a player starts her own contest from her client and is asked for her character's roll there", async () => {
    await table.ready();
    const ann = table.pane(ANN);
    await ann.locator(`[data-control="${HERO}"]`).click();
    await ann.locator(`[data-target="${WARDEN}"]`).click();
    await ann.locator('[data-tool="indieDiceContest"]').click();
    const start = ann.locator(".table-windows .contest-start");
    await start.waitFor();
    await start.locator("button.indie-dice-contest-start-button").click();
    for (const client of [GM, ANN])
      await expect.poll(() => table.pane(client).locator(".indie-dice-contest").count()).toBe(1);
    const prompt = table.dialog(ANN);
    await prompt.waitFor();
    expect(await prompt.locator(".window-title").textContent()).toContain("Ilsa Brandt");
    expect(await prompt.locator(".indie-dice-prompt").textContent()).toContain("Ilsa Brandt vs Grave Warden");
    await prompt.locator("button.indie-dice-roll").click();
    await expect
      .poll(() => table.pane(GM).locator(".indie-dice-contest").textContent())
      .not.toContain("Waiting for: Ilsa Brandt and");
  });
});
