/** The one list of the module's languages (src/ui/languages.ts) and how the calculator picks one for a browser. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BASE_LANGUAGE, LANGUAGE_CODES, LANGUAGES, isLanguageCode, preferredLanguage } from "../../src/ui/languages";

const manifest = JSON.parse(readFileSync("module.json", "utf8")) as { languages: { lang: string; name: string; path: string }[] };

describe("the module's languages", () => {
  it("are module.json's, in its order, with the names and files it gives", () => {
    expect(manifest.languages).toEqual(LANGUAGES.map(({ code, name }) => ({ lang: code, name, path: `lang/${code}.json` })));
    expect(LANGUAGE_CODES).toEqual(["en", "de", "fr", "pt-BR", "es", "pl", "it", "ja"]);
    expect(LANGUAGE_CODES[0]).toBe(BASE_LANGUAGE);
  });

  it("are each a locale Intl knows, under the same tag", () => {
    for (const code of LANGUAGE_CODES) expect(Intl.getCanonicalLocales(code)).toEqual([code]);
  });

  it("tell their codes from anything else", () => {
    expect(LANGUAGE_CODES.every(isLanguageCode)).toBe(true);
    for (const other of ["pt", "PT-BR", "de-DE", "zh", "", null, undefined, 3]) expect(isLanguageCode(other), String(other)).toBe(false);
  });
});

describe("preferredLanguage", () => {
  it("takes the first preference that is one of ours, by whole tag", () => {
    expect(preferredLanguage(["ja"])).toBe("ja");
    expect(preferredLanguage(["pt-BR", "en"])).toBe("pt-BR");
    expect(preferredLanguage(["pt-br"])).toBe("pt-BR");
    expect(preferredLanguage(["zh-CN", "pl", "de"])).toBe("pl");
  });

  it("matches a preference by its base language when its tag is not ours", () => {
    expect(preferredLanguage(["pt"])).toBe("pt-BR");
    expect(preferredLanguage(["pt-PT"])).toBe("pt-BR");
    expect(preferredLanguage(["de-AT", "fr"])).toBe("de");
    expect(preferredLanguage(["es-MX"])).toBe("es");
    expect(preferredLanguage(["fr-CA", "en"])).toBe("fr");
    expect(preferredLanguage(["ja-JP"])).toBe("ja");
    expect(preferredLanguage(["en-GB", "de"])).toBe("en");
  });

  it("looks at the preferences in the browser's order, each whole before the next", () => {
    expect(preferredLanguage(["it-CH", "de"])).toBe("it");
    expect(preferredLanguage(["nl", "sv", "it"])).toBe("it");
  });

  it("falls back to English", () => {
    expect(preferredLanguage([])).toBe("en");
    expect(preferredLanguage(["zh-TW", "ko", "nl"])).toBe("en");
  });
});
