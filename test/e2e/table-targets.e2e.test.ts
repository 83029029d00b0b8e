/**
 * Targets as Foundry shows them, in every game system's world (`?system=<id>`) and both looks (looks.ts): Ann's pane
 * starts with no target, and its crosshairs say so; a click on a crosshair targets that token at once (User#targets),
 * its crosshair then pressed — announced (aria-pressed) and drawn apart from an unpressed one in both themes — and a
 * second click lets it go. pf2e's Rapier Strike says what it is against: no DC without a target; the Grave Warden's
 * AC, which pf2e hides from a player, with one.
 */
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { inBothLooks } from "./looks";
import { SYSTEM_DIALOGS } from "./system-dialogs";
import { ANN, TablePage, WARDEN } from "./table-page";

/** The ids of the tokens Ann targets, as the page's Foundry has them (game.users.get(ANN).targets), or null. */
function annTargets(page: Page): Promise<string[] | null> {
  return page.evaluate((user) => {
    const users: unknown = Reflect.get(Object(Reflect.get(globalThis, "game")), "users");
    const get: unknown = Reflect.get(Object(users), "get");
    if (typeof get !== "function") return null;
    const targets: unknown = Reflect.get(Object(Reflect.apply(get, users, [user])), "targets");
    return targets instanceof Set
      ? Array.from(targets, (token: unknown) => String(Reflect.get(Object(token), "id")))
      : null;
  }, ANN);
}

/**
 * How a crosshair is drawn at rest — the pointer away, the focus elsewhere (a hovered or focused button is drawn
 * otherwise), with no transition under way (Foundry's buttons fade): its ground, its icon's colour and its outline.
 */
async function drawn(table: TablePage, token: string): Promise<string> {
  await table.page.mouse.move(0, 0);
  await table.page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    if (!document.getElementById("no-transitions"))
      document.head.append(
        Object.assign(document.createElement("style"), {
          id: "no-transitions",
          textContent: "* { transition: none !important; }",
        }),
      );
  });
  return table
    .pane(ANN)
    .locator(`[data-target="${token}"]`)
    .evaluate((button) => {
      const style = getComputedStyle(button);
      return [style.backgroundColor, style.color, style.outlineStyle, style.outlineColor].join(" ");
    });
}

/** pf2e's Rapier Strike dialog's caption, the dialog then closed. */
async function strikeCaption(table: TablePage): Promise<string | null> {
  const pane = table.pane(ANN);
  await pane.locator('[data-sheet-roll="strike"]').click();
  const dialog = pane.locator(".table-windows .roll-modifiers-dialog");
  const caption = await dialog.locator(".indie-dice-system-odds-caption").textContent();
  await dialog.locator(".header-button.close").click();
  await dialog.waitFor({ state: "detached" });
  return caption;
}

/** Tokens a world has besides the four every world's scene holds: D&D 5e's three goblins, a Fireball's targets. */
const MORE_TOKENS: Readonly<Record<string, number>> = { dnd5e: 3 };

inBothLooks("table targets e2e", "Ann's targets", (look) => {
  it("every system's world starts with no target, every crosshair unpressed", async () => {
    const page = look.page();
    const table = new TablePage(page);
    for (const { id } of SYSTEM_DIALOGS) {
      await page.goto(`${look.url()}?seed=1&lang=en&system=${id}`);
      await table.ready();
      expect(await annTargets(page), id).toEqual([]);
      expect(await table.pane(ANN).locator('[data-target][aria-pressed="true"]').count(), id).toBe(0);
      const tokens = 4 + (MORE_TOKENS[id] ?? 0);
      expect(await table.pane(ANN).locator('[data-target][aria-pressed="false"]').count(), id).toBe(tokens);
    }
  });

  it(
    "pf2e: the Strike with no target has no DC; " +
      "one click targets the Warden, its crosshair pressed in both themes, " +
      "and the Strike is against its hidden AC; a second click lets it go",
    async () => {
      const page = look.page();
      const table = new TablePage(page);
      await page.goto(`${look.url()}?seed=1&lang=en&theme=light&system=pf2e`);
      await table.ready();
      expect(await strikeCaption(table)).toBe("No DC: the chance of each way to roll to make a total of at least…");

      const crosshair = table.pane(ANN).locator(`[data-target="${WARDEN}"]`);
      const unpressed = { light: await drawn(table, WARDEN), dark: "" };
      await crosshair.click();
      await expect.poll(() => crosshair.getAttribute("aria-pressed")).toBe("true");
      expect(await annTargets(page)).toEqual([WARDEN]);
      expect(await drawn(table, WARDEN)).not.toBe(unpressed.light);
      await page.selectOption("#theme", "dark");
      unpressed.dark = await drawn(table, "tomasToken000001");
      expect(await drawn(table, WARDEN)).not.toBe(unpressed.dark);
      expect(await strikeCaption(table)).toBe(
        "The AC is hidden: the chance of each way to roll to make a total of at least…",
      );

      await table.pane(ANN).locator(`[data-target="${WARDEN}"]`).click();
      await expect
        .poll(() => table.pane(ANN).locator(`[data-target="${WARDEN}"]`).getAttribute("aria-pressed"))
        .toBe("false");
      expect(await annTargets(page)).toEqual([]);
      expect(await drawn(table, WARDEN)).toBe(unpressed.dark);
    },
  );
});
