/**
 * What every browser test (and `npm run screenshots`) shares: Debian's Chromium, never a downloaded build; the
 * flags that keep it from reaching the network; whether a suite runs here; and a page's incidents — a dialog, an
 * uncaught error, a console error — collected so that a test fails on them.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
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
  if (skip) console.warn(`${suite} skipped: ${CHROMIUM} is missing (apt-get install -y chromium); CI=true makes this a failure.`);
  return skip;
}

export function requireChromium(): void {
  if (!hasChromium) throw new Error(`CI=true but ${CHROMIUM} is missing: .ci/run must apt-get install -y chromium`);
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

/**
 * For a describe block: the playground built and served, one Chromium profile for the block, and a fresh page on
 * the playground's table (with a query when given: `path`, such as "?seed=7"; by default seed 1, the dice the suites
 * were written for, since a page opened without a seed draws a new one) for each test, whose incidents fail that
 * test. Each test's page is handed to `onPage`.
 */
export function usePlaygroundPage(onPage: (page: Page) => void, path = "?seed=1"): void {
  let served: ServedPlayground | undefined;
  let context: BrowserContext | undefined;
  let profile: string | undefined;
  let page: Page | undefined;
  let incidents: string[] = [];

  beforeAll(async () => {
    requireChromium();
    served = await servePlayground();
    profile = mkdtempSync(join(tmpdir(), "indie-dice-chromium-"));
    context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await context?.close();
    await served?.stop();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  beforeEach(async () => {
    incidents = [];
    page = await context!.newPage();
    watchIncidents(page, incidents);
    await page.goto(served!.url + path);
    onPage(page);
  });

  afterEach(async () => {
    await page?.close();
    expect(incidents).toEqual([]);
  });
}
