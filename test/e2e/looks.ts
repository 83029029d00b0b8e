/**
 * A browser suite run in both looks of the table (README "Seeing it in Foundry's own look"): the playground's
 * approximation always, Foundry's own where FOUNDRY_PATH names a Foundry installation — CI has none, so there that
 * block is skipped, its title saying why. Each block serves the table in its look and gives each test a new tab, whose
 * incidents (browser.ts) fail it.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect } from "vitest";
import { CHROMIUM, skipWithoutChromium, watchIncidents, workerBrowser } from "./browser";
import { servePlaygroundIn, type ServedPlayground } from "./serve";
import { must } from "../kit";

const FOUNDRY_PATH = process.env.FOUNDRY_PATH?.trim() || undefined;

export interface Look {
  /** "the playground's look" or "Foundry's own look". */
  readonly name: string;
  /** The table's address in this look. */
  url(): string;
  /** This test's tab. */
  page(): Page;
}

const LOOKS = [
  { name: "the playground's look", foundryPath: undefined, skipped: null },
  {
    name: "Foundry's own look",
    foundryPath: FOUNDRY_PATH,
    skipped: FOUNDRY_PATH ? null : "FOUNDRY_PATH names no Foundry installation (CI has none)",
  },
] as const;

/** `suite` as a describe block for each look, titled `title` in that look, on a 1280×800 tab. */
export function inBothLooks(suite: string, title: string, body: (look: Look) => void): void {
  const noChromium = skipWithoutChromium(suite);
  for (const look of LOOKS) {
    const skipped = look.skipped ?? (noChromium ? `${CHROMIUM} missing` : null);
    describe.skipIf(skipped !== null)(`${title} in ${look.name}${skipped ? ` (skipped: ${skipped})` : ""}`, () => {
      let served: ServedPlayground | undefined;
      let context: BrowserContext | undefined;
      let page: Page | undefined;
      const incidents: string[] = [];

      beforeAll(async () => {
        served = await servePlaygroundIn(look.foundryPath);
        context = await (await workerBrowser()).newContext({ viewport: { width: 1280, height: 800 } });
      });

      afterAll(async () => {
        await context?.close();
        await served?.stop();
      });

      beforeEach(async () => {
        incidents.length = 0;
        page = await must(context).newPage();
        watchIncidents(page, incidents);
      });

      afterEach(async () => {
        await page?.close();
        expect(incidents.splice(0)).toEqual([]);
      });

      body({ name: look.name, url: () => must(served).url, page: () => must(page) });
    });
  }
}
