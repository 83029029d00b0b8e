/**
 * The calculator's own words for the module's texts that speak of a Foundry table (calculator/site-text.ts): a
 * calculator user has no tokens, actors or world-opened dialogs, so the page words these itself, in every language,
 * and says nothing where the module's note is about a chart the page does not show.
 */
import { existsSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import english from "../../../lang/en.json";
import type calculatorGerman from "../../../calculator/lang/de.json";
import { LANGUAGE_CODES } from "../../../src/ui/languages";
import { createTranslator } from "../../../src/ui/translator";
import { addLanguageWords } from "../../../calculator/page-words";
import { REWORDED_KEYS, withCalculatorWords } from "../../../calculator/site-text";
import { mergedLanguage } from "../../../scripts/lang-files.mjs";

const FOUNDRY_WORDS = /token|actor|akteur|dialogs?\b|dialoge|world setting|welteinstellung|chart|diagramm/i;

/** A language's file, or undefined when it is missing (which its own test reports). */
function readJson(path: string): unknown {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as unknown) : undefined;
}

// First, while no language but English is registered (the ones below register theirs before their tests).
describe("a language's words before and after its script arrives", () => {
  it("read as English until then, then as the language, word by word falling back on English", async () => {
    const { frameText } = await import("../../../calculator/frame-text");
    const { siteText } = await import("../../../calculator/site-text");
    const { ENGLISH_WORDS, hasLanguageWords } = await import("../../../calculator/page-words");
    expect(hasLanguageWords("ja")).toBe(false);
    expect(frameText("ja", "language")).toBe(ENGLISH_WORDS.calculator.frame.language);
    expect(siteText("ja", "title")).toBe(ENGLISH_WORDS.calculator.site.title);
    const calculator = structuredClone(ENGLISH_WORDS.calculator);
    calculator.frame.language = "言語";
    Reflect.deleteProperty(calculator.site, "title");
    addLanguageWords("ja", { module: ENGLISH_WORDS.module, calculator });
    expect(hasLanguageWords("ja")).toBe(true);
    expect(frameText("ja", "language")).toBe("言語");
    expect(siteText("ja", "title")).toBe(ENGLISH_WORDS.calculator.site.title);
  });
});

describe.each(LANGUAGE_CODES)("the calculator's words (%s)", (lang) => {
  // The module's words as the calculator bundles them: the rule sets' and game systems' own merged in
  // (scripts/lang-files.mjs).
  const messages = existsSync(`lang/${lang}.json`) ? mergedLanguage(".", lang) : undefined;
  const calculator = readJson(`calculator/lang/${lang}.json`) as typeof calculatorGerman | undefined;

  it("has its files (module.json declares the language)", () => {
    expect(messages, `lang/${lang}.json is missing`).toBeDefined();
    expect(calculator, `calculator/lang/${lang}.json is missing`).toBeDefined();
  });
  if (!messages || !calculator) return;

  // The language's words as its script brings them to the page (calculator/language-scripts.ts).
  beforeAll(() => {
    if (lang !== "en") addLanguageWords(lang, { module: messages, calculator });
  });
  const module = createTranslator(lang, messages, english);
  const page = withCalculatorWords(module);

  it.each(REWORDED_KEYS)("%s: the module has the key, and the calculator words it without Foundry's things", (key) => {
    expect(module.localize(key)).not.toBe(key);
    expect(module.localize(key)).not.toBe(page.localize(key));
    expect(page.localize(key)).not.toMatch(FOUNDRY_WORDS);
  });

  it("words the contest's hint and errors and a field's @ path for a page with no tokens and no character", () => {
    for (const key of [
      "INDIE_DICE.Contest.Start.Hint",
      "INDIE_DICE.Contest.Error.NoAttacker",
      "INDIE_DICE.Contest.Error.DefenderCount",
      "INDIE_DICE.Error.Expression.NoActor",
    ]) {
      expect(REWORDED_KEYS).toContain(key);
    }
    expect(page.format("INDIE_DICE.Contest.Error.DefenderCount", { count: "2" })).toContain("2");
    expect(page.format("INDIE_DICE.Error.Expression.NoActor", { path: "@skills.stealth" })).toContain(
      "@skills.stealth",
    );
    if (lang === "en" || lang === "de") {
      expect(page.format("INDIE_DICE.Contest.Error.DefenderCount", { count: "2" })).toMatch(/2\)\.$/);
      expect(page.format("INDIE_DICE.Error.Expression.NoActor", { path: "@skills.stealth" })).toMatch(
        /^@skills\.stealth /,
      );
    }
  });

  it("leaves every other key to the module", () => {
    expect(page.localize("INDIE_DICE.Dialog.Labels.FixFields")).toBe(
      module.localize("INDIE_DICE.Dialog.Labels.FixFields"),
    );
    expect(page.lang).toBe(module.lang);
  });
});

describe("the intro counts the game systems the page has a view of (issue 82: it spoke of five of 12)", () => {
  it("in every language, from the views registered, so it stays right as systems are added", async () => {
    const { siteText } = await import("../../../calculator/site-text");
    const { SYSTEM_CALCULATOR_PAGES } = await import("../../../calculator/system-calculators");
    const count = SYSTEM_CALCULATOR_PAGES.length;
    // One view a system folder the module reads (src/systems/<id>/ui/calculator.ts).
    expect(count).toBe(26);
    expect(siteText("en", "intro")).toContain(`of the rolls of ${count} game systems`);
    for (const code of LANGUAGE_CODES) {
      const words = readFileSync(`calculator/lang/${code}.json`, "utf8");
      expect(words, code).toContain("{systems}");
      // No list of the first five by name: the views' tabs name every one.
      expect(words, code).not.toContain("Shadowdark");
    }
  });
});
