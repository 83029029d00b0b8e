/**
 * A text field's default value fits its box (issue 52, item 7), in every language of src/ui/languages.ts: each
 * window with text fields is opened as it first shows (its fields as the module fills them), at 1280×800 (the
 * narrowest room the table gives a window) and 1920×1080 (the widest layouts), and every text field must show its
 * default whole: the value it holds, or
 * the placeholder an empty field shows for its default (the Kleptonomicon's result ranges). A layout check, so once
 * per language, one browser page each.
 */
import type { Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, requireChromium, skipWithoutChromium, watchIncidents } from "./browser";
import { servePlayground, type ServedPlayground } from "./serve";
import { LANGUAGES } from "../../src/ui/languages";
import { ANN, GM, HERO, TablePage, WARDEN } from "./table-page";

const skip = skipWithoutChromium("text field fit e2e");
/** The narrowest room the table gives a window, and the widest layouts (fields and odds side by side). */
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** A window with text fields: how a user opens it in their pane. */
interface FieldWindow {
  readonly name: string;
  open(table: TablePage): Promise<Locator>;
}

/** The GM controls exactly these tokens. */
async function control(table: TablePage, tokens: readonly string[]): Promise<void> {
  await table.control(GM, tokens);
}

/** The GM targets the token, unless it is targeted already (a click toggles it). */
async function target(table: TablePage, token: string): Promise<void> {
  const button = table.pane(GM).locator(`[data-target="${token}"]`);
  if ((await button.getAttribute("aria-pressed")) !== "true") await button.click();
}

async function macro(table: TablePage, user: string, id: string): Promise<void> {
  const macros = table.pane(user).locator(".table-macros");
  if (!(await macros.evaluate((element) => (element as HTMLDetailsElement).open))) await macros.locator("summary").click();
  await macros.locator(`[data-macro="${id}"]`).click();
}

const WINDOWS: readonly FieldWindow[] = [
  ...(["kaiser", "ogs", "kingdoms", "klepto", "olde", "formula"] as const).map((kind) => ({
    name: `the ${kind} roll dialog`,
    open: (table: TablePage) => table.openRoll(ANN, kind),
  })),
  {
    name: "Start contest",
    open: async (table) => {
      await control(table, [WARDEN]);
      await target(table, HERO);
      await table.pane(GM).locator('[data-tool="indieDiceContest"]').click();
      return table.pane(GM).locator(".table-windows form.contest-start");
    },
  },
  ...(["ogs", "kingdoms", "klepto", "olde"] as const).map((ruleSet) => ({
    name: `Start contest (${ruleSet})`,
    open: async (table: TablePage) => {
      await control(table, [WARDEN]);
      await target(table, HERO);
      await table.pane(GM).locator('[data-tool="indieDiceContest"]').click();
      const window = table.pane(GM).locator(".table-windows form.contest-start");
      await window.locator('select[name="ruleSet"]').selectOption(ruleSet);
      await window.locator(`.indie-dice-contest-setup-side [data-rule-set="${ruleSet}"]`).first().waitFor();
      return window;
    },
  })),
  {
    name: "Request a roll",
    open: async (table) => {
      await table.pane(GM).locator('[data-tool="indieDiceRequest"]').click();
      return table.pane(GM).locator(".table-windows .request-dialog");
    },
  },
  {
    name: "the Group Test's start",
    open: async (table) => {
      await control(table, [HERO, WARDEN, "tomasToken000001"]);
      await macro(table, GM, "macroGroupTest00");
      return table.pane(GM).locator(".table-windows .group-test-dialog");
    },
  },
  {
    name: "the Extended Test's start",
    open: async (table) => {
      await control(table, [HERO]);
      await macro(table, GM, "macroExtendedTst");
      return table.pane(GM).locator(".table-windows .extended-test-dialog");
    },
  },
];

/**
 * Each shown text field whose default its box cuts: the value it holds (its text's width, scrollWidth, against the
 * box's, clientWidth), or, for an empty field, the placeholder that stands for its default (measured in the field's
 * own font against the box's inner width). Its name, the text and the two widths.
 */
function cutFields(window: Locator): Promise<string[]> {
  return window.evaluate((element) => {
    const fields = [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input:not([type]), input[type=text], input[type=number], input[type=search], textarea")];
    const ruler = document.createElement("span");
    ruler.style.cssText = "position: absolute; visibility: hidden; white-space: pre;";
    document.body.append(ruler);
    const cut = fields.filter((field) => field.getClientRects().length > 0).flatMap((field) => {
      const style = getComputedStyle(field);
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (field.value !== "") return field.scrollWidth > field.clientWidth + 1 ? [`${field.name} "${field.value}" ${field.scrollWidth}>${field.clientWidth}`] : [];
      if (field.placeholder === "") return [];
      ruler.style.font = style.font;
      ruler.style.letterSpacing = style.letterSpacing;
      ruler.textContent = field.placeholder;
      // A textarea wraps its placeholder over its rows: there the words must fit its height, at its width.
      const wraps = field instanceof HTMLTextAreaElement;
      ruler.style.whiteSpace = wraps ? "pre-wrap" : "pre";
      ruler.style.width = wraps ? `${room}px` : "";
      const text = ruler.getBoundingClientRect();
      const height = field.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      const over = wraps ? text.height > height + 1 : text.width > room + 1;
      return over ? [`${field.name} placeholder "${field.placeholder}" ${Math.ceil(text.width)}×${Math.ceil(text.height)} > ${Math.floor(room)}×${Math.floor(height)}`] : [];
    });
    ruler.remove();
    return cut;
  });
}

describe.skipIf(skip)(`a text field's default value fits its box${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let served: ServedPlayground | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    requireChromium();
    served = await servePlayground();
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
  });

  for (const { code: lang, name: language } of LANGUAGES) {
    it(`in ${language} (${lang}), at ${SCREENS.map(({ width, height }) => `${width}×${height}`).join(" and ")}`, async () => {
      const page = await browser!.newPage({ viewport: SCREENS[0] });
      page.setDefaultTimeout(5000);
      const incidents: string[] = [];
      watchIncidents(page, incidents);
      await page.goto(`${served!.url}?lang=${lang}&seed=1`);
      const table = new TablePage(page);
      await table.ready();
      const cut: Record<string, string[]> = {};
      for (const screen of SCREENS) {
        await page.setViewportSize(screen);
        for (const shown of WINDOWS) {
          const window = await shown.open(table);
          await window.waitFor();
          const fields = await cutFields(window);
          if (fields.length > 0) cut[`${screen.width}×${screen.height} ${shown.name}`] = fields;
          await page.keyboard.press("Escape");
          await window.waitFor({ state: "detached" });
        }
      }
      await page.close();
      expect(cut).toEqual({});
      expect(incidents).toEqual([]);
    });
  }
});
