/**
 * What every browser test (and `npm run screenshots`) shares: Debian's Chromium, never a downloaded build; the
 * flags that keep it from reaching the network; whether a suite runs here; and a page's incidents — a dialog, an
 * uncaught error, a console error — collected so that a test fails on them.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { servePlayground, type ServedPlayground } from "./serve";

export const CHROMIUM = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

export const hasChromium = existsSync(CHROMIUM);

/**
 * Whether a suite is skipped: on a developer's machine without Chromium it is (with a word saying so); in CI it
 * runs, and `requireChromium` then fails it.
 */
export function skipWithoutChromium(suite: string): boolean {
  const skip = !hasChromium && process.env.CI !== "true";
  if (skip)
    console.warn(
      `${suite} skipped: ${CHROMIUM} is missing (apt-get install -y chromium); CI=true makes this a failure.`,
    );
  return skip;
}

export function requireChromium(): void {
  if (!hasChromium) throw new Error(`CI=true but ${CHROMIUM} is missing: .ci/run must apt-get install -y chromium`);
}

let launched: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched by the first file that asks and shared by the files the worker runs after it
 * (vitest.e2e.config.ts runs them in one process, `isolate: false`), each in contexts of its own — a context is a new
 * profile: its own storage, cookies and cache, as a new browser's. A launch cost about two seconds of CPU, once a
 * file. Closed when the worker ends (Playwright ends the browsers a process launched as it exits); launched again
 * if it went away.
 */
export async function workerBrowser(): Promise<Browser> {
  requireChromium();
  const browser = await (launched ??= chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  }));
  if (browser.isConnected()) return browser;
  launched = undefined;
  return workerBrowser();
}

/** Records into `incidents` what a page should never do: open a dialog (dismissed), throw, or log an error. */
export function watchIncidents(page: Page, incidents: string[]): void {
  page.on("dialog", (dialog) => {
    incidents.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => incidents.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") incidents.push(`console error: ${message.text()}`);
  });
}

/** The screen a table page opens at (the context's viewport), and each test's page is put back to. */
const TABLE_VIEWPORT = { width: 1280, height: 900 };

/**
 * For a describe block: the playground built and served, one browser context (a profile) for the block, and for
 * each test the playground's table on a new world (with a query when given: `path`, such as "?seed=7"; by default
 * seed 1, the dice the suites were written for, since a page opened without a seed draws a new one), whose incidents
 * fail that test. Each test's page is handed to `onPage`.
 *
 * One tab serves the block's tests, each loading the table anew in it: a new tab cost about a second of CPU more
 * than a load in the same one (a renderer to start, the scripts compiled afresh), over a hundred times a run. What a
 * test could leave behind is put back first: the other tabs it opened closed, the screen's size, the world (the
 * tab's session storage, which the table writes as its page goes: cleared after that) and the browser's own storage
 * (a card's details remembered open), so each test starts as on a new tab. A tab that no longer answers is replaced.
 */
export function usePlaygroundPage(onPage: (page: Page) => void, path = "?seed=1"): void {
  let served: ServedPlayground | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const incidents: string[] = [];

  beforeAll(async () => {
    served = await servePlayground();
    context = await (await workerBrowser()).newContext({ viewport: TABLE_VIEWPORT });
  });

  afterAll(async () => {
    await context?.close();
    await served?.stop();
  });

  /** The block's tab as a new tab would be, on no page yet; a new tab when it is gone or no longer answers. */
  async function freshTab(): Promise<Page> {
    for (const other of context!.pages()) if (other !== page) await other.close();
    if (page && !page.isClosed()) {
      try {
        // After the table's own pagehide listener, which saves the world: registered later, so it runs later.
        await page.evaluate(() => {
          addEventListener("pagehide", () => sessionStorage.clear());
          localStorage.clear();
        });
        await page.goto("about:blank");
        await page.setViewportSize(TABLE_VIEWPORT);
        return page;
      } catch {
        await page.close().catch(() => undefined);
      }
    }
    page = await context!.newPage();
    watchIncidents(page, incidents);
    return page;
  }

  beforeEach(async () => {
    incidents.length = 0;
    const tab = await freshTab();
    incidents.length = 0;
    await tab.goto(served!.url + path);
    onPage(tab);
  });

  afterEach(() => {
    expect(incidents.splice(0)).toEqual([]);
  });
}
