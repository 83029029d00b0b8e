/**
 * Each language's layout, on one page a language (issue 56, "Tests that scale"), for the languages a file of the
 * language sweep is given (test/e2e/language-sweep-*.e2e.test.ts: languages.ts `sweepShard` shares every language of
 * src/ui/languages.ts among them; E2E_LANGUAGES narrows a local run): one table is opened in the language on a new
 * world and every layout check runs on it in turn, each a test of its own: every window opens whole at the language's
 * layout screens (sweeps/window-fit.ts), axe and overflowing text in every dialog and card (sweeps/accessibility.ts), a
 * contest's chances in the 300 px chat column (sweeps/card-heights.ts), then what needs a reload (sweeps/reload.ts):
 * the rolls posted (in English, then the switch to German; in the others in the language, then a reload) and a reload
 * at each later screen. Between checks the table
 * is put back as each check had it on a page of its own, as users do — its windows closed, its chat log cleared by
 * the GM, no token controlled or targeted, the light theme, the table's screen — and what a check itself added (the
 * column's style rule) it takes away. Windows are measured first, on the new world, where each opens as it first
 * shows (no input remembered, no roll saved). The behaviour probes, in English and German, stay in their own files. The
 * table is served as the run's build is (FOUNDRY_PATH set: in Foundry's own look); with FOUNDRY_PATH the windows are
 * measured in the playground's look as well, on a page a language of their own.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, watchIncidents, workerBrowser } from "../browser";
import { servePlayground, servePlaygroundIn, type ServedPlayground } from "../serve";
import { LANGUAGES, type LanguageCode } from "../../../src/ui/languages";
import { languageMessages, layoutScreens } from "../languages";
import { ANN, GM, TablePage } from "../table-page";
import { closeEveryWindow, windowMisfits } from "./window-fit";
import { accessibilityProblems } from "./accessibility";
import { atColumnWidth, contestChancesShown } from "./card-heights";
import { acrossReloads, switchesLanguage } from "./reload";

/** The screen the table's other suites open it at (browser.ts `usePlaygroundPage`), where axe and the column run. */
const TABLE_SCREEN = { width: 1280, height: 900 };

/** Playwright's own wait for an action, which a window that does not open shortens to fail within seconds. */
const ACTION_TIMEOUT = 30_000;

/** The look the table is served in: Foundry's own stylesheet when FOUNDRY_PATH names an installation. */
const LOOK = process.env.FOUNDRY_PATH ? "Foundry's look" : "the playground's look";

/** A language's layout screens, as Playwright sizes a page, and as a title names them. */
function screensOf(lang: LanguageCode): { sizes: { width: number; height: number }[]; named: string } {
  const sizes = layoutScreens(lang).map(([width, height]) => ({ width, height }));
  return { sizes, named: sizes.map(({ width, height }) => `${width}×${height}`).join(", ") };
}

const nameOf = (lang: LanguageCode) => `${LANGUAGES.find((entry) => entry.code === lang)!.name} (${lang})`;

/**
 * For one language's describe block: a new browser context (a new world: the table keeps it in the tab's session),
 * its table opened in `lang` at its first layout screen, whose incidents fail the test they happen in; closed after.
 */
function useLanguagePage(browser: () => Browser, served: () => ServedPlayground, lang: LanguageCode): () => TablePage {
  let context: BrowserContext | undefined;
  let table: TablePage | undefined;
  const incidents: string[] = [];
  beforeAll(async () => {
    // A language whose file is missing fails here, by name, not as a table that never loads.
    languageMessages(lang);
    context = await browser().newContext({ viewport: screensOf(lang).sizes[0]! });
    const page = await context.newPage();
    watchIncidents(page, incidents);
    // A busy machine (CI beside other jobs) may take long to load the table.
    await page.goto(`${served().url}?seed=1&lang=${lang}`, { timeout: 60_000 });
    table = new TablePage(page);
    await table.ready();
  });
  afterAll(async () => {
    await context?.close();
  });
  afterEach(() => {
    expect(incidents.splice(0)).toEqual([]);
  });
  return () => table!;
}

/** Each window at each of the language's screens, whole; a window that does not open fails within seconds. */
async function everyWindowFits(table: TablePage, lang: LanguageCode): Promise<void> {
  table.page.setDefaultTimeout(15_000);
  try {
    expect(await windowMisfits(table, screensOf(lang).sizes)).toEqual({});
  } finally {
    table.page.setDefaultTimeout(ACTION_TIMEOUT);
  }
}

/**
 * The table as each check had it on a page of its own, put back as users do: no window open, the chat log cleared by
 * the GM's button (Foundry's flush, once confirmed), no token controlled or targeted, the light theme, the table's
 * screen. What a check leaves in the world otherwise (an input a dialog remembers, a saved roll) stays.
 */
async function tidy(table: TablePage): Promise<void> {
  await closeEveryWindow(table);
  if ((await table.messages(GM).count()) + (await table.messages(ANN).count()) > 0) {
    await table.pane(GM).locator('[data-action="flush"]').click();
    await table.pane(GM).locator('.table-windows dialog button[data-action="yes"]').click();
    for (const client of [GM, ANN]) await expect.poll(() => table.messages(client).count()).toBe(0);
  }
  for (const pressed of ["[data-control]", "[data-target]"]) {
    const marked = table.page.locator(`[data-client-user] ${pressed}[aria-pressed="true"]`);
    for (let left = await marked.count(); left > 0; left--) await marked.first().click({ modifiers: ["Shift"] });
  }
  if ((await table.page.locator("#theme").inputValue()) !== "light") await table.page.selectOption("#theme", "light");
  await table.page.setViewportSize(TABLE_SCREEN);
}

/** The playground built and served with FOUNDRY_PATH unset: the approximation, the look CI measures by default. */
const servePlaygroundLook = (): Promise<ServedPlayground> => servePlaygroundIn(undefined);

/**
 * The worker's browser and one served table for a describe block (`serve`: the look); each language has a context of
 * its own.
 */
function useBrowser(serve: () => Promise<ServedPlayground>): {
  browser: () => Browser;
  served: () => ServedPlayground;
} {
  let served: ServedPlayground | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    served = await serve();
    browser = await workerBrowser();
  });
  afterAll(async () => {
    await served?.stop();
  });
  return { browser: () => browser!, served: () => served! };
}

/**
 * The sweep of `languages`, a describe block a language on one browser and one served table; none (a skipped test
 * saying so) when E2E_LANGUAGES leaves this file none of its languages.
 */
export function sweepLanguages(languages: readonly LanguageCode[]): void {
  const skip = skipWithoutChromium("language sweep e2e");
  if (languages.length === 0) {
    it.skip("no language of E2E_LANGUAGES is this file's", () => undefined);
    return;
  }
  describe.skipIf(skip)(
    `each language's layout, one page a language${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`,
    () => {
      const { browser, served } = useBrowser(servePlayground);

      for (const lang of languages) {
        const { named } = screensOf(lang);
        describe(nameOf(lang), () => {
          const table = useLanguagePage(browser, served, lang);
          beforeEach(async () => {
            await tidy(table());
          });

          it(`in ${LOOK}: each window opens whole, each text field's default whole, at ${named}`, async () => {
            await everyWindowFits(table(), lang);
          }, 240_000);

          // English's and German's: thirty-two axe runs (eight windows or logs, two themes, two panes) and five rolls,
          // over a minute on a busy machine (CI's 8-language run timed every language out at 60 s).
          it(
            "every dialog and card, in both panes, has no axe violation " +
              "(in English and German every rule in both themes; " +
              "elsewhere all but colour contrast, light) and no overflowing text, nor a sentence left in pieces",
            async () => {
              expect(await accessibilityProblems(table(), lang)).toEqual([]);
            },
            240_000,
          );

          it(
            `a contest of three against one says each side's chance in every pairing's row before the ` +
              `rolls, its details folded, at most 600 px in the 300 px column at ${named}`,
            async () => {
              const column = await atColumnWidth(table());
              try {
                await contestChancesShown(table(), lang);
              } finally {
                await column.evaluate((rule) => (rule as Element).remove());
              }
            },
          );

          it(
            `at ${named}: the world's rolls drawn in it after ` +
              `${switchesLanguage(lang) ? "the switch" : "a reload"}; the chat log fills its column, ` +
              `opens at its newest message, and its menu opens in view; ` +
              `a notification shows its text as typed, covers no control and goes after five seconds`,
            async () => {
              await acrossReloads(table(), lang);
            },
            240_000,
          );
        });
      }
    },
  );

  // With FOUNDRY_PATH the sweep above measures Foundry's look; the playground's approximation is measured too.
  describe.skipIf(skip || !process.env.FOUNDRY_PATH)("every window fits a laptop, in the playground's look", () => {
    const { browser, served } = useBrowser(servePlaygroundLook);

    for (const lang of languages) {
      describe(nameOf(lang), () => {
        const table = useLanguagePage(browser, served, lang);
        it(`each window opens whole, each text field's default whole, at ${screensOf(lang).named}`, async () => {
          await everyWindowFits(table(), lang);
        }, 240_000);
      });
    }
  });
}
