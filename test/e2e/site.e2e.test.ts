/**
 * The web odds calculator (`npm run build:site`) opened from disk in a real browser: Debian's Chromium driven by
 * playwright-core, the page at a `file://` URL as a reader who downloaded the folder would open it. Builds the
 * site with Vite's own API into a temporary folder, checks it is one classic script within the first-load budget,
 * then edits a question in each language and opens its link in a fresh page: the same fields, the same answer
 * (the exact `data-probability` figures, also checked against the view models in Node). axe-core finds no
 * violation on a shared page, in either theme; with E2E_SCREENSHOTS=1 each is saved as a screenshot
 * (test/e2e/screenshots, git-ignored). Without /usr/bin/chromium the suite is skipped on a developer's machine and
 * fails in CI.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { build } from "vite";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import english from "../../lang/en.json";
import german from "../../lang/de.json";
import type { GroupRollSpec } from "../../src/rule-sets/klepto/core/group-test/group-test-types";
import { extendedTestOdds } from "../../src/rule-sets/kingdoms/core/extended-test/extended-test-odds";
import { DIALOG_MODELS } from "../../src/ui/dialog-models";
import { type DialogView, type FormValues } from "../../src/ui/dialogs/dialog-types";
import { createTranslator } from "../../src/ui/translator";
import { GroupTestEntry } from "../../src/rule-sets/calculator";
import { defaultPageSettings, type PageSettings } from "../../calculator/world-settings";
import { CALCULATOR_VIEWS } from "../../calculator/url-state";
import { FIELD_PAGES, SYSTEM_CALCULATOR_PAGES } from "../../calculator/system-calculators";
import { daggerheartCalculatorAnswer } from "../../src/systems/daggerheart/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../src/ui/systems/system-calculator";
import { SITE_BUDGET_BYTES, firstLoadFiles, gzipTotal, siteFiles } from "../../scripts/site-budget";
import { formulaChance, formulaDistribution } from "../../src/core/formula/formula-distribution";
import { buildFormulaTabView as formulaTabView } from "../../calculator/formula-tab-model";
import { REWORDED_KEYS } from "../../calculator/site-text";
import { formatNumber } from "../../src/ui/numbers";
import { LANGUAGES, intlLocale, type LanguageCode } from "../../src/ui/languages";
import { CHROMIUM, requireChromium, skipWithoutChromium, watchIncidents, workerBrowser } from "./browser";
import {
  BEHAVIOUR_LANGUAGES,
  E2E_LANGUAGES,
  calculatorTranslatorFor,
  translatorFor,
  wordingScreens,
} from "./languages";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SCREENSHOTS = fileURLToPath(new URL("./screenshots/", import.meta.url));
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const EN = createTranslator("en", english);
const DE = createTranslator("de", german, english);

const skip = skipWithoutChromium("odds calculator e2e");

/**
 * The whole page as a picture (test/e2e/screenshots, git-ignored) for a reader of the run, when E2E_SCREENSHOTS=1
 * asks for them: a picture checks nothing, and CI keeps none, while each full page's PNG costs the run's CPU (thirty
 * of them a run).
 */
async function picture(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, name), fullPage: true });
}

/** The screen every page opens at. */
const CONTEXT_SCREEN = { width: 1280, height: 900 };

/**
 * The game systems' views: each a panel drawn by the same code from its system's page (calculator/system-panels.ts),
 * so the walks and the layout in every language take one of them, or none, rather than all three.
 */
const SYSTEM_VIEWS: ReadonlySet<string> = new Set(SYSTEM_CALCULATOR_PAGES.map((page) => page.id));
/** The views drawn from a page of fields: the systems' and the Damage view (walked and laid out as its own view). */
const PANEL_VIEWS: ReadonlySet<string> = new Set(FIELD_PAGES.map((page) => page.id));

function viewFor(fields: FormValues, settings: PageSettings): DialogView {
  const model = DIALOG_MODELS.kingdoms;
  return model.build({ ...model.defaults(settings), ...fields }, { i18n: EN, settings, showOdds: true }) as DialogView;
}

describe.skipIf(skip)(`the odds calculator from disk${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`, () => {
  let outDir = "";
  /** The codes of the warnings the build gave. */
  const buildWarnings: string[] = [];
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  /** Page errors, console errors and alerts of every page opened: each one fails the test it happened in. */
  const incidents: string[] = [];

  beforeAll(async () => {
    requireChromium();
    outDir = mkdtempSync(join(tmpdir(), "indie-dice-site-"));
    // Rolldown's warnings, by code: PLUGIN_TIMINGS (how long the plugins took on this machine) says nothing of the
    // page.
    const onLog = (level: string, log: { code?: string }) =>
      void (level === "warn" && log.code !== "PLUGIN_TIMINGS" && buildWarnings.push(log.code ?? "?"));
    await build({
      configFile: join(ROOT, "vite.site.config.ts"),
      root: join(ROOT, "calculator/site"),
      logLevel: "silent",
      build: { outDir, emptyOutDir: true, rolldownOptions: { onLog } },
    });
    browser = await workerBrowser();
    context = await browser.newContext({ viewport: CONTEXT_SCREEN });
  });

  afterAll(async () => {
    await context?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    incidents.length = 0;
  });

  /**
   * Pages a test is done with, kept for the next ones: a new tab cost about a second of CPU more than a load in one
   * already open (a renderer to start, the page's script compiled afresh), and the calculator keeps nothing outside
   * its URL (no storage, no cookie), so a tab on a blank page at the context's screen is as a new one.
   */
  const idle: Page[] = [];
  /** The pages the running test was given: back to `idle` after it, on a blank page at the context's screen. */
  const given: Page[] = [];

  afterEach(async () => {
    for (const page of given.splice(0)) {
      if (page.isClosed()) continue;
      await page.goto("about:blank");
      await page.setViewportSize(CONTEXT_SCREEN);
      idle.push(page);
    }
    for (const page of context?.pages() ?? []) if (!idle.includes(page)) await page.close();
    expect(incidents).toEqual([]);
  });

  /**
   * A page, watched for errors (every page's incidents go to the same list, emptied before each test). `fresh`: a
   * new tab of its own, closed after the test, for a test that changes the page beyond its document (a script it
   * runs on every load).
   */
  async function newPage({ fresh = false } = {}): Promise<Page> {
    const kept = fresh ? undefined : idle.pop();
    if (kept) {
      given.push(kept);
      // In front: a tab a test left behind another gets its animation frames throttled, and every click waits for
      // two of them (a walk through the views took 113 s behind, 33 s in front).
      await kept.bringToFront();
      return kept;
    }
    const page = await context!.newPage();
    watchIncidents(page, incidents);
    if (!fresh) given.push(page);
    return page;
  }

  /**
   * Loads `url` as a new document in `page` (by way of a blank one: a link that differs only in its fragment would
   * otherwise not load the page again).
   */
  async function load(page: Page, url: string): Promise<void> {
    await page.goto("about:blank");
    await page.goto(url);
    await page.locator("#views button[aria-pressed=true]").waitFor();
  }

  const indexUrl = () => pathToFileURL(join(outDir, "index.html")).href;

  /** Every figure in `selector`, by outcome, with its exact chance as the page printed it. */
  function figures(page: Page, selector: string): Promise<[string | null, number][]> {
    return page
      .locator(selector)
      .evaluateAll((elements) =>
        elements.map((e) => [e.getAttribute("data-outcome"), Number(e.getAttribute("data-probability"))]),
      );
  }

  /** Types a value and commits it with a change event, as a Tab out of the field does. */
  async function type(page: Page, selector: string, value: string): Promise<void> {
    await page.fill(selector, value);
    await page.locator(selector).dispatchEvent("change");
  }

  /** The link once the page has written every part of the question named here into it. */
  async function linkHolding(page: Page, ...parts: string[]): Promise<string> {
    await expect.poll(() => parts.filter((part) => !page.url().includes(part))).toEqual([]);
    return page.url();
  }

  /**
   * Opens `link` afresh in the reader's page and checks it shows the same figures, then hands the front back to
   * the page the link came from (a tab in the background gets its animation frames throttled, and every click
   * waits for two of them).
   */
  async function follow(
    from: Page,
    reader: Page,
    link: string,
    selector: string,
    shown: [string | null, number][],
  ): Promise<void> {
    await reader.bringToFront();
    await load(reader, link);
    expect(reader.url()).toBe(link);
    await expect.poll(() => figures(reader, selector)).toEqual(shown);
    await from.bringToFront();
  }

  /**
   * axe-core's violations on the page as it stands: one line per rule and element. Without its preload, which
   * fetches the stylesheets again (a `file://` page may not) for its one CSS-reading rule (orientation lock).
   */
  async function axeViolations(page: Page): Promise<string[]> {
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const axe = (window as typeof window & { axe: { run(options: object): Promise<AxeResults> } }).axe;
      return (await axe.run({ resultTypes: ["violations"], preload: false })).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
    });
    return violations;
  }

  it(
    "is one classic script and one stylesheet, with relative URLs, " +
      "within the first-load budget; the formula engine's script lies beside them, named by neither",
    () => {
      // No EMPTY_IMPORT_META: nothing in the classic script reads `import.meta` (vite.site.config.ts
      // `dynamicImportsAsStatic`).
      expect(buildWarnings).toEqual([]);
      const html = readFileSync(join(outDir, "index.html"), "utf8");
      expect(html).not.toMatch(/type="module"|crossorigin/);
      expect(html).toMatch(/<script defer src="\.\/assets\/[^"]+\.js"><\/script>/);
      expect(html).toMatch(/<link rel="stylesheet" href="\.\/assets\/[^"]+\.css">/);
      const unhashed = (file: { path: string }) => file.path.replace(/-[\w-]{8}(\.\w+)$/, "$1");
      const files = siteFiles(outDir);
      // Each language but English in a script of its own (English's words are in the page's), whichever the run checks.
      const languageScripts = LANGUAGES.map(({ code }) => code)
        .filter((lang) => lang !== "en")
        .map((lang) => `assets/lang-${lang}.js`);
      expect(files.map(unhashed)).toEqual(
        [
          "assets/formula-chunk.js",
          "assets/index.js",
          ...languageScripts,
          "assets/style.css",
          "assets/systems-chunk.js",
          "index.html",
        ].sort(),
      );
      const firstLoad = firstLoadFiles(outDir, files);
      expect(firstLoad.map(unhashed)).toEqual(["assets/index.js", "assets/style.css", "index.html"]);
      expect(gzipTotal(firstLoad)).toBeLessThanOrEqual(SITE_BUDGET_BYTES);
      // The engine is in the tab's script, not in the page's.
      const pageScript = readFileSync(join(outDir, firstLoad.find((file) => file.path.endsWith(".js"))!.path), "utf8");
      expect(pageScript).not.toContain("Exact odds cannot be computed");
      expect(readFileSync(join(outDir, files[0]!.path), "utf8")).toContain("Exact odds cannot be computed");
      expect(readFileSync(join(outDir, files[0]!.path), "utf8")).toContain("is not a dice formula");
      // The module's words for what only a Foundry table has are left out where the calculator has its own.
      expect(pageScript).not.toContain(english.INDIE_DICE.Contest.Start.Hint);
      expect(pageScript).not.toContain(german.INDIE_DICE.Error.Expression.NoActor);
      // No other language's words in the page's script: German's Roll button is not there.
      expect(pageScript).not.toContain(JSON.stringify(german.INDIE_DICE.Contest.Start.Title));
    },
  );

  it(
    "picks the browser's language on a first visit " +
      "(by whole tag, then by base language), lists every language in its own name, " +
      "and fetches a language's words only when the page is first shown in it",
    async () => {
      for (const [locale, lang] of [
        ["pt-PT", "pt-BR"],
        ["de-AT", "de"],
        ["ja", "ja"],
        ["nl-NL", "en"],
      ] as const) {
        const visitor = await browser!.newContext({ locale });
        try {
          const page = await visitor.newPage();
          watchIncidents(page, incidents);
          await load(page, indexUrl());
          expect(await page.getAttribute("html", "lang"), locale).toBe(lang);
          expect(await page.locator("#language").inputValue(), locale).toBe(lang);
          await linkHolding(page, `lang=${lang}`);
        } finally {
          await visitor.close();
        }
      }
      const page = await newPage();
      const fetched: string[] = [];
      page.on("request", (request) => fetched.push(request.url()));
      await load(page, `${indexUrl()}#lang=en`);
      expect(
        await page
          .locator("#language option")
          .evaluateAll((options) =>
            options.map((option) => [option.getAttribute("value"), option.textContent, option.getAttribute("lang")]),
          ),
      ).toEqual(LANGUAGES.map(({ code, name }) => [code, name, intlLocale(code)]));
      const languageScripts = () =>
        fetched
          .filter((url) => /\/lang-[\w-]+\.js$/.test(url))
          .map((url) => url.replace(/^.*\/lang-(.+)-[\w-]{8}\.js$/, "$1"));
      expect(languageScripts()).toEqual([]);
      await page.selectOption("#language", "ja");
      await expect.poll(() => page.getAttribute("html", "lang")).toBe("ja");
      await linkHolding(page, "lang=ja");
      expect(await page.locator("#views [data-view=kaiser]").textContent()).toBe(
        translatorFor("ja").localize("INDIE_DICE.RuleSet.kaiser"),
      );
      // Japanese breaks as Japanese text does, in the frame and in the module's dialog (site.css).
      const breaking = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => {
            const style = getComputedStyle(element);
            return [style.lineBreak, style.wordBreak, style.overflowWrap];
          });
      expect(await breaking("body")).toEqual(["strict", "normal", "anywhere"]);
      expect(await breaking("#dialog-host label")).toEqual(["strict", "normal", "anywhere"]);
      await page.selectOption("#language", "en");
      await page.selectOption("#language", "ja");
      await expect.poll(() => page.getAttribute("html", "lang")).toBe("ja");
      expect(languageScripts()).toEqual(["ja"]);
    },
  );

  it("in English: a K&R question with a world setting in the dark theme — its link gives the same answer", async () => {
    const page = await newPage();
    await load(page, indexUrl());
    await page.click('#views [data-view="kingdoms"]');
    for (const [name, value] of Object.entries({ pool: "6", dice: "4", dt: "9" }))
      await type(page, `#dialog-host [name="${name}"]`, value);
    await page.click(".playground-settings summary");
    await page.selectOption('#settings-fields [name="kingdomsBasicRule"]', "positive");
    await page.selectOption("#theme", "dark");
    const link = await linkHolding(
      page,
      "view=kingdoms",
      "lang=en",
      "theme=dark",
      "s.kingdomsBasicRule=positive",
      "f.pool=6",
      "f.dice=4",
      "f.dt=9",
    );

    const selector = "#dialog-host .indie-dice-figure";
    const shown = await figures(page, selector);
    const settings: PageSettings = { ...defaultPageSettings(), kingdomsBasicRule: "positive" };
    const expected = viewFor({ pool: "6", dice: "4", dt: "9" }, settings).odds!.rows.map((row) => [
      row.outcome,
      row.probability,
    ]);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.slice(0, expected.length)).toEqual(expected);

    const reader = await newPage();
    await follow(page, reader, link, selector, shown);
    expect(await reader.inputValue('#dialog-host [name="dt"]')).toBe("9");
    expect(await reader.getAttribute("body", "class")).toContain("theme-dark");
    expect(await reader.getAttribute("html", "lang")).toBe("en");
    expect(await reader.locator('#views [data-view="kingdoms"]').getAttribute("aria-pressed")).toBe("true");
    expect(await reader.locator('#settings-fields [name="kingdomsBasicRule"]').inputValue()).toBe("positive");
    await picture(reader, "site-kingdoms-en-dark.png");
    expect(await axeViolations(reader)).toEqual([]);
  });

  it(
    "Dragonbane's view: skill 12 with a boon, 84%, a Dragon 39/400; " +
      "two banes leave one, 36%, a Demon 39/400 — its link gives the same answer",
    async () => {
      const page = await newPage();
      await load(page, indexUrl());
      await page.click('#views [data-view="dragonbane"]');
      const cells = '[data-view="dragonbane"] td[data-probability]';
      const rounded = (shown: [string | null, number][]) =>
        shown.map(([outcome, chance]) => [outcome, chance.toFixed(12)]);
      // The lower of two d20 fails only if both are over 12, (8/20)²; a Dragon 1 − (19/20)², a Demon (1/20)².
      await expect
        .poll(async () => rounded(await figures(page, cells)))
        .toEqual(
          rounded([
            ["success", 336 / 400],
            ["failure", 64 / 400],
            ["dragon", 39 / 400],
            ["demon", 1 / 400],
          ]),
        );
      await type(page, '[data-view="dragonbane"] [name="banes"]', "2");
      await expect
        .poll(async () => rounded(await figures(page, cells)))
        .toEqual(
          rounded([
            ["success", 144 / 400],
            ["failure", 256 / 400],
            ["dragon", 1 / 400],
            ["demon", 39 / 400],
          ]),
        );
      const link = await linkHolding(page, "view=dragonbane", "p.banes=2");
      const reader = await newPage();
      await follow(page, reader, link, cells, await figures(page, cells));
      expect(await axeViolations(reader)).toEqual([]);
    },
  );

  it(
    "WFRP 4e's view: target 45 with criticals named, 45%, a critical 4%, a fumble 6%; " +
      "Sin 2 adds the Wrath 25% — its link gives the same answer",
    async () => {
      const page = await newPage();
      await load(page, indexUrl());
      await page.click('#views [data-view="wfrp4e"]');
      const cells = '[data-view="wfrp4e"] td[data-probability]';
      const rounded = (shown: [string | null, number][]) =>
        shown.map(([outcome, chance]) => [outcome, chance.toFixed(12)]);
      // A d100 at or under 45; the doubles 11–44 at or under it, 55–88, a 99 and a 100 over it.
      await expect
        .poll(async () => rounded(await figures(page, cells)))
        .toEqual(
          rounded([
            ["success", 0.45],
            ["failure", 0.55],
            ["critical", 0.04],
            ["fumble", 0.06],
            // The SL bands (default SL: 4 − the roll's tens): +1 or more on 1–39, … +4 on 1–9.
            ["slAtLeast1", 0.39],
            ["slAtLeast2", 0.29],
            ["slAtLeast3", 0.19],
            ["slAtLeast4", 0.09],
          ]),
        );
      // A prayer's Sin 2: the units digits 1 and 2 (20 faces) and the failed 55, 66, 77, 88, 99.
      await type(page, '[data-view="wfrp4e"] [name="sin"]', "2");
      await expect
        .poll(async () => rounded(await figures(page, cells)))
        .toEqual(
          rounded([
            ["success", 0.45],
            ["failure", 0.55],
            ["critical", 0.04],
            ["fumble", 0.06],
            ["wrath", 0.25],
            ["slAtLeast1", 0.39],
            ["slAtLeast2", 0.29],
            ["slAtLeast3", 0.19],
            ["slAtLeast4", 0.09],
          ]),
        );
      const link = await linkHolding(page, "view=wfrp4e", "p.sin=2");
      const reader = await newPage();
      await follow(page, reader, link, cells, await figures(page, cells));
      expect(await axeViolations(reader)).toEqual([]);
    },
  );

  it(
    "in German at 1280×800: " +
      "a contest's pairings " +
      "(the d6 roll-off, then any formula), a group test with members' own numbers, " +
      "an extended test and the game systems' views " +
      "(Pathfinder 2e's degrees, Daggerheart's duality, Call of Cthulhu's bonus dice, " +
      "D&D 5e's d20, Shadowdark's advantage) — " +
      "each link gives the same answer, and Back and Forward go from view to view",
    async () => {
      const reader = await newPage();
      const page = await newPage();
      const fetched: string[] = [];
      page.on("request", (request) => fetched.push(request.url()));
      await page.setViewportSize({ width: 1280, height: 800 });
      await load(page, `${indexUrl()}#lang=de`);
      expect(await page.getAttribute("html", "lang")).toBe("de");

      // The Start contest pairings: one attacker against the defender, both rolling the same Kaiser check. Each side is
      // the higher as often (h), so the defender taking ties gives h and 1 − h; the world's d6 roll-off shares a tie
      // evenly: h + (1 − 2h) / 2 = 1/2 each. Then the attacker's value raised.
      await page.click('#views [data-view="contest"]');
      await type(page, '#contest-panel [name="attackers"]', "Ilsa Brandt");
      const pairing = "#dialog-host .indie-dice-contest-setup-odds .indie-dice-figure";
      await expect
        .poll(async () => (await figures(page, pairing)).map(([, chance]) => (chance * 100).toFixed(1)))
        .toEqual(["44.4", "55.6"]);
      await page.click(".playground-settings summary");
      await page.selectOption('#settings-fields [name="kaiserTieRule"]', "roll-off");
      await expect
        .poll(async () => (await figures(page, pairing)).map(([outcome, chance]) => [outcome, chance.toFixed(12)]))
        .toEqual([
          ["attacker", "0.500000000000"],
          ["defender", "0.500000000000"],
        ]);
      // The opposed-Fumble penalty: one Foundry's settings form would refuse is refused here too, said why in German,
      // and changes nothing; one it takes is the link's.
      const penalty = '#settings-fields [name="kaiserFumblePenalty"]';
      await type(page, penalty, "viel");
      await expect
        .poll(() => page.locator("#setting-kaiserFumblePenalty-error").textContent())
        .toBe(DE.format("INDIE_DICE.Error.Kaiser.PenaltyFormula", { value: '"viel"' }));
      expect(await page.getAttribute(penalty, "aria-invalid")).toBe("true");
      await type(page, penalty, "1d6+1");
      await type(page, '#dialog-host [name="a0.bonus"]', "3");
      const contestLink = await linkHolding(
        page,
        "view=contest",
        "lang=de",
        "s.kaiserTieRule=roll-off",
        "s.kaiserFumblePenalty=1d6%2B1",
        "p.attackers=Ilsa+Brandt",
        "f.a0.bonus=3",
      );
      expect(await page.locator("#setting-kaiserFumblePenalty-error").isHidden()).toBe(true);
      const pairingShown = await figures(page, pairing);
      expect(pairingShown).toHaveLength(2);
      expect(pairingShown[0]![1] + pairingShown[1]![1]).toBeCloseTo(1, 12);
      await follow(page, reader, contestLink, pairing, pairingShown);
      expect(await reader.locator('#settings-fields [name="kaiserTieRule"]').inputValue()).toBe("roll-off");
      expect(await reader.locator(penalty).inputValue()).toBe("1d6+1");
      await picture(reader, "site-contest-de.png");
      expect(await axeViolations(reader)).toEqual([]);

      // A contest of any formula, 1d20+2 against 1d20+3, the defender taking ties: the attacker wins when their d20
      // beats the defender's by 2 or more, in 18 + 17 + … + 1 = 171 of the 400 pairs of faces.
      await page.selectOption('#dialog-host [name="ruleSet"]', "formula");
      await type(page, '#dialog-host [name="a0.formula"]', "1d20+2");
      await type(page, '#dialog-host [name="d.formula"]', "1d20+3");
      const formulaShown: [string, number][] = [
        ["attacker", 171 / 400],
        ["defender", 229 / 400],
      ];
      const rounded = (shown: [string | null, number][]) =>
        shown.map(([outcome, chance]) => [outcome, chance.toFixed(12)]);
      await expect.poll(async () => rounded(await figures(page, pairing))).toEqual(rounded(formulaShown));
      await linkHolding(page, "f.ruleSet=formula", "f.a0.formula=1d20%2B2", "f.d.formula=1d20%2B3");
      await picture(page, "site-contest-formula-de.png");

      // The group test: four members rolling a Kleptonomicon Test at +3, Ben at +5 of his own and Dee with an
      // Advantage.
      await page.click('#views [data-view="group"]');
      await type(page, '#group-panel [name="members"]', "Ann, Ben, Cy, Dee");
      await type(page, '#dialog-host [name="modifier"]', "3");
      const group = "#group-panel output";
      // A number of their own that the Kleptonomicon refuses is named, with whose it is, and no chance is shown.
      await type(page, '#group-panel [name="m1.modifier"]', "1.5");
      await expect.poll(() => page.locator("#group-members-error").textContent()).toMatch(/^Ben: .*1\.5/);
      expect(await figures(page, group)).toEqual([["before", 0]]);
      await type(page, '#group-panel [name="m1.modifier"]', "5");
      await type(page, '#group-panel [name="m3.advantages"]', "1");
      const groupLink = await linkHolding(
        page,
        "view=group",
        "lang=de",
        "p.members=Ann%2C+Ben%2C+Cy%2C+Dee",
        "p.m1.modifier=5",
        "p.m3.advantages=1",
        "f.modifier=3",
      );
      expect(groupLink).not.toContain("p.m0.");
      const klepto = DIALOG_MODELS.klepto;
      const request = klepto.build(
        { ...klepto.defaults(defaultPageSettings()), modifier: "3" },
        { i18n: DE, settings: defaultPageSettings(), showOdds: false },
      ).spec as GroupRollSpec;
      const groupChance = (own: Record<string, Partial<GroupRollSpec>>) =>
        GroupTestEntry.start(
          ["Ann", "Ben", "Cy", "Dee"].map((name) => ({ name, request: { ...request, ...own[name] } })),
          "dice",
        ).view(DE).oddsBefore.probability;
      const expectedGroup = groupChance({ Ben: { modifier: 5 }, Dee: { advantages: 1 } });
      expect(expectedGroup).toBeGreaterThan(groupChance({}));
      await expect.poll(() => figures(page, group)).toEqual([["before", expectedGroup]]);
      const groupShown = await figures(page, group);
      await follow(page, reader, groupLink, group, groupShown);
      expect(await reader.inputValue('#group-panel [name="m1.modifier"]')).toBe("5");
      expect(await reader.getAttribute('#group-panel [name="m0.modifier"]', "placeholder")).toBe("3");
      await picture(reader, "site-group-de.png");
      // The members' table: a header over each column, each field named by whose number it is.
      expect(await reader.getAttribute('#group-panel [name="m1.modifier"]', "aria-label")).toBe(
        `Ben: ${DE.localize("INDIE_DICE.Dialog.Klepto.Modifier")}`,
      );
      expect(await axeViolations(reader)).toEqual([]);

      // The extended test: a pool of 8.
      await page.click('#views [data-view="extended"]');
      await type(page, '#extended-panel [name="pool"]', "8");
      const extendedLink = await linkHolding(page, "view=extended", "lang=de", "p.pool=8");
      const extended = "#extended-panel output";
      // The extended test's chance is worked out by a worker: it may arrive a moment after the keystroke.
      const reach = extendedTestOdds({ pool: 8, dt: 7, replenish: 1, margin: 0, targetMargin: 5, roundsLeft: 4 }).reach;
      await expect.poll(() => figures(page, extended)).toEqual([["reach", reach]]);
      const extendedShown = await figures(page, extended);
      await follow(page, reader, extendedLink, extended, extendedShown);
      expect(await reader.textContent("#extended-panel h2")).toBe("K&R: ausgedehnte Probe");
      await picture(reader, "site-extended-de.png");

      // The browser's Back: the group test, then the contest as they were left; Forward: the group test again.
      await page.goBack();
      await expect.poll(() => figures(page, group)).toEqual(groupShown);
      expect(await page.inputValue('#group-panel [name="m3.advantages"]')).toBe("1");
      await page.goBack();
      await expect.poll(async () => rounded(await figures(page, pairing))).toEqual(rounded(formulaShown));
      expect(page.url()).toContain("f.a0.formula=1d20%2B2");
      await page.goForward();
      await expect.poll(() => figures(page, group)).toEqual(groupShown);
      // The contest by its button: the calculator kept its fields for the rest of the visit.
      await page.click('#views [data-view="contest"]');
      expect(rounded(await figures(page, pairing))).toEqual(rounded(formulaShown));

      // The game systems' views, their script fetched when the first opens. Pathfinder 2e, +10 against DC 20 (the
      // view's own question): a natural 20 (30) a critical success, 10–19 a success, 2–9 a failure, a natural 1 (11)
      // stepped down — 1, 10, 8, 1 of 20; with fortune the better of two d20s, k in 2k − 1 of 400: 39, 280, 80, 1.
      const systemsScript = () => fetched.filter((url) => url.includes("systems-chunk"));
      expect(systemsScript()).toEqual([]);
      await page.click('#views [data-view="pf2e"]');
      const bar = '[data-view="pf2e"] .indie-dice-system-bar-segment';
      await expect
        .poll(async () => rounded(await figures(page, bar)))
        .toEqual(
          rounded([
            ["criticalSuccess", 1 / 20],
            ["success", 10 / 20],
            ["failure", 8 / 20],
            ["criticalFailure", 1 / 20],
          ]),
        );
      expect(systemsScript()).toHaveLength(1);
      await page.selectOption('[data-view="pf2e"] [name="fate"]', "fortune");
      const fortune: [string, number][] = [
        ["criticalSuccess", 39 / 400],
        ["success", 280 / 400],
        ["failure", 80 / 400],
        ["criticalFailure", 1 / 400],
      ];
      await expect.poll(async () => rounded(await figures(page, bar))).toEqual(rounded(fortune));
      expect(await page.textContent('[data-view="pf2e"] th[aria-current="true"]')).toBe(
        DE.localize("INDIE_DICE.SystemOdds.Pf2e.Fortune"),
      );
      const pf2eLink = await linkHolding(page, "view=pf2e", "lang=de", "p.modifier=10", "p.dc=20", "p.fate=fortune");
      // Its link in English: the same bar.
      await follow(page, reader, pf2eLink.replace("lang=de", "lang=en"), bar, await figures(page, bar));
      expect(await reader.textContent('[data-view="pf2e"] h2')).toBe(EN.localize("INDIE_DICE.Calculator.Pf2e.Title"));
      await picture(reader, "site-pf2e-en.png");
      expect(await axeViolations(reader)).toEqual([]);

      // Daggerheart: Hope d12 + Fear d12 + 2 against 12. 12 of the 144 pairs match (a critical); of the others 100
      // reach 10 — 50 with Hope, 50 with Fear — and 32 do not, 16 each. With one advantage d6, the view model's
      // figures: a non-matching pair of sum s (h + f) reaches 12 on a d6 of at least 10 − s, so 398 of the 432 rolls
      // succeed.
      await page.click('#views [data-view="daggerheart"]');
      const duality = '[data-view="daggerheart"] td[data-probability]';
      const byHand: [string, number][] = [
        ["success", 112 / 144],
        ["critical", 12 / 144],
        ["successWithHope", 50 / 144],
        ["successWithFear", 50 / 144],
        ["failureWithHope", 16 / 144],
        ["failureWithFear", 16 / 144],
      ];
      await expect.poll(async () => rounded(await figures(page, duality))).toEqual(rounded(byHand));
      await page.selectOption('[data-view="daggerheart"] [name="advantage"]', "advantage");
      const advantage = systemCalculatorAnswer(
        daggerheartCalculatorAnswer,
        { advantage: "advantage" },
        DE,
      ).view!.rows.map((row): [string, number] => [row.cells[0]!.outcome, row.cells[0]!.probability!]);
      expect(advantage[0]![1]).toBeCloseTo(398 / 432, 12);
      await expect.poll(() => figures(page, duality)).toEqual(advantage);
      await linkHolding(page, "view=daggerheart", "p.advantage=advantage", "p.hope=12");

      // Call of Cthulhu, skill 50, regular, one bonus die: it fails only when both tens dice read over 50 — 5 of the 10
      // tens with each units face — 250 of 1,000; the column of one bonus die marked.
      await page.click('#views [data-view="coc7"]');
      await page.selectOption('[data-view="coc7"] [name="dice"]', "1");
      const chosen = '[data-view="coc7"] td.indie-dice-system-chosen';
      await expect.poll(async () => (await figures(page, chosen))[0]).toEqual(["success", 0.75]);
      expect(await page.textContent('[data-view="coc7"] th[aria-current="true"]')).toBe(
        DE.localize("INDIE_DICE.SystemOdds.Coc7.Bonus1"),
      );
      await linkHolding(page, "view=coc7", "p.dice=1", "p.value=50");
      const percentileShown = await figures(page, chosen);
      await page.selectOption("#theme", "dark");
      await picture(page, "site-coc7-de-dark.png");
      expect(await axeViolations(page)).toEqual([]);

      // Back: Daggerheart with its advantage die, then Pathfinder with fortune, as they were left; Forward:
      // Daggerheart.
      await page.goBack();
      await expect.poll(() => figures(page, duality)).toEqual(advantage);
      await page.goBack();
      await expect.poll(async () => rounded(await figures(page, bar))).toEqual(rounded(fortune));
      expect(await page.inputValue('[data-view="pf2e"] [name="fate"]')).toBe("fortune");
      await page.goForward();
      await expect.poll(() => figures(page, duality)).toEqual(advantage);
      // In English, light (as the entry was left): Daggerheart, then Call of Cthulhu with its bonus die as it was left.
      await page.selectOption("#language", "en");
      await expect
        .poll(() => page.textContent('[data-view="daggerheart"] h2'))
        .toBe(EN.localize("INDIE_DICE.Calculator.Daggerheart.Title"));
      await picture(page, "site-daggerheart-en.png");
      await page.click('#views [data-view="coc7"]');
      await expect.poll(() => figures(page, chosen)).toEqual(percentileShown);
      await picture(page, "site-coc7-en.png");

      // D&D 5e, a +5 check against DC 15 (the view's own question): a 10 or more on the d20, 11 of 20; the better of
      // two fails on 9 × 9 of 400, the worse succeeds on 11 × 11. With Halfling Lucky a kept 1 is rolled again: 231 of
      // 400.
      await page.click('#views [data-view="dnd5e"]');
      const d20 = '[data-view="dnd5e"] td[data-probability]';
      await expect
        .poll(async () => rounded(await figures(page, d20)))
        .toEqual(
          rounded([
            ["success", 319 / 400],
            ["success", 11 / 20],
            ["success", 121 / 400],
          ]),
        );
      await page.selectOption('[data-view="dnd5e"] [name="halflingLucky"]', "yes");
      await expect
        .poll(async () => rounded(await figures(page, d20)))
        .toEqual(
          rounded([
            ["success", 6391 / 8000],
            ["success", 231 / 400],
            ["success", 2849 / 8000],
          ]),
        );
      await linkHolding(page, "view=dnd5e", "p.halflingLucky=yes");
      await picture(page, "site-dnd5e-en.png");
      expect(await axeViolations(page)).toEqual([]);

      // Shadowdark, d20 + 3 against DC 12 (docs/systems-shadowdark.md's worked example): a 9 or more on the d20 — 84%,
      // 60% and 36% — Normal marked; with advantage picked, its column.
      await page.click('#views [data-view="shadowdark"]');
      const radio = '[data-view="shadowdark"] td.indie-dice-system-chosen';
      await expect
        .poll(async () => rounded((await figures(page, radio)).slice(0, 1)))
        .toEqual(rounded([["success", 0.6]]));
      await page.selectOption('[data-view="shadowdark"] [name="advantage"]', "advantage");
      await expect
        .poll(async () => rounded((await figures(page, radio)).slice(0, 1)))
        .toEqual(rounded([["success", 0.84]]));
      await linkHolding(page, "view=shadowdark", "p.advantage=advantage");
      await picture(page, "site-shadowdark-en.png");
      expect(systemsScript()).toHaveLength(1);
      await page.setViewportSize(CONTEXT_SCREEN);
    },
  );

  it(
    "Any formula: its script is fetched only when the tab first opens; " +
      "a formula and a target give the engine's exact chance and every result; " +
      "the link restores formula, target and comparison; axe finds nothing, light or dark",
    async () => {
      const page = await newPage();
      const fetched: string[] = [];
      page.on("request", (request) => fetched.push(request.url()));
      await load(page, `${indexUrl()}#lang=en`);
      const tabScript = () => fetched.filter((url) => url.includes("formula-chunk"));
      expect(tabScript()).toEqual([]);
      await page.click('#views [data-view="formula"]');
      // The tab opens on its formula field, for the keyboard; Tab goes on to the comparison, then the target.
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("formula");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("compare");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("target");

      await type(page, '#formula-panel [name="formula"]', "1d20+5");
      await page.selectOption('#formula-panel [name="compare"]', "atMost");
      await type(page, '#formula-panel [name="target"]', "12");
      const output = "#formula-panel output";
      const chance = formulaChance(formulaDistribution("1d20+5"), 12, "atMost");
      await expect.poll(() => figures(page, output)).toEqual([["chance", chance]]);
      expect(chance).toBeCloseTo(7 / 20, 14);
      expect(await page.textContent(output)).toBe("Chance of a total of at most 12: 35.0%");
      expect(tabScript()).toHaveLength(1);
      // Every result, as the engine gives it: twenty totals, 12 at most 35%.
      const rows = page.locator(".calculator-distribution-table tbody tr");
      await expect.poll(() => rows.count()).toBe(20);
      const twelve = page.locator(".calculator-distribution-table tbody tr", {
        has: page.locator("th", { hasText: /^12$/ }),
      });
      expect(Number(await twelve.getAttribute("data-at-most"))).toBeCloseTo(chance, 14);
      expect(Number(await twelve.getAttribute("data-probability"))).toBeCloseTo(1 / 20, 14);
      expect(await page.locator(".calculator-chart-svg .calculator-axis-title").allTextContents()).toEqual([
        "Total",
        "Chance",
      ]);
      // The chart reads out the target's bar first, and its row is the one marked.
      expect(await page.textContent("#distribution-readout")).toBe("12: exactly 5.0%, at least 70.0%, at most 35.0%");
      expect(await page.locator(".calculator-distribution-table tbody tr.selected th").textContent()).toBe("12");

      const link = await linkHolding(page, "view=formula", "p.formula=1d20%2B5", "p.target=12", "p.compare=atMost");
      const reader = await newPage();
      await follow(page, reader, link, output, [["chance", chance]]);
      expect(await reader.inputValue('#formula-panel [name="formula"]')).toBe("1d20+5");
      expect(await reader.inputValue('#formula-panel [name="target"]')).toBe("12");
      expect(await reader.inputValue('#formula-panel [name="compare"]')).toBe("atMost");
      await expect.poll(() => reader.locator(".calculator-distribution-table tbody tr").count()).toBe(20);
      // D&D 5e's dice: with the switch, 1d20adv + 5 at least 15 is the better of two d20s reaching 10, 1 − (9/20)²; the
      // link keeps the dice.
      await reader.selectOption('#formula-panel [name="dice"]', "adv");
      await type(reader, '#formula-panel [name="formula"]', "1d20adv+5");
      await reader.selectOption('#formula-panel [name="compare"]', "atLeast");
      await type(reader, '#formula-panel [name="target"]', "15");
      await expect
        .poll(async () => (await figures(reader, output)).map(([outcome, p]) => [outcome, p.toFixed(12)]))
        .toEqual([["chance", (1 - (9 / 20) ** 2).toFixed(12)]]);
      await linkHolding(reader, "p.dice=adv", "p.formula=1d20adv%2B5");
      await picture(reader, "site-formula-en.png");
      expect(await axeViolations(reader)).toEqual([]);
      await reader.selectOption("#theme", "dark");
      expect(await axeViolations(reader)).toEqual([]);

      // The Contest view offers Any formula from the same script, fetched once: 1d20+5 against 1d20+2, the defender
      // taking ties, is the defender's when their d20 beats the attacker's by 3 or more, in 17 + 16 + … + 1 = 153 of
      // the 400 pairs of faces.
      await page.bringToFront();
      await page.click('#views [data-view="contest"]');
      await type(page, '#contest-panel [name="attackers"]', "Ilsa Brandt");
      await page.selectOption('#dialog-host [name="ruleSet"]', "formula");
      await type(page, '#dialog-host [name="a0.formula"]', "1d20+5");
      await type(page, '#dialog-host [name="d.formula"]', "1d20+2");
      await page.selectOption("#theme", "dark");
      const contest = async () =>
        (await figures(page, "#dialog-host .indie-dice-contest-setup-odds .indie-dice-figure")).map(
          ([outcome, chance]) => [outcome, chance.toFixed(12)],
        );
      await expect.poll(contest).toEqual([
        ["attacker", (247 / 400).toFixed(12)],
        ["defender", (153 / 400).toFixed(12)],
      ]);
      expect(tabScript()).toHaveLength(1);
      await picture(page, "site-contest-formula-en-dark.png");
    },
  );

  it(
    "Any formula side by side: " +
      "formulas compared and a value swept, exact, on a phone and a laptop, " +
      "in English and German; the link keeps both; axe finds nothing",
    async () => {
      const page = await newPage();
      const reader = await newPage();
      const fields = {
        formula: "2d20kh + @b",
        target: "15",
        formula2: "1d20 + 6",
        formula3: "4d6kh3",
        seriesPath: "b",
        seriesFrom: "0",
        seriesTo: "10",
      };
      for (const [lang, i18n] of [
        ["en", EN],
        ["de", DE],
      ] as const) {
        const view = formulaTabView(fields, i18n).sideBySide;
        for (const screen of [
          { width: 390, height: 844 },
          { width: 1280, height: 800 },
        ]) {
          const at = `${lang} ${screen.width}×${screen.height}`;
          await page.setViewportSize(screen);
          // The question typed once a language, at the phone's screen; the laptop's is the same page resized, as a
          // window widened (what is laid out is measured again there, and the figures read again).
          if (screen.width === 390) {
            await load(page, `${indexUrl()}#v=1&view=formula&lang=${lang}`);
            for (const [name, value] of Object.entries(fields))
              await type(page, `#formula-panel [name="${name}"]`, value);
          }
          // Each formula's chance, each pair's three figures, the series' eleven: the engine's own, exactly.
          // To 12 places: the page's bundle and Node may sum a float in another order (0.51 against
          // 0.5099999999999998).
          const exact = (values: readonly number[]) => values.map((value) => value.toFixed(12));
          const shown = async (table: string) =>
            exact(
              await page
                .locator(`#formula-panel .${table} td`)
                .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute("data-probability")))),
            );
          await expect
            .poll(() => shown("calculator-series"), { message: at })
            .toEqual(exact(view.series!.rows.map((row) => row.chance.probability)));
          expect(await shown("calculator-compare-formulas"), at).toEqual(
            exact(view.comparison!.formulas.map((formula) => formula.chance!.probability)),
          );
          expect(await shown("calculator-compare-pairs"), at).toEqual(
            exact(
              view.comparison!.pairs.flatMap((pair) =>
                [pair.greater, pair.equal, pair.less].map((figure) => figure.probability),
              ),
            ),
          );
          expect(await page.locator("#formula-panel .calculator-compare-pairs tbody th").allTextContents(), at).toEqual(
            view.comparison!.pairs.map((pair) => pair.label),
          );
          // Each formula's chance of at least each total, and their lines on one chart (and the series' line).
          expect(await shown("calculator-compare-at-least"), at).toEqual(
            exact(view.comparison!.atLeast.rows.flatMap((row) => row.chances.map((chance) => chance.probability))),
          );
          expect(await page.locator("#formula-panel .calculator-compare-chart polyline").count(), at).toBe(3);
          expect(
            await page.locator("#formula-panel .calculator-compare-chart .calculator-legend li").allTextContents(),
            at,
          ).toEqual(view.comparison!.chart!.lines.map((line) => line.label));
          // Its points to a tenth of a unit, rounded from the page's own float sums (see `exact`).
          const coordinates = (points: string | null) =>
            (points ?? "").split(/[ ,]/).map((value) => Math.round(Number(value) * 10) / 10);
          expect(
            coordinates(await page.locator("#formula-panel .calculator-series-chart polyline").getAttribute("points")),
            at,
          ).toEqual(coordinates(view.series!.chart!.lines[0]!.points));
          expect(await page.textContent("#formula-panel .calculator-side-by-side-answer > p"), at).toBe(view.dataNote);
          // The series starts at the tab's own chance: @b is read at the series' first value there too.
          expect(
            Number(await page.locator("#formula-panel output").getAttribute("data-probability")).toFixed(12),
            at,
          ).toBe((await shown("calculator-series"))[0]);
          // Nothing wider than the screen; every table and chart inside the panel.
          const layout = await page.evaluate(() => {
            const panel = document.querySelector("#formula-panel")!.getBoundingClientRect();
            const parts = [
              ...document.querySelectorAll("#formula-panel .calculator-side-by-side-answer :is(table, figure)"),
            ];
            const outside = parts.filter((part) => {
              const box = part.getBoundingClientRect();
              return box.left < panel.left - 0.5 || box.right > panel.right + 0.5;
            });
            return {
              overflow: document.documentElement.scrollWidth - window.innerWidth,
              outside: outside.map(
                (part) => `${part.className} ${Math.round(part.getBoundingClientRect().right - panel.right)}`,
              ),
              count: parts.length,
            };
          });
          expect(layout, at).toEqual({ overflow: 0, outside: [], count: 6 });
          await picture(page, `site-formula-side-by-side-${lang}-${screen.width}.png`);
        }
        // A field it cannot read is named under it, and the rest stay compared; the link keeps every field.
        await type(page, '#formula-panel [name="formula3"]', "4d6 + sword");
        await expect
          .poll(() => page.locator("#formula-formula3-error").textContent())
          .toBe(formulaTabView({ ...fields, formula3: "4d6 + sword" }, i18n).sideBySide.errors.formula3);
        expect(await page.locator('#formula-panel [name="formula3"]').getAttribute("aria-invalid")).toBe("true");
        await type(page, '#formula-panel [name="formula3"]', fields.formula3);
        // The link once rewritten after formula3 came back (rewrites wait for the edits to pause).
        const link = await linkHolding(page, "p.formula2=1d20", "p.formula3=4d6kh3", "p.seriesPath=b", "p.seriesTo=10");
        await reader.bringToFront();
        await load(reader, link);
        await expect.poll(() => reader.locator("#formula-panel .calculator-series tbody tr").count()).toBe(11);
        expect(await reader.inputValue('#formula-panel [name="formula3"]')).toBe("4d6kh3");
        await page.bringToFront();
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.selectOption("#theme", "dark");
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it(
    "Any formula: a part the engine refuses is named under the field, which is marked, " +
      "with no chance and no table; " +
      "in German too, and an @ path (no character here) gets the engine's refusal",
    async () => {
      const page = await newPage();
      await load(page, `${indexUrl()}#v=1&view=formula&lang=en&p.formula=2d6&p.target=7`);
      const output = "#formula-panel output";
      await expect
        .poll(() => figures(page, output))
        .toEqual([["chance", formulaChance(formulaDistribution("2d6"), 7, "atLeast")]]);
      const field = page.locator('#formula-panel [name="formula"]');
      const error = page.locator("#formula-formula-error");
      expect(await error.isVisible()).toBe(false);

      await type(page, '#formula-panel [name="formula"]', "random()");
      await expect.poll(() => error.textContent()).toBe(formulaTabView({ formula: "random()" }, EN).formulaError);
      expect(await error.textContent()).toContain("random");
      expect(await error.isVisible()).toBe(true);
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      expect(await field.getAttribute("aria-describedby")).toContain("formula-formula-error");
      expect(await page.textContent(output)).toBe(english.INDIE_DICE.Dialog.Labels.FixFields);
      expect(await page.locator(output).getAttribute("data-probability")).toBeNull();
      expect(await page.locator("#distribution").isHidden()).toBe(true);
      await linkHolding(page, "p.formula=random%28%29");
      expect(await axeViolations(page)).toEqual([]);

      // In German: the engine's refusal is in the tab's script, a path's in the page's language files.
      await page.selectOption("#language", "de");
      await expect.poll(() => error.textContent()).toBe(formulaTabView({ formula: "random()" }, DE).formulaError);
      await type(page, '#formula-panel [name="formula"]', "1d20 + @abilities.dex.mod");
      const refusal = formulaTabView(
        { formula: "1d20 + @abilities.dex.mod" },
        calculatorTranslatorFor("de"),
      ).formulaError!;
      expect(refusal).toContain("@abilities.dex.mod");
      await expect.poll(() => error.textContent()).toBe(refusal);
      await page.selectOption("#theme", "dark");
      await picture(page, "site-formula-error-de-dark.png");
      expect(await axeViolations(page)).toEqual([]);

      // A formula it answers again: the mark goes, the chance and the table come back.
      await type(page, '#formula-panel [name="formula"]', "2d6");
      await expect
        .poll(() => figures(page, output))
        .toEqual([["chance", formulaChance(formulaDistribution("2d6"), 7, "atLeast")]]);
      expect(await field.getAttribute("aria-invalid")).toBe("false");
      expect(await error.isVisible()).toBe(false);
      expect(await page.locator("#distribution").isVisible()).toBe(true);
    },
  );

  /**
   * The calculator speaks for itself in `lang` (English and German at 1280×800, 1366×768 and 1920×1080, the others at
   * 1366×768): in its own words, no caption without its chart, the module's limit on a target, and refusals that
   * read as sentences; in English and German, each question opens on its own default, not on a bar read in another.
   */
  async function speaksForItself(page: Page, lang: LanguageCode): Promise<void> {
    const selected = () => page.locator(".calculator-distribution-table tbody tr.selected th").textContent();
    const rowLabelled = (label: string) =>
      page.locator(".calculator-distribution-table tbody tr", {
        has: page.locator("th", { hasText: new RegExp(`^${label}$`) }),
      });
    const visibleText = () => page.locator("body").innerText();
    const FOUNDRY_WORDS =
      /\btokens?\b|\bactors?\b|akteur|world setting chooses|Welteinstellung gibt|chart leaves out|Diagramm/i;
    const i18n = calculatorTranslatorFor(lang);
    const module = translatorFor(lang);
    // The module's own words for what only a Foundry table has, which the calculator words itself.
    const foundryTexts = REWORDED_KEYS.map((key) => module.localize(key).split("{")[0]!.trim()).filter(
      (text) => text.length > 12,
    );
    const noFoundryText = async (where: string) => {
      const text = await visibleText();
      expect(text, where).not.toMatch(FOUNDRY_WORDS);
      expect(
        foundryTexts.filter((foundry) => text.includes(foundry)),
        where,
      ).toEqual([]);
    };
    for (const [width, height] of wordingScreens(lang)) {
      await page.setViewportSize({ width, height });
      const at = `${lang} ${width}×${height}`;

      // Kaiser reads out its most likely total, 7; a bar picked there (10) stays there: OGS opens on its own
      // most likely total (11), and Kaiser again on 7 — the page's behaviour, whatever the words: in English and
      // German (languages.ts `BEHAVIOUR_LANGUAGES`).
      await load(page, `${indexUrl()}#v=1&view=kaiser&lang=${lang}`);
      await expect.poll(selected).toBe("7");
      if (BEHAVIOUR_LANGUAGES.includes(lang)) {
        const ten = await rowLabelled("10").getAttribute("data-row");
        await page
          .locator(`.calculator-chart-svg rect.calculator-bar-hit[data-row="${ten}"]`)
          .dispatchEvent("pointerdown");
        expect(await selected(), at).toBe("10");
        await page.click('#views button[data-view="ogs"]');
        await expect.poll(selected).toBe("11");
        await page.click('#views button[data-view="kaiser"]');
        await expect.poll(selected).toBe("7");
      }

      // The dialog's small chart is not shown here, and nothing that captions it is: every caption has its chart.
      const orphanCaptions = () =>
        page
          .locator("figcaption")
          .evaluateAll(
            (captions) =>
              captions.filter(
                (caption) =>
                  caption.checkVisibility() && !caption.closest("figure")?.querySelector("svg")?.checkVisibility(),
              ).length,
          );
      expect(await orphanCaptions(), at).toBe(0);
      expect(await page.locator("form.roll-dialog .indie-dice-chart-figure").isVisible(), at).toBe(false);
      await noFoundryText(at);

      // The contest's hint and errors name the sides the panel names, not tokens; the Kleptonomicon's hint no world.
      // Each view from here on is opened in place, by its button, as a reader goes from one to the next (every view
      // shows there what its own link shows: "every view shows only its own question").
      await page.click('#views button[data-view="contest"]');
      await expect.poll(visibleText).toContain(i18n.localize("INDIE_DICE.Contest.Start.Hint"));
      await type(page, '#contest-panel [name="attackers"]', "");
      await expect
        .poll(() => page.locator("#contest-panel .calculator-error").textContent())
        .toBe(i18n.localize("INDIE_DICE.Contest.Error.NoAttacker"));
      await noFoundryText(at);
      await page.click('#views button[data-view="klepto"]');
      await expect.poll(visibleText).toContain(i18n.localize("INDIE_DICE.Dialog.Klepto.CritMethodHint"));
      await noFoundryText(at);

      // Any formula: a target past the module's limit is refused as the module's limit refuses it; a formula
      // refused reads as a sentence, naming the whole part as typed, as text.
      await page.click('#views button[data-view="formula"]');
      await type(page, '#formula-panel [name="formula"]', "2d6");
      await type(page, '#formula-panel [name="target"]', "99999999");
      const targetError = page.locator("#formula-target-error");
      await expect
        .poll(() => targetError.textContent())
        .toBe(formulaTabView({ formula: "2d6", target: "99999999" }, i18n).targetError);
      if (lang === "en" || lang === "de")
        expect(await targetError.textContent(), at).toMatch(
          lang === "de" ? /1\.000\.000, nicht 99\.999\.999\.$/ : /1,000,000, not 99,999,999\.$/,
        );
      for (const limit of [1_000_000, 99_999_999])
        expect(await targetError.textContent(), at).toContain(formatNumber(limit, { lang }));
      expect(await page.locator("#formula-panel output").getAttribute("data-probability"), at).toBeNull();
      const formulaError = page.locator("#formula-formula-error");
      for (const [formula, says] of [
        ["abc", /^“abc” is not a dice formula|^„abc“ ist keine Würfelformel/],
        ["<b>html</b>", /^[“„]<b>html<\/b>[”“]/],
        ["100d100x", /100 (exploding dice|explodierende Würfel)\b.* 27 /],
      ] as const) {
        await type(page, '#formula-panel [name="formula"]', formula);
        await expect.poll(() => formulaError.textContent()).toBe(formulaTabView({ formula }, i18n).formulaError);
        // The wording itself in the two languages this test reads; in every language, the part as typed.
        if (lang === "en" || lang === "de") {
          expect(await formulaError.textContent(), `${at} ${formula}`).toMatch(says);
          expect(await formulaError.textContent(), `${at} ${formula}`).not.toMatch(/step|Rechenschritt/);
        }
        expect(await formulaError.textContent(), `${at} ${formula}`).toContain(
          formula === "100d100x" ? "100" : formula,
        );
        expect(await formulaError.isVisible(), `${at} ${formula}`).toBe(true);
        expect(await formulaError.locator("*").count(), `${at} ${formula}`).toBe(0);
      }
      // A character's numbers in a formula: the calculator has none, and says so in its own words.
      await type(page, '#formula-panel [name="formula"]', "1d20 + @abilities.dex.mod");
      await expect
        .poll(() => formulaError.textContent())
        .toBe(formulaTabView({ formula: "1d20 + @abilities.dex.mod" }, i18n).formulaError);
      await noFoundryText(at);
      if (width === 1366) await picture(page, `site-formula-refusal-${lang}.png`);
    }
  }

  it(
    "an extended test at its limits, from a link: " +
      "a worker works the chance out, and it is the card's exact figure",
    async () => {
      // A tab of its own: the script counting what workers send back stays with the tab it is added to.
      const page = await newPage({ fresh: true });
      // Counts what workers send back, to tell a worker's answer from the page's own fallback.
      await page.addInitScript(() => {
        const Base = window.Worker;
        const seen = window as typeof window & { workerAnswers: number };
        seen.workerAnswers = 0;
        window.Worker = class extends Base {
          constructor(...args: ConstructorParameters<typeof Worker>) {
            super(...args);
            this.addEventListener("message", () => seen.workerAnswers++);
          }
        };
      });
      const question = { pool: 200, dt: 4, replenish: 5, margin: 0, targetMargin: 200, roundsLeft: 10 };
      await load(page, `${indexUrl()}#v=1&view=extended&p.dt=4&p.pool=200&p.replenish=5&p.target=200&p.rounds=10`);
      const output = "#extended-panel output";
      await expect.poll(() => figures(page, output)).toEqual([["reach", extendedTestOdds(question).reach]]);
      expect(await page.locator(output).getAttribute("aria-busy")).toBeNull();
      // A worker answered: the page did not fall back to working it out itself, from a file:// page too.
      expect(
        await page.evaluate(() => (window as typeof window & { workerAnswers: number }).workerAnswers),
      ).toBeGreaterThan(0);
    },
  );

  /** Every box that scrolls inside the page because its content is taller than it (the page itself excepted). */
  function innerScrollBoxes(page: Page): Promise<string[]> {
    return page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("main *")]
        .filter(
          (element) =>
            /auto|scroll|hidden/.test(getComputedStyle(element).overflowY) &&
            element.scrollHeight > element.clientHeight + 1 &&
            element.getClientRects().length > 0,
        )
        .map((element) => {
          const name = `${element.tagName.toLowerCase()}.${String(element.className).trim().replace(/\s+/g, ".")}`;
          return `${name}: ${element.scrollHeight} in ${element.clientHeight}`;
        }),
    );
  }

  it(
    "many against one: every result in the page itself, never in a small inner scroll box; " +
      "a wide screen's width used",
    async () => {
      const page = await newPage();
      await load(
        page,
        `${indexUrl()}#v=1&view=contest&p.attackers=${encodeURIComponent("A1, A2, A3, A4, A5, A6")}&p.defender=D`,
      );
      await page.locator(".indie-dice-contest-setup-joint").waitFor();
      expect(await innerScrollBoxes(page)).toEqual([]);
      // The dialog takes the page's width (it had a 480 px column at 1280 px, 60% of the page empty).
      expect((await page.locator("form.contest-start").boundingBox())!.width).toBeGreaterThan(1000);
      await load(page, `${indexUrl()}#v=1&view=kaiser`);
      expect((await page.locator("form.roll-dialog").boundingBox())!.width).toBeGreaterThan(1000);
      expect(await innerScrollBoxes(page)).toEqual([]);
    },
  );

  it.each([
    ["#asdkjh%%%", /nothing in “asdkjh%%%” is a question/],
    ["#view=nonsense", /“nonsense” is no question/],
    ["#v=2&view=ogs", /version 2, and this page reads version 1/],
  ])(
    "a link it cannot read (%s) says so, naming what was wrong, and the address stays as it came until an edit",
    async (fragment, said) => {
      const page = await newPage();
      await load(page, `${indexUrl()}${fragment}`);
      const notice = page.locator("#link-notice");
      await expect.poll(() => notice.isVisible()).toBe(true);
      expect(await notice.textContent()).toMatch(said);
      // Past the page's own save delay (it rewrote a broken link at once before): the address is still the link.
      await page.waitForFunction(() => document.readyState === "complete");
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
      expect(new URL(page.url()).hash).toBe(new URL(`${indexUrl()}${fragment}`).hash);
      // The reader's first edit makes the question theirs: the notice goes and the address follows the question.
      await page.click('#views [data-view="olde"]');
      await expect.poll(() => notice.isVisible()).toBe(false);
      await linkHolding(page, "view=olde");
    },
  );

  it("the extended test says what each number is for, and marks every broken field with its own error", async () => {
    const page = await newPage();
    await load(page, `${indexUrl()}#v=1&view=extended`);
    for (const field of ["dt", "pool", "replenish", "target", "rounds"]) {
      expect((await page.locator(`#extended-${field}-hint`).textContent())!.length, field).toBeGreaterThan(10);
    }
    expect(await page.locator("#extended-replenish-hint").textContent()).toMatch(
      /come back to the pool after each round/,
    );
    for (const [field, value] of [
      ["dt", ""],
      ["pool", "0"],
      ["replenish", "99"],
      ["target", "9999"],
      ["rounds", "0"],
    ] as const) {
      await page.fill(`#extended-panel input[name="${field}"]`, value);
    }
    await page.locator('#extended-panel input[name="rounds"]').dispatchEvent("change");
    await expect.poll(() => page.locator('#extended-panel input[aria-invalid="true"]').count()).toBe(5);
    const errors = await page.locator("#extended-panel .calculator-field-error:not([hidden])").allTextContents();
    expect(errors).toHaveLength(5);
    expect(new Set(errors).size).toBe(5);
    expect(await page.locator("#extended-panel output").textContent()).toBe(english.INDIE_DICE.Dialog.Labels.FixFields);
    // A number past a float's whole numbers is echoed as typed, never as the float it reads as (1e20).
    await type(page, '#extended-panel input[name="target"]', "99999999999999999999");
    await expect
      .poll(() => page.locator("#extended-target-error").textContent())
      .toMatch(/not "99999999999999999999"\.$/);
  });

  it(
    "every result of a roll as a table " +
      "(exactly, at least, at most) that agrees with the engine, " +
      "a chart with axes read by keyboard, and Copy",
    async () => {
      const page = await newPage();
      await context!.grantPermissions(["clipboard-read", "clipboard-write"]).catch(() => undefined);
      await load(page, `${indexUrl()}#v=1&view=olde&f.count=2&f.faces=6&f.adjustment=0&f.unlimited=false`);
      const rows = page.locator(".calculator-distribution-table tbody tr");
      await expect.poll(() => rows.count()).toBe(11);
      const seven = rows.nth(5);
      expect(await seven.locator("th").textContent()).toBe("7");
      expect(Number(await seven.getAttribute("data-probability"))).toBeCloseTo(6 / 36, 14);
      expect(Number(await seven.getAttribute("data-at-least"))).toBeCloseTo(21 / 36, 14);
      expect(await seven.locator("td").allTextContents()).toEqual(["16.7%", "58.3%", "58.3%"]);
      // The dialog's small chart (no axes, bars read only on hover) gives way to this one.
      expect(await page.locator("form.roll-dialog svg.indie-dice-chart").isVisible()).toBe(false);
      // Axes: two lines, ticks on each, and a title on each.
      expect(await page.locator(".calculator-chart-svg line.calculator-axis").count()).toBeGreaterThanOrEqual(2);
      expect(await page.locator(".calculator-chart-svg .calculator-axis-title").allTextContents()).toEqual([
        "Total",
        "Chance",
      ]);
      // The keyboard reads each bar: the most likely first, then → and Home.
      const readout = page.locator("#distribution-readout");
      expect(await readout.textContent()).toBe("7: exactly 16.7%, at least 58.3%, at most 58.3%");
      await page.locator(".calculator-chart-svg").focus();
      await page.keyboard.press("ArrowRight");
      expect(await readout.textContent()).toBe("8: exactly 13.9%, at least 41.7%, at most 72.2%");
      await page.keyboard.press("Home");
      expect(await readout.textContent()).toMatch(/^2: exactly 2\.8%/);
      // A tap on a bar reads it too.
      await page.locator('.calculator-chart-svg rect.calculator-bar-hit[data-row="10"]').dispatchEvent("pointerdown");
      expect(await readout.textContent()).toMatch(/^12: exactly 2\.8%/);
      await page.click(".calculator-copy-table");
      await expect.poll(() => page.locator(".calculator-copy-status").textContent()).not.toBe("");
      // The Kleptonomicon's pass line: a figure of its own, and the table's "at least 7".
      await load(page, `${indexUrl()}#v=1&view=klepto`);
      const pass = Number(
        await page.locator('.indie-dice-figure[data-outcome="pass"]').getAttribute("data-probability"),
      );
      expect(pass).toBeCloseTo(0.35, 12);
      const atLeastSeven = page.locator(".calculator-distribution-table tbody tr", {
        has: page.locator("th", { hasText: /^7$/ }),
      });
      expect(Number(await atLeastSeven.getAttribute("data-at-least"))).toBeCloseTo(pass, 12);
    },
  );

  /**
   * The result sections the page shows now, by whose they are, each with its text as read: the open dialog (a rule
   * set's, the group's Kleptonomicon Test, Start contest's pairings), the every-result section, a panel's answer.
   */
  function resultSections(page: Page): Promise<Record<string, string>> {
    return page.evaluate(() => {
      const shown = (element: HTMLElement | null): element is HTMLElement =>
        element !== null && element.checkVisibility() && element.innerText.trim() !== "";
      const sections: Record<string, string> = {};
      for (const dialog of document.querySelectorAll<HTMLElement>("#dialog-host > form"))
        if (shown(dialog)) sections[`dialog:${dialog.id}`] = dialog.innerText;
      const distribution = document.querySelector<HTMLElement>("#distribution");
      if (shown(distribution)) sections.distribution = distribution.innerText;
      for (const panel of document.querySelectorAll<HTMLElement>("form.calculator-panel")) {
        const output = panel.querySelector<HTMLElement>("output, .calculator-system-odds");
        if (shown(output)) sections[`panel:${panel.dataset.view}`] = output.innerText;
      }
      return sections;
    });
  }

  /** Each view's own result sections: nothing else may be on the page while it is open. */
  const OWN_SECTIONS = Object.fromEntries(
    CALCULATOR_VIEWS.map((view) => [
      view,
      view === "contest"
        ? ["dialog:indie-dice-contest-start"]
        : view === "group"
          ? ["dialog:indie-dice-klepto-dialog", "panel:group"]
          : view === "extended"
            ? ["panel:extended"]
            : view === "formula"
              ? ["distribution", "panel:formula"]
              : PANEL_VIEWS.has(view)
                ? [`panel:${view}`]
                : [`dialog:indie-dice-${view}-dialog`, "distribution"],
    ]),
  ) as Record<(typeof CALCULATOR_VIEWS)[number], string[]>;

  /**
   * The sections once every figure has arrived (the formula tab's script, the extended test's worker): read twice
   * alike.
   */
  async function settledSections(page: Page, view: (typeof CALCULATOR_VIEWS)[number]): Promise<Record<string, string>> {
    let last = "";
    await expect
      .poll(
        async () => {
          const busy = await page.locator("[aria-busy=true]:visible").count();
          const now = JSON.stringify(await resultSections(page));
          const settled =
            busy === 0 && now === last && Object.keys(JSON.parse(now) as object).length === OWN_SECTIONS[view].length;
          last = now;
          return settled;
        },
        { interval: 50, timeout: 20_000 },
      )
      .toBe(true);
    return JSON.parse(last) as Record<string, string>;
  }

  /** A walk through the views that goes from each view to each other one exactly once (an Euler circuit). */
  function everyPairOnce(views: readonly string[]): string[] {
    const left = new Map(views.map((view) => [view, views.filter((other) => other !== view)]));
    const stack = [views[0]!];
    const walk: string[] = [];
    while (stack.length > 0) {
      const next = left.get(stack.at(-1)!)!.pop();
      if (next === undefined) walk.push(stack.pop()!);
      else stack.push(next);
    }
    return walk.reverse();
  }

  /**
   * Whether leaving a view clears its answer is the page's script, the same at every screen: every pair of views is
   * walked at 1280×800 (one game system's view among them). At 1920×1080, where the wide layouts show, each view is
   * reached once by its button, from the one before it, and shows what its own link shows there.
   */
  describe.each([
    [1280, 800, "going from each view to each other one"],
    [1920, 1080, "going from view to view, each reached once"],
  ] as const)("at %i×%i every view shows only its own question", (width, height, going) => {
    it(
      `${going}, no section of another view's answer remains, ` +
        "and each shows what it shows when opened from its own link",
      async () => {
        const page = await newPage();
        await page.setViewportSize({ width, height });
        // One game system's view at the smaller screen, none at the wider: they are drawn by the same code.
        const views = CALCULATOR_VIEWS.filter(
          (view) => !SYSTEM_VIEWS.has(view) || (width === 1280 && view === SYSTEM_CALCULATOR_PAGES[0]?.id),
        );
        const own: Record<string, Record<string, string>> = {};
        for (const view of views) {
          await load(page, `${indexUrl()}#v=1&view=${view}&lang=en`);
          own[view] = await settledSections(page, view);
          expect(Object.keys(own[view]!).sort(), view).toEqual([...OWN_SECTIONS[view]].sort());
        }
        const everyPair = width === 1280;
        // At the wider screen the last view loaded from its link starts the walk, and each of the others follows it.
        const walk = (
          everyPair ? everyPairOnce(views) : [...views.slice(-1), ...views]
        ) as (typeof CALCULATOR_VIEWS)[number][];
        const pairs = new Set(walk.slice(1).map((view, index) => `${walk[index]}→${view}`));
        expect(pairs.size).toBe(everyPair ? views.length * (views.length - 1) : views.length);
        if (everyPair) {
          await load(page, `${indexUrl()}#v=1&view=${walk[0]}&lang=en`);
          await settledSections(page, walk[0]!);
        }
        for (const [index, view] of walk.slice(1).entries()) {
          await page.click(`#views [data-view="${view}"]`);
          const sections = await settledSections(page, view).catch(() => resultSections(page));
          expect({ from: walk[index], to: view, sections: Object.keys(sections).sort() }).toEqual({
            from: walk[index],
            to: view,
            sections: [...OWN_SECTIONS[view]].sort(),
          });
          expect(sections, `${walk[index]} → ${view}`).toEqual(own[view]);
        }
        await page.setViewportSize({ width: 1280, height: 900 });
      },
      240_000,
    );

    it(
      "Any formula → 1d6*1d6 → K&R extended test: " +
        "the extended test shows its own chance and no chart or table of 1d6*1d6; " +
        "Back brings the formula back, Forward the extended test; " +
        "a contest of any formula from its link, every field in view",
      async () => {
        const page = await newPage();
        await page.setViewportSize({ width, height });
        await load(page, `${indexUrl()}#v=1&view=formula&lang=en`);
        await type(page, '#formula-panel [name="formula"]', "1d6*1d6");
        await expect.poll(() => page.locator(".calculator-distribution-table tbody tr").count()).toBe(18);
        const formula = await settledSections(page, "formula");
        await page.click('#views [data-view="extended"]');
        const sections = await settledSections(page, "extended");
        expect(Object.keys(sections)).toEqual(["panel:extended"]);
        expect(await page.locator("#distribution").isVisible()).toBe(false);
        expect(await page.locator(".calculator-distribution-table").count()).toBe(0);
        // One history entry a view: Back is the formula as it was left, Forward the extended test, and nothing else.
        await page.goBack();
        expect(await settledSections(page, "formula")).toEqual(formula);
        expect(await page.inputValue('#formula-panel [name="formula"]')).toBe("1d6*1d6");
        await page.goForward();
        expect(await settledSections(page, "extended")).toEqual(sections);

        // A success on 1d10 (a 10) against the same, both rolling again on a tie: a round ties when both succeed or
        // both fail, 1/100 + 81/100 = 0.82 of the time; the first roll and up to 10 more all tie 0.82^11 of the time,
        // where neither wins (a share the card shows), and each side wins half of the rest.
        const fieldsInView = async (at: string) => {
          const seen = await fieldsAsSeen(page);
          expect({ at, covered: seen.covered, outside: seen.outside, overflow: Math.max(0, seen.overflow) }).toEqual({
            at,
            covered: [],
            outside: [],
            overflow: 0,
          });
        };
        const success = encodeURIComponent("1d10cs>=10");
        await load(
          page,
          `${indexUrl()}#v=1&view=contest&lang=en&p.attackers=Ilsa&f.ruleSet=formula&f.ties=again&f.` +
            `a0.formula=${success}&f.d.formula=${success}`,
        );
        const neither = 0.82 ** 11;
        await expect
          .poll(async () =>
            (await figures(page, "#dialog-host .indie-dice-contest-setup-odds .indie-dice-figure")).map(
              ([outcome, chance]) => [outcome, chance.toFixed(12)],
            ),
          )
          .toEqual([
            ["attacker", ((1 - neither) / 2).toFixed(12)],
            ["defender", ((1 - neither) / 2).toFixed(12)],
            ["neither", neither.toFixed(12)],
          ]);
        await fieldsInView(`contest ${width}`);
        await page.setViewportSize({ width: 1280, height: 900 });
      },
    );
  });

  /**
   * Every field of the view as a reader meets it: scrolled into view, the element at its centre is the field itself
   * (nothing stuck or laid over it), and it lies inside the window's width. Also what the chart's text measures on
   * the screen (its font size times the SVG's scale), and how far the page overflows the window's width.
   */
  function fieldsAsSeen(page: Page) {
    return page.evaluate(() => {
      const controls = [...document.querySelectorAll<HTMLElement>("input:not([type=hidden]), select, textarea")].filter(
        (control) => control.checkVisibility(),
      );
      const covered: string[] = [];
      const outside: string[] = [];
      for (const control of controls) {
        control.scrollIntoView({ block: "center", inline: "nearest" });
        const box = control.getBoundingClientRect();
        const name = control.getAttribute("name") ?? control.id;
        const found = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        if (found !== control && !control.contains(found))
          covered.push(`${name} under ${found?.tagName.toLowerCase()}.${String(found?.className ?? "")}`);
        if (box.left < 0 || box.right > window.innerWidth)
          outside.push(`${name}: ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
      const heights = controls
        .filter((control) => control.tagName !== "TEXTAREA")
        .map((control) => control.getBoundingClientRect().height);
      const chartText = [...document.querySelectorAll<SVGTextElement>(".calculator-chart-svg text")].map((text) => {
        const matrix = text.getScreenCTM()!;
        return Math.hypot(matrix.a, matrix.b) * parseFloat(getComputedStyle(text).fontSize);
      });
      return {
        count: controls.length,
        covered,
        outside,
        tallest: Math.max(...heights),
        chartText,
        overflow: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
  }

  /** The Kleptonomicon's dialog at 390 px: its fields start at one edge and the Score Ranges placeholder is whole. */
  async function phoneKleptoFields(page: Page): Promise<void> {
    const lefts = await page
      .locator("form.roll-dialog .indie-dice-field .form-fields")
      .evaluateAll((fields) => fields.map((field) => Math.round(field.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    const ranges = page.locator('form.roll-dialog textarea[name="ranges"]');
    // The placeholder wraps inside the box: as wide as the field, and no word of it cut.
    expect(await ranges.evaluate((area: HTMLTextAreaElement) => area.scrollWidth <= area.clientWidth)).toBe(true);
    expect((await ranges.boundingBox())!.width).toBeGreaterThan(300);
  }

  /**
   * Each language once, on one page: the calculator speaks for itself in it (`speaksForItself`), then its layout —
   * loaded once at 390×844 and resized in place to 1280×800, each view opened by its button as a reader goes from one
   * to the next (what a view shows so is what its own link shows: "every view shows only its own question"): no
   * field covered by another, every field inside the window at its own height, the chart's text at least 11 px — and
   * at 390 px the Kleptonomicon's fields at one edge, its placeholder whole.
   */
  it.each(E2E_LANGUAGES)(
    "%s: speaks for itself " +
      "(English and German at 1280×800, 1366×768 and 1920×1080, the others at 1366×768): " +
      "each question opens on its own default (in English and German), in the calculator's own words, " +
      "no caption without its chart, the module's limit on a target, " +
      "and refusals that read as sentences; " +
      "every view at 390×844 and 1280×800 has no field covered by another, " +
      "every field inside the window at its own height, the chart's text at least 11 px; " +
      "at 390 px the dialog's fields start at one edge and the Score Ranges placeholder is whole",
    async (lang) => {
      const page = await newPage();
      await speaksForItself(page, lang);
      await page.setViewportSize({ width: 390, height: 844 });
      await load(page, `${indexUrl()}#v=1&view=${CALCULATOR_VIEWS[0]}&lang=${lang}`);
      for (const [width, height] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        // The game systems' views in German alone, the longest words: a system is laid out once, not once per language.
        for (const view of CALCULATOR_VIEWS.filter((candidate) => lang === "de" || !SYSTEM_VIEWS.has(candidate))) {
          const at = `${lang} ${view} ${width}×${height}`;
          await page.click(`#views button[data-view="${view}"]`);
          // The contest of three against one: its sides typed in once, kept for the rest of the visit.
          if (view === "contest" && width === 390)
            await type(page, '#contest-panel [name="attackers"]', "Ilsa Brandt, Tomas Reed, Mira Vell");
          // Every figure arrived (the Any formula tab's chart comes with its script, a moment after the click).
          await settledSections(page, view);
          if (view === "klepto" && width === 390) await phoneKleptoFields(page);
          // The world settings too: open.
          if (!(await page.locator(".playground-settings").evaluate((details) => (details as HTMLDetailsElement).open)))
            await page.click(".playground-settings summary");
          const seen = await fieldsAsSeen(page);
          expect(seen.count, at).toBeGreaterThan(8);
          expect(seen.covered, at).toEqual([]);
          expect(seen.outside, at).toEqual([]);
          expect(seen.overflow, at).toBeLessThanOrEqual(0);
          // A text field or a choice is one line high (a phone's contest sides stretched them to 160 px).
          expect(seen.tallest, at).toBeLessThanOrEqual(40);
          if (CALCULATOR_VIEWS.indexOf(view) < 5 || view === "formula")
            expect(seen.chartText.length, at).toBeGreaterThan(2);
          expect(
            seen.chartText.filter((size) => size > 0 && size < 11),
            at,
          ).toEqual([]);
        }
      }
      // English's and German's words at three screens and the layout at two: over a minute on a busy machine.
    },
    240_000,
  );

  it(
    "at 390×844 the contest reads by taps alone: the attackers, then the defender; " +
      "a tap on an attacker's Adjustment types into that attacker's field",
    async () => {
      const phone = await browser!.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      try {
        const page = await phone.newPage();
        watchIncidents(page, incidents);
        await load(
          page,
          `${indexUrl()}#v=1&view=contest&f.ruleSet=olde&p.` +
            `attackers=${encodeURIComponent("Ilsa Brandt, Tomas Reed")}&p.` +
            `defender=${encodeURIComponent("Grave Warden")}`,
        );
        const sides = await page
          .locator("fieldset.indie-dice-contest-setup-side")
          .evaluateAll((all) =>
            all.map(
              (side) =>
                [
                  side.classList.contains("defender") ? "defender" : "attacker",
                  Math.round(side.getBoundingClientRect().top),
                ] as const,
            ),
          );
        expect(sides.map(([side]) => side)).toEqual(["attacker", "attacker", "defender"]);
        // One column: each side under the one before it.
        expect(sides.every(([, top], index) => index === 0 || top > sides[index - 1]![1])).toBe(true);
        const defenderBefore = await page.inputValue('[name="d.adjustment"]');
        for (const key of ["a0", "a1"]) {
          const field = page.locator(`[name="${key}.adjustment"]`);
          await field.tap();
          await page.keyboard.press("Control+A");
          await page.keyboard.type("3");
          expect(await field.inputValue()).toBe("3");
        }
        expect(await page.inputValue('[name="d.adjustment"]')).toBe(defenderBefore);
        await linkHolding(page, "f.a0.adjustment=3", "f.a1.adjustment=3");
      } finally {
        await phone.close();
      }
    },
  );
});
