/**
 * The calculator's own words for the module's texts that speak of a Foundry table (calculator/site-text.ts): a
 * calculator user has no tokens, actors or world-opened dialogs, so the page words these itself, in both languages,
 * and says nothing where the module's note is about a chart the page does not show.
 */
import { describe, expect, it } from "vitest";
import english from "../../../lang/en.json";
import german from "../../../lang/de.json";
import calculatorGerman from "../../../calculator/lang/de.json";
import { createTranslator } from "../../../src/ui/translator";
import { addLanguageWords } from "../../../calculator/page-words";
import { REWORDED_KEYS, withCalculatorWords } from "../../../calculator/site-text";

// German's words as its script brings them to the page (calculator/language-scripts.ts).
addLanguageWords("de", { module: german, calculator: calculatorGerman });

const FOUNDRY_WORDS = /token|actor|akteur|dialogs?\b|dialoge|world setting|welteinstellung|chart|diagramm/i;

describe.each([
  ["en", createTranslator("en", english, english)],
  ["de", createTranslator("de", german, english)],
] as const)("the calculator's words (%s)", (_lang, module) => {
  const page = withCalculatorWords(module);

  it.each(REWORDED_KEYS)("%s: the module has the key, and the calculator words it without Foundry's things", (key) => {
    expect(module.localize(key)).not.toBe(key);
    expect(module.localize(key)).not.toBe(page.localize(key));
    expect(page.localize(key)).not.toMatch(FOUNDRY_WORDS);
  });

  it("words the contest's hint and errors and a field's @ path for a page with no tokens and no character", () => {
    for (const key of ["INDIE_DICE.Contest.Start.Hint", "INDIE_DICE.Contest.Error.NoAttacker", "INDIE_DICE.Contest.Error.DefenderCount", "INDIE_DICE.Error.Expression.NoActor"]) {
      expect(REWORDED_KEYS).toContain(key);
    }
    expect(page.format("INDIE_DICE.Contest.Error.DefenderCount", { count: "2" })).toMatch(/2\)\.$/);
    expect(page.format("INDIE_DICE.Error.Expression.NoActor", { path: "@skills.stealth" })).toMatch(/^@skills\.stealth /);
  });

  it("leaves every other key to the module", () => {
    expect(page.localize("INDIE_DICE.Dialog.Labels.FixFields")).toBe(module.localize("INDIE_DICE.Dialog.Labels.FixFields"));
    expect(page.lang).toBe(module.lang);
  });
});

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
    expect(frameText("de", "language")).toBe(calculatorGerman.frame.language);
  });
});
