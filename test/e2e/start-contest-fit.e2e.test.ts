/**
 * The Start contest dialog uses the room Foundry gives a window (docs/cards.md "Every window fits a laptop"): the
 * screen, not a part of it. Two attackers and a defender, in each rule set, on a GM's screen of 1280×800 and
 * 1920×1080 (the GM's pane, which is that client's screen, made that size): the window is whole on the screen, its
 * content does not scroll, every side's every field is seen where it is (inside every box that clips it, nothing
 * drawn over it), nothing is wider than its box, the Start button is in reach, and the joint table's header stands
 * over its rows. And in both looks (looks.ts), English and German, light and dark, on a table in a 1280×900 browser
 * window (each pane 610 px wide: what a user of the playground sees) and on a GM's screen of 1280×900: the
 * defender's last field of a two-against-one is inside the window's visible area, nothing around it scrolled; in
 * every rule set too, at that browser window, in one theme.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { RuleSetId } from "../../src/core/rule-set-types";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { BEHAVIOUR_LANGUAGES } from "./languages";
import { inBothLooks } from "./looks";
import { GM, HERO, TablePage, WARDEN } from "./table-page";
import { misalignedColumns } from "./table-columns";

const RULE_SETS: readonly RuleSetId[] = ["kaiser", "ogs", "kingdoms", "klepto", "olde"];
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;
const TOMAS = "tomasToken000001";
const skip = skipWithoutChromium("Start contest fit e2e");

interface Fit {
  /** The window's box inside the screen. */
  inScreen: boolean;
  /** Boxes whose content is taller than they are and scrolls (the window's content first among them). */
  scrolling: string[];
  /** Per side: its fields not wholly seen (clipped by a box, off the screen, or under something else). */
  hiddenFields: string[][];
  /** Boxes whose content is wider than they are. */
  overflowing: string[];
  /** The Start button takes a click where it is. */
  startInReach: boolean;
  sides: number;
}

/** What the GM sees of the Start contest window just opened, measured in the page. */
function measure(start: Locator): Promise<Fit> {
  return start.evaluate((form) => {
    const app = form.closest<HTMLElement>(".application")!;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${String(element.className).trim().replace(/\s+/g, ".")}`;
    const within = (inner: DOMRect, outer: { top: number; bottom: number; left: number; right: number }) =>
      inner.top >= outer.top - 0.5 &&
      inner.bottom <= outer.bottom + 0.5 &&
      inner.left >= outer.left - 0.5 &&
      inner.right <= outer.right + 0.5;
    // The client's screen: its pane's room for windows.
    const room = app.closest(".table-windows")!.getBoundingClientRect();
    const screen = { top: room.top, left: room.left, bottom: room.bottom, right: room.right };
    const shown = (element: Element): element is HTMLElement =>
      element instanceof HTMLElement && element.getClientRects().length > 0;
    const seen = (field: HTMLElement) => {
      const box = field.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !within(box, screen)) return false;
      for (let clip = field.parentElement; clip && clip !== app.parentElement; clip = clip.parentElement) {
        const style = getComputedStyle(clip);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        if (!within(box, clip.getBoundingClientRect())) return false;
      }
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return (
        hit !== null && (field.contains(hit) || hit.contains(field) || hit.closest("label") === field.closest("label"))
      );
    };
    const all = [app, ...app.querySelectorAll("*")].filter(shown);
    const content = app.querySelector<HTMLElement>(".window-content")!;
    const scrolling = [
      content,
      ...all.filter((element) => element !== content && /auto|scroll|hidden/.test(getComputedStyle(element).overflowY)),
    ]
      .filter((element) => element.scrollHeight > element.clientHeight + 1)
      .map((element) => `${describe(element)}: ${element.scrollHeight} px in ${element.clientHeight} px`);
    const sides = [...form.querySelectorAll("fieldset.indie-dice-contest-setup-side")];
    const button = form.querySelector<HTMLElement>("button.indie-dice-contest-start-button")!;
    const buttonBox = button.getBoundingClientRect();
    const hit = document.elementFromPoint(buttonBox.x + buttonBox.width / 2, buttonBox.y + buttonBox.height / 2);
    return {
      inScreen: within(app.getBoundingClientRect(), screen),
      scrolling,
      hiddenFields: sides.map((side) =>
        [...side.querySelectorAll<HTMLElement>("input[name]:not([type=hidden]), select[name], textarea[name]")]
          .filter((field) => !seen(field))
          .map((field) => field.getAttribute("name") ?? "?"),
      ),
      overflowing: all
        .filter(
          (element) =>
            !element.matches("input, select, textarea, svg, svg *, option") &&
            element.scrollWidth > element.clientWidth + 1 &&
            element.clientWidth > 0,
        )
        .map((element) => `${describe(element)} ${element.scrollWidth}>${element.clientWidth}`),
      startInReach: within(buttonBox, screen) && hit !== null && button.contains(hit),
      sides: sides.length,
    };
  });
}

describe.skipIf(skip)(
  `the Start contest dialog uses the screen${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`,
  () => {
    let page: Page;
    let table: TablePage;
    usePlaygroundPage((opened) => {
      page = opened;
      table = new TablePage(opened);
    });

    it(
      "the playground at 1280×900 (a 610 px pane), two against one: every side's fields in view, " +
        "no scroll but the chances'",
      async () => {
        await table.ready();
        await page.setViewportSize({ width: 1280, height: 900 });
        const gm = table.pane(GM);
        await table.control(GM, [WARDEN, TOMAS]);
        await gm.locator(`[data-target="${HERO}"]`).click();
        try {
          await gm.locator('[data-tool="indieDiceContest"]').click();
          const start = gm.locator(".table-windows form.contest-start");
          await start.waitFor();
          await page.evaluate(
            () => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))),
          );
          // The chances scroll in place beside the defender (styles/dialogs.css); nothing else may.
          const { scrolling, ...fit } = await measure(start);
          expect(scrolling.filter((box) => !box.startsWith("section.indie-dice-odds."))).toEqual([]);
          expect(fit).toEqual({
            inScreen: true,
            hiddenFields: [[], [], []],
            overflowing: [],
            startInReach: true,
            sides: 3,
          });
        } finally {
          for (const close of await page.locator('.table-windows .application header [data-action="close"]').all())
            await close.click();
          await gm.locator(`[data-target="${HERO}"]`).click();
        }
      },
    );

    for (const screen of SCREENS) {
      it.each(RULE_SETS)(
        `${screen.width}×${screen.height}: two attackers and a defender in %s, every side's fields ` +
          `in view, nothing scrolling or clipped`,
        async (ruleSet) => {
          await table.ready();
          await table.paneScreen(screen);
          const gm = table.pane(GM);
          await table.control(GM, [WARDEN, TOMAS]);
          await gm.locator(`[data-target="${HERO}"]`).click();
          try {
            await gm.locator('[data-tool="indieDiceContest"]').click();
            const start = gm.locator(".table-windows form.contest-start");
            await start.waitFor();
            await start.locator('select[name="ruleSet"]').selectOption(ruleSet);
            await start
              .locator(`.indie-dice-contest-setup-side .indie-dice-fields[data-rule-set="${ruleSet}"]`)
              .first()
              .waitFor();
            // The window takes its new content's height as Foundry sizes an "auto" window: measured once it has
            // settled.
            await page.evaluate(
              () => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))),
            );
            expect(await measure(start)).toEqual({
              inScreen: true,
              scrolling: [],
              hiddenFields: [[], [], []],
              overflowing: [],
              startInReach: true,
              sides: 3,
            });
            // Two against one: the joint table's header stands over its rows.
            expect(await misalignedColumns(start.locator(".indie-dice-contest-joint-table"))).toEqual([]);
          } finally {
            for (const close of await page.locator('.table-windows .application header [data-action="close"]').all())
              await close.click();
            await gm.locator(`[data-target="${HERO}"]`).click();
          }
        },
      );
    }
  },
);

/**
 * Where the defender's last field stands in its window: whether it is seen (its box inside the window's content box,
 * nothing over it), and the boxes around it in the window whose content is taller than they are, so that it scrolls.
 */
function defenderLastField(start: Locator): Promise<{ field: string; inView: boolean; scrolled: string[] }> {
  return start.evaluate((form) => {
    const app = form.closest<HTMLElement>(".application");
    const content = app?.querySelector<HTMLElement>(".window-content");
    const field = [
      ...form.querySelectorAll<HTMLElement>(
        ".indie-dice-contest-setup-side.defender :is(input[name]:not([type=hidden]), select[name], textarea[name])",
      ),
    ].at(-1);
    if (!app || !content || !field) return { field: "none", inView: false, scrolled: [] };
    const box = field.getBoundingClientRect();
    const inside = (outer: DOMRect) =>
      box.top >= outer.top - 0.5 &&
      box.bottom <= outer.bottom + 0.5 &&
      box.left >= outer.left - 0.5 &&
      box.right <= outer.right + 0.5;
    const scrolled: string[] = [];
    for (let around = field.parentElement; around && around !== app.parentElement; around = around.parentElement) {
      const style = getComputedStyle(around);
      const clips = style.overflowY !== "visible" || around === content;
      if (clips && around.scrollHeight > around.clientHeight)
        scrolled.push(`${around.className}: ${around.scrollHeight} px in ${around.clientHeight} px`);
    }
    // Seen where it is: nothing drawn over its middle (a footer kept in view at the content's foot, say).
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const uncovered = hit !== null && (field.contains(hit) || hit.contains(field));
    return {
      field: field.getAttribute("name") ?? "?",
      inView: inside(content.getBoundingClientRect()) && uncovered,
      scrolled,
    };
  });
}

/** The GM, controlling two tokens and targeting a third, opens the Start contest window: two against one. */
async function openTwoAgainstOne(table: TablePage): Promise<Locator> {
  const gm = table.pane(GM);
  await table.control(GM, [WARDEN, TOMAS]);
  await gm.locator(`[data-target="${HERO}"]`).click();
  await gm.locator('[data-tool="indieDiceContest"]').click();
  const start = gm.locator(".table-windows form.contest-start");
  await start.waitFor();
  return start;
}

/** Two frames later: a window sized "auto" has taken its new content's height, as Foundry sizes it. */
function settled(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const TWO_AGAINST_ONE_SCREENS = [
  { name: "a 1280×900 browser window (a 610 px pane)", browser: { width: 1280, height: 900 } },
  { name: "a GM's screen of 1280×900", pane: { width: 1280, height: 900 } },
] as const;

inBothLooks("Start contest fit e2e", "two against one, the defender's fields in view", (look) => {
  for (const screen of TWO_AGAINST_ONE_SCREENS)
    for (const lang of BEHAVIOUR_LANGUAGES)
      it(`${screen.name}, ${lang}, light then dark: the defender's last field in view, nothing scrolled`, async () => {
        const page = look.page();
        const table = new TablePage(page);
        for (const theme of ["light", "dark"]) {
          await page.goto(`${look.url()}?seed=1&lang=${lang}&theme=${theme}`);
          await table.ready();
          if ("browser" in screen) await page.setViewportSize(screen.browser);
          else await table.paneScreen(screen.pane);
          const start = await openTwoAgainstOne(table);
          await settled(page);
          expect(await defenderLastField(start), theme).toEqual({
            field: "d.disadvantages",
            inView: true,
            scrolled: [],
          });
        }
      });
});

inBothLooks("Start contest fit e2e", "two against one in each rule set, the defender's fields in view", (look) => {
  for (const lang of BEHAVIOUR_LANGUAGES)
    it(`a 1280×900 browser window (a 610 px pane), ${lang}: each rule set's defender's fields in view`, async () => {
      const page = look.page();
      const table = new TablePage(page);
      await page.goto(`${look.url()}?seed=1&lang=${lang}`);
      await table.ready();
      await page.setViewportSize({ width: 1280, height: 900 });
      const start = await openTwoAgainstOne(table);
      for (const ruleSet of RULE_SETS) {
        await start.locator('select[name="ruleSet"]').selectOption(ruleSet);
        await start
          .locator(`.indie-dice-contest-setup-side.defender .indie-dice-fields[data-rule-set="${ruleSet}"]`)
          .waitFor();
        await settled(page);
        const { field, ...seen } = await defenderLastField(start);
        expect(field, ruleSet).not.toBe("none");
        expect(seen, ruleSet).toEqual({ inView: true, scrolled: [] });
      }
    });
});
