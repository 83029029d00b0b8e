/**
 * The calculator's own words for the module's texts that speak of a Foundry table (calculator/site-text.ts): a
 * calculator user has no tokens, actors or world-opened dialogs, so the page words these itself, in both languages,
 * and says nothing where the module's note is about a chart the page does not show.
 */
import { describe, expect, it } from "vitest";
import english from "../../../lang/en.json";
import german from "../../../lang/de.json";
import { createTranslator } from "../../../src/ui/translator";
import { REWORDED_KEYS, withCalculatorWords } from "../../../calculator/site-text";

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
