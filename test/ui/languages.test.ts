/** The one list of the module's languages (src/ui/languages.ts) and how the calculator picks one for a browser. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  BASE_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  intlLocale,
  isLanguageCode,
  preferredLanguage,
} from "../../src/ui/languages";

const manifest = JSON.parse(readFileSync("module.json", "utf8")) as {
  languages: { lang: string; name: string; path: string }[];
};

describe("the module's languages", () => {
  it("are module.json's, in its order, with the names and files it gives", () => {
    expect(manifest.languages).toEqual(
      LANGUAGES.map(({ code, name }) => ({ lang: code, name, path: `lang/${code}.json` })),
    );
    expect(LANGUAGE_CODES).toEqual([
      "en",
      "de",
      "fr",
      "pt-BR",
      "es",
      "pl",
      "it",
      "ja",
      "cs",
      "cn",
      "zh-tw",
      "ko",
      "sv",
    ]);
    expect(LANGUAGE_CODES[0]).toBe(BASE_LANGUAGE);
  });

  it("are each a locale Intl knows, under the same tag or the one the list gives (Foundry's cn and zh-tw)", () => {
    for (const code of LANGUAGE_CODES) {
      const locale = intlLocale(code);
      expect(Intl.getCanonicalLocales(locale)).toEqual([locale]);
      expect(new Intl.NumberFormat(locale).resolvedOptions().locale, code).toBe(locale);
    }
    expect(LANGUAGE_CODES.filter((code) => intlLocale(code) !== code)).toEqual(["cn", "zh-tw"]);
  });

  it("are the codes the README gives the calculator's `lang` parameter, each of them", () => {
    const named = /`lang` \(([^)]*)\)/.exec(readFileSync("README.md", "utf8"))?.[1] ?? "";
    expect([...named.matchAll(/`([^`]+)`/g)].map((match) => match[1])).toEqual(LANGUAGE_CODES);
  });

  it("tell their codes from anything else", () => {
    expect(LANGUAGE_CODES.every(isLanguageCode)).toBe(true);
    for (const other of ["pt", "PT-BR", "de-DE", "zh", "", null, undefined, 3])
      expect(isLanguageCode(other), String(other)).toBe(false);
  });
});

describe("preferredLanguage", () => {
  it("takes the first preference that is one of ours, by whole tag", () => {
    expect(preferredLanguage(["ja"])).toBe("ja");
    expect(preferredLanguage(["pt-BR", "en"])).toBe("pt-BR");
    expect(preferredLanguage(["pt-br"])).toBe("pt-BR");
    expect(preferredLanguage(["nl-BE", "pl", "de"])).toBe("pl");
  });

  it("matches a preference by its base language when its tag is not ours", () => {
    expect(preferredLanguage(["pt"])).toBe("pt-BR");
    expect(preferredLanguage(["pt-PT"])).toBe("pt-BR");
    expect(preferredLanguage(["de-AT", "fr"])).toBe("de");
    expect(preferredLanguage(["es-MX"])).toBe("es");
    expect(preferredLanguage(["fr-CA", "en"])).toBe("fr");
    expect(preferredLanguage(["ja-JP"])).toBe("ja");
    expect(preferredLanguage(["en-GB", "de"])).toBe("en");
    expect(preferredLanguage(["ko-KR"])).toBe("ko");
    expect(preferredLanguage(["sv-FI"])).toBe("sv");
    expect(preferredLanguage(["cs-CZ"])).toBe("cs");
  });

  it("tells the two Chinese languages apart by their script, whatever the tag names", () => {
    expect(preferredLanguage(["zh-CN"])).toBe("cn");
    expect(preferredLanguage(["zh"])).toBe("cn");
    expect(preferredLanguage(["zh-Hans-SG"])).toBe("cn");
    expect(preferredLanguage(["zh-TW"])).toBe("zh-tw");
    expect(preferredLanguage(["zh-HK"])).toBe("zh-tw");
    expect(preferredLanguage(["zh-Hant"])).toBe("zh-tw");
    expect(preferredLanguage(["cn"])).toBe("cn");
  });

  it("gives Intl a locale it knows for a Foundry code that is not one", () => {
    expect(intlLocale("cn")).toBe("zh-CN");
    expect(intlLocale("zh-tw")).toBe("zh-TW");
    expect(intlLocale("de")).toBe("de");
    // Foundry's own code passes `cn` to Intl as is, which writes it as the runtime's default language (en-US here).
    expect(new Intl.ListFormat(intlLocale("cn")).format(["a", "b", "c"])).toBe("a、b和c");
    expect(new Intl.PluralRules(intlLocale("zh-tw")).resolvedOptions().pluralCategories).toEqual(["other"]);
  });

  it("looks at the preferences in the browser's order, each whole before the next", () => {
    expect(preferredLanguage(["it-CH", "de"])).toBe("it");
    expect(preferredLanguage(["nl", "fi", "it"])).toBe("it");
  });

  it("falls back to English", () => {
    expect(preferredLanguage([])).toBe("en");
    expect(preferredLanguage(["nl", "fi", "tr"])).toBe("en");
    expect(preferredLanguage(["not a tag!"])).toBe("en");
  });
});
