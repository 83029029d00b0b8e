/**
 * Twodsix's words in the dialog's panel (src/systems/twodsix/lang/<code>.json, SystemOdds.Twodsix), in every
 * language: English's were shortened (the criticals lost "(chat card)", the caption its second clause) and each
 * language says what English says, as briefly — a parenthesis or a clause after a colon only where English has one
 * (issue 82: the German rows read "(Chatkarte)", its caption twice English's length).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../../../src/ui/languages";
import { must } from "../../../kit";

function panelWords(code: string): Map<string, string> {
  const file: unknown = JSON.parse(readFileSync(`src/systems/twodsix/lang/${code}.json`, "utf8"));
  const words = new Map<string, string>();
  const walk = (node: unknown, path: string): void => {
    if (typeof node === "string") words.set(path, node);
    else if (typeof node === "object" && node !== null)
      for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(Reflect.get(Object(Reflect.get(Object(file), "INDIE_DICE")), "SystemOdds"), "");
  return words;
}

/** Whether a text opens a parenthesis, or adds a clause after a colon (the CJK full-width forms too). */
const marks = (text: string) => ({ parenthesis: /[(（]/.test(text), colon: /[:：]/.test(text) });

describe("Twodsix's panel words", () => {
  const english = panelWords("en");

  it.each(LANGUAGE_CODES.filter((code) => code !== "en"))(
    "%s: a parenthesis or a colon only where English has one",
    (code) => {
      const faults = [...panelWords(code)].filter(([key, text]) => {
        const own = english.get(key);
        return own === undefined || JSON.stringify(marks(text)) !== JSON.stringify(marks(own));
      });
      expect(faults).toEqual([]);
    },
  );

  it("German reads as a German Twodsix player's card and settings name them, no longer than English", () => {
    const german = panelWords("de");
    expect(["CritSuccess", "CritFail", "Success", "Target"].map((key) => german.get(`Twodsix.${key}`))).toEqual([
      "Kritischer Erfolg",
      "Kritischer Fehlschlag",
      "Erfolg (Effekt 0+)",
      "Effekt gegen {target}+",
    ]);
    expect(must(german.get("Twodsix.Target")).length).toBeLessThanOrEqual(must(english.get("Twodsix.Target")).length);
  });
});
