/**
 * Foundry's own look (FOUNDRY_PATH, scripts/foundry-look.ts), in a real Chromium: the table built and served
 * as `npm start` / `npm run screenshots` do, once with FOUNDRY_PATH naming a stand-in installation made here (a
 * foundry2.css with a rule of its own and a font), once without. Nothing of Foundry's is needed: CI has none.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servePlayground, type ServedPlayground } from "./serve";
import { CHROMIUM, CHROMIUM_ARGS, requireChromium, skipWithoutChromium, watchIncidents } from "./browser";

const skip = skipWithoutChromium("Foundry look e2e");

/** A stand-in Foundry installation: its stylesheet marks the page and asks for a font from ../fonts/. */
function standInFoundry(): string {
  const root = mkdtempSync(join(tmpdir(), "indie-dice-foundry-look-"));
  mkdirSync(join(root, "public", "css"), { recursive: true });
  mkdirSync(join(root, "public", "fonts"), { recursive: true });
  writeFileSync(
    join(root, "public", "css", "foundry2.css"),
    '@font-face { font-family: "StandIn"; src: url("../fonts/stand-in.woff2") format("woff2"); }\n' +
      'body.vtt.game { --stand-in-foundry: loaded; font-family: "StandIn", sans-serif; }\n',
  );
  writeFileSync(join(root, "public", "fonts", "stand-in.woff2"), "not a real font");
  return root;
}

/**
 * The table as a test reads it, once a /r roll is in both logs and a roll dialog is open in the player's pane: the
 * stylesheets in order, how Foundry's look marks the page, the window's and the logs' structure, a message's.
 */
async function inspect(page: Page) {
  await page.waitForSelector("body[data-table-ready]");
  const input = page.locator("[data-client-user] textarea[name=chat-message]").first();
  await input.fill("/r 2d6ko + 3");
  await input.press("Enter");
  await expect.poll(() => page.locator(".chat-sidebar ol.chat-log > li.chat-message").count()).toBe(2);
  const ann = page.locator('[data-client-user="annUser000000000"]');
  await ann.locator('[data-tool="indieDice"]').click();
  await ann.locator('.table-windows dialog button[data-action="kaiser"]').click();
  await ann.locator(".table-windows form.roll-dialog").waitFor();
  return page.evaluate(() => {
    const sheets = [...document.styleSheets].map((sheet) => sheet.href ?? "inline");
    const li = document.querySelector(".chat-sidebar ol.chat-log > li");
    return {
      firstSheet: sheets[0] ?? null,
      sheetCount: sheets.length,
      marker: getComputedStyle(document.body).getPropertyValue("--stand-in-foundry").trim(),
      bodyClasses: [...document.body.classList],
      htmlClasses: [...document.documentElement.classList],
      window:
        document.querySelector(".table-windows .application > header.window-header ~ section.window-content") !== null,
      logs: document.querySelectorAll(".themed .chat-sidebar .chat-scroll > ol.chat-log").length,
      message: li
        ? [li.className.trim(), [...li.children].map((child) => `${child.tagName.toLowerCase()}.${child.className}`)]
        : null,
      parchmentStandIn: li ? getComputedStyle(li).backgroundColor : null,
    };
  });
}

describe.skipIf(skip)("the playground in Foundry's own look", () => {
  let browser: Browser | undefined;
  let installation = "";
  let withFoundry: ServedPlayground | undefined;
  let without: ServedPlayground | undefined;

  beforeAll(async () => {
    requireChromium();
    installation = standInFoundry();
    const saved = process.env.FOUNDRY_PATH;
    try {
      process.env.FOUNDRY_PATH = installation;
      withFoundry = await servePlayground();
      delete process.env.FOUNDRY_PATH;
      without = await servePlayground();
    } finally {
      if (saved === undefined) delete process.env.FOUNDRY_PATH;
      else process.env.FOUNDRY_PATH = saved;
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await withFoundry?.stop();
    await without?.stop();
    rmSync(installation, { recursive: true, force: true });
  });

  async function open(served: ServedPlayground): Promise<{ page: Page; requests: string[]; incidents: string[] }> {
    const page = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
    const requests: string[] = [];
    const incidents: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    watchIncidents(page, incidents);
    await page.goto(served.url);
    return { page, requests, incidents };
  }

  it(
    "with FOUNDRY_PATH: " +
      "Foundry's stylesheet first, its fonts from the installation, " +
      "the stand-in emptied, Foundry's page structure",
    async () => {
      const { page, requests, incidents } = await open(withFoundry!);
      const seen = await inspect(page);
      expect(seen.firstSheet).toMatch(/\/foundry\/css\/foundry2\.css$/);
      expect(seen.sheetCount).toBeGreaterThan(1);
      expect(seen.marker).toBe("loaded");
      expect(seen.bodyClasses).toEqual(expect.arrayContaining(["vtt", "game", "theme-light"]));
      expect(seen.htmlClasses).toContain("foundry-look");
      expect(seen.window).toBe(true);
      expect(seen.logs).toBe(2);
      expect(seen.message).toEqual([
        "chat-message message flexcol",
        ["header.message-header flexrow", "div.message-content"],
      ]);
      // The stand-in's parchment is gone: only Foundry's stylesheet (here, one without it) draws messages.
      expect(seen.parchmentStandIn).toBe("rgba(0, 0, 0, 0)");
      await expect
        .poll(() => requests.filter((path) => path.startsWith("/foundry/")))
        .toEqual(expect.arrayContaining(["/foundry/css/foundry2.css", "/foundry/fonts/stand-in.woff2"]));
      // A font that does not decode is the browser's warning, not a page error.
      expect(
        incidents.filter((incident) => !/stand-in\.woff2|OTS parsing|Failed to decode downloaded font/.test(incident)),
      ).toEqual([]);
      await page.close();
    },
  );

  it(
    "without FOUNDRY_PATH: " + "the playground's approximation, the same structure, and no request for Foundry's files",
    async () => {
      const { page, requests, incidents } = await open(without!);
      const seen = await inspect(page);
      expect(seen.firstSheet).not.toMatch(/foundry2\.css/);
      expect(seen.marker).toBe("");
      expect(seen.bodyClasses).not.toContain("vtt");
      expect(seen.htmlClasses).not.toContain("foundry-look");
      expect(seen.window).toBe(true);
      expect(seen.logs).toBe(2);
      expect(seen.message).toEqual([
        "chat-message message flexcol",
        ["header.message-header flexrow", "div.message-content"],
      ]);
      expect(seen.parchmentStandIn).toBe("rgb(233, 227, 211)");
      expect(requests.filter((path) => path.startsWith("/foundry/"))).toEqual([]);
      expect(incidents).toEqual([]);
      await page.close();
    },
  );
});
