/**
 * Foundry's own look (FOUNDRY_PATH, scripts/foundry-look.ts), in a real Chromium: the playground built and served
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

/** What a test reads of the page: the stylesheets in order, the requests made under /foundry/, and the structure. */
async function inspect(page: Page) {
  return page.evaluate(() => {
    const sheets = [...document.styleSheets].map((sheet) => sheet.href ?? "inline");
    const li = document.querySelector("#chat-log > li");
    return {
      firstSheet: sheets[0] ?? null,
      sheetCount: sheets.length,
      marker: getComputedStyle(document.body).getPropertyValue("--stand-in-foundry").trim(),
      bodyClasses: [...document.body.classList],
      htmlClasses: [...document.documentElement.classList],
      window: document.querySelector(".application > header.window-header + section.window-content") !== null,
      sidebar: document.querySelector("#sidebar.themed #chat ol#chat-log.chat-log.themed.theme-light") !== null,
      message: li ? [li.className, [...li.children].map((child) => `${child.tagName.toLowerCase()}.${child.className}`)] : null,
      parchmentStandIn: li ? getComputedStyle(li).backgroundColor : null,
    };
  });
}

async function rollKaiser(page: Page): Promise<void> {
  await page.click('#rule-sets [data-rule-set="kaiser"]');
  await page.locator("form.roll-dialog button.indie-dice-roll").click();
  await page.locator("#chat-log > li").waitFor();
  await page.click('#rule-sets [data-rule-set="kaiser"]');
  await page.locator("form.roll-dialog").waitFor();
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
    await page.goto(`${served.url}old.html`);
    await rollKaiser(page);
    return { page, requests, incidents };
  }

  it("with FOUNDRY_PATH: Foundry's stylesheet first, its fonts from the installation, the stand-in emptied, Foundry's page structure", async () => {
    const { page, requests, incidents } = await open(withFoundry!);
    const seen = await inspect(page);
    expect(seen.firstSheet).toMatch(/\/foundry\/css\/foundry2\.css$/);
    expect(seen.sheetCount).toBeGreaterThan(1);
    expect(seen.marker).toBe("loaded");
    expect(seen.bodyClasses).toEqual(expect.arrayContaining(["vtt", "game", "theme-light"]));
    expect(seen.htmlClasses).toContain("foundry-look");
    expect(seen.window).toBe(true);
    expect(seen.sidebar).toBe(true);
    expect(seen.message).toEqual(["chat-message message flexcol", ["header.message-header flexrow", "div.message-content"]]);
    // The stand-in's parchment is gone: only Foundry's stylesheet (here, one without it) draws messages.
    expect(seen.parchmentStandIn).toBe("rgba(0, 0, 0, 0)");
    await expect.poll(() => requests.filter((path) => path.startsWith("/foundry/"))).toEqual(expect.arrayContaining(["/foundry/css/foundry2.css", "/foundry/fonts/stand-in.woff2"]));
    // A font that does not decode is the browser's warning, not a page error.
    expect(incidents.filter((incident) => !/stand-in\.woff2|OTS parsing|Failed to decode downloaded font/.test(incident))).toEqual([]);
    await page.close();
  });

  it("without FOUNDRY_PATH: the playground's approximation, the same structure, and no request for Foundry's files", async () => {
    const { page, requests, incidents } = await open(without!);
    const seen = await inspect(page);
    expect(seen.firstSheet).not.toMatch(/foundry2\.css/);
    expect(seen.marker).toBe("");
    expect(seen.bodyClasses).not.toContain("vtt");
    expect(seen.window).toBe(true);
    expect(seen.sidebar).toBe(true);
    expect(seen.message).toEqual(["chat-message message flexcol", ["header.message-header flexrow", "div.message-content"]]);
    expect(seen.parchmentStandIn).toBe("rgb(233, 227, 211)");
    expect(requests.filter((path) => path.startsWith("/foundry/"))).toEqual([]);
    expect(incidents).toEqual([]);
    await page.close();
  });

  /** The table page: its first stylesheet, how Foundry's look marks it, and a /r roll drawn in both clients' logs. */
  async function openTable(served: ServedPlayground): Promise<{ page: Page; incidents: string[]; seen: { firstSheet: string | null; marker: string; bodyClasses: string[]; htmlClasses: string[]; logs: number; parchmentStandIn: string | null } }> {
    const page = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
    const incidents: string[] = [];
    watchIncidents(page, incidents);
    await page.goto(served.url);
    await page.waitForSelector("body[data-table-ready]");
    const input = page.locator("[data-client-user] textarea[name=chat-message]").first();
    await input.fill("/r 2d6ko + 3");
    await input.press("Enter");
    await expect.poll(() => page.locator(".chat-sidebar ol.chat-log > li.chat-message").count()).toBe(2);
    const seen = await page.evaluate(() => {
      const li = document.querySelector(".chat-sidebar ol.chat-log > li");
      return {
        firstSheet: [...document.styleSheets].map((sheet) => sheet.href ?? "inline")[0] ?? null,
        marker: getComputedStyle(document.body).getPropertyValue("--stand-in-foundry").trim(),
        bodyClasses: [...document.body.classList],
        htmlClasses: [...document.documentElement.classList],
        logs: document.querySelectorAll(".themed .chat-sidebar .chat-scroll > ol.chat-log").length,
        parchmentStandIn: li ? getComputedStyle(li).backgroundColor : null,
      };
    });
    return { page, incidents, seen };
  }

  it("the table page wears Foundry's stylesheet with FOUNDRY_PATH, and the approximation without", async () => {
    const foundry = await openTable(withFoundry!);
    expect(foundry.seen).toMatchObject({ marker: "loaded", logs: 2, parchmentStandIn: "rgba(0, 0, 0, 0)" });
    expect(foundry.seen.firstSheet).toMatch(/\/foundry\/css\/foundry2\.css$/);
    expect(foundry.seen.bodyClasses).toEqual(expect.arrayContaining(["vtt", "game", "theme-light"]));
    expect(foundry.seen.htmlClasses).toContain("foundry-look");
    expect(foundry.incidents.filter((incident) => !/stand-in\.woff2|OTS parsing|Failed to decode downloaded font/.test(incident))).toEqual([]);
    await foundry.page.close();
    const plain = await openTable(without!);
    expect(plain.seen).toMatchObject({ marker: "", logs: 2, parchmentStandIn: "rgb(233, 227, 211)" });
    expect(plain.seen.bodyClasses).not.toContain("vtt");
    expect(plain.incidents).toEqual([]);
    await plain.page.close();
  });
});
