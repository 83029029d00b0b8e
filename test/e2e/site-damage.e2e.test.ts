/**
 * The web calculator's Damage view (docs/damage.md "In the web calculator") opened from disk in a real browser, as a
 * shared link brings a reader to it: a D&D 5e longsword, `1d8 + 3`, at a 9-hit-point goblin reads 37.50 % on a hit
 * and 84.38 % on a critical (3/8 and 54/64, counted by hand in docs/damage.md; each figure's exact value is on it as
 * `data-probability`, its text to one decimal as every chance of the module); the fields of another system's target
 * stay hidden; a field changed from the keyboard redraws the figures and the link holds it; axe finds no violation in
 * either theme. With DAMAGE_SCREENSHOTS=<folder> it saves the view at 1280×800, English light and German dark.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Browser, Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM, requireChromium, skipWithoutChromium, watchIncidents, workerBrowser } from "./browser";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const skip = skipWithoutChromium("damage view e2e");

/** The longsword at the goblin, as the link holds it. */
const LONGSWORD = "p.formula=1d8+%2B+3&p.type=slashing&p.critical=dnd5e&p.rules=dnd5e&p.hp=9";

describe.skipIf(skip)(`the calculator's Damage view${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let outDir = "";
  let browser: Browser | undefined;
  let page: Page;
  const incidents: string[] = [];

  beforeAll(async () => {
    requireChromium();
    outDir = mkdtempSync(join(tmpdir(), "indie-dice-damage-site-"));
    await build({
      configFile: join(ROOT, "vite.site.config.ts"),
      root: join(ROOT, "calculator/site"),
      logLevel: "silent",
      build: { outDir, emptyOutDir: true },
    });
    browser = await workerBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    watchIncidents(page, incidents);
  }, 120_000);

  afterAll(async () => {
    await page?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  async function open(fragment: string): Promise<void> {
    await page.goto("about:blank");
    await page.goto(`${pathToFileURL(join(outDir, "index.html")).href}#${fragment}`);
    await page.locator(".indie-dice-damage-drop").first().waitFor();
  }

  /** Each column's chance to drop the target: its exact value to two decimals of a percent, and its text. */
  function drops(): Promise<[string, string][]> {
    return page
      .locator(".indie-dice-damage-drop")
      .evaluateAll((elements) =>
        elements.map((e) => [(Number(e.getAttribute("data-probability")) * 100).toFixed(2), e.textContent ?? ""]),
      );
  }

  async function axeViolations(): Promise<string[]> {
    await page.addScriptTag({ path: AXE });
    return page.evaluate(async () => {
      const axe: { run(options: object): Promise<AxeResults> } = Reflect.get(window, "axe");
      return (await axe.run({ resultTypes: ["violations"], preload: false })).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
    });
  }

  async function screenshot(name: string): Promise<void> {
    const folder = process.env.DAMAGE_SCREENSHOTS;
    if (!folder) return;
    mkdirSync(folder, { recursive: true });
    await page.locator('[data-view="damage"] h2').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(folder, name) });
  }

  it("reads the longsword at a 9-hit-point goblin: 37.50 % on a hit, 84.38 % on a critical", async () => {
    await open(`v=1&view=damage&lang=en&theme=light&${LONGSWORD}`);
    expect(await drops()).toEqual([
      ["37.50", "Chance to drop the target: 37.5%"],
      ["84.38", "Chance to drop the target: 84.4%"],
    ]);
    expect(await page.locator(".indie-dice-damage-rolled").allTextContents()).toEqual([
      "Rolled: 1d8 + 3",
      "Rolled: 2d8 + 3",
    ]);
    // Pathfinder 2e's adjustments are no question for a D&D 5e target.
    await expect.poll(() => page.locator('[name="pf2eWeakness"]').isVisible()).toBe(false);
    expect(await page.locator('[name="dnd5eTrait"]').isVisible()).toBe(true);
    expect(await axeViolations()).toEqual([]);
    await screenshot("damage-en-light.png");
    expect(incidents).toEqual([]);
  });

  it("follows the keyboard: a resistance and hit points typed redraw it, and the link keeps them", async () => {
    await open(`v=1&view=damage&lang=en&theme=light&${LONGSWORD}`);
    await page.focus('[name="dnd5eTrait"]');
    await page.keyboard.press("ArrowDown");
    await page.focus('[name="hp"]');
    await page.keyboard.press("Control+A");
    await page.keyboard.type("5");
    await page.keyboard.press("Tab");
    // trunc((1d8 + 3) / 2) reaches 5 on 7 and 8: 2 in 8; trunc((2d8 + 3) / 2) on 7 or more of 2d8: 49 in 64.
    await expect.poll(drops).toEqual([
      ["25.00", "Chance to drop the target: 25.0%"],
      ["76.56", "Chance to drop the target: 76.6%"],
    ]);
    // The link is written as each field's change lands: both are awaited, in whatever order a busy page writes them.
    await expect.poll(() => page.url()).toContain("p.dnd5eTrait=resistant");
    await expect.poll(() => page.url()).toContain("p.hp=5");
    expect(incidents).toEqual([]);
  });

  it("reads in German, dark, without a violation", async () => {
    await open(`v=1&view=damage&lang=de&theme=dark&${LONGSWORD}`);
    expect(await drops()).toEqual([
      ["37.50", "Chance, das Ziel zu Boden zu bringen: 37,5\u00a0%"],
      ["84.38", "Chance, das Ziel zu Boden zu bringen: 84,4\u00a0%"],
    ]);
    expect(await axeViolations()).toEqual([]);
    await screenshot("damage-de-dark.png");
    expect(incidents).toEqual([]);
  });
});
