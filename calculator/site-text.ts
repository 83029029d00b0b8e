/**
 * The words the odds calculator adds to the playground's frame (playground/frame-text.ts holds the ones they
 * share: the language and theme pickers, the contest, group and extended test panels), and its own words for the
 * module's texts that speak of what only a Foundry table has.
 */
import { translatorOf, type Translator } from "../src/ui/translator";
import type { PageLanguage } from "./frame-text";
import english from "./lang/en.json";
import german from "./lang/de.json";

const EN = english.site;

export type SiteTextKey = keyof typeof EN;

const DE: Record<SiteTextKey, string> = german.site;

const TEXTS: Record<PageLanguage, Record<SiteTextKey, string>> = { en: EN, de: DE };

export function siteText(lang: PageLanguage, key: SiteTextKey, data: Readonly<Record<string, string>> = {}): string {
  return TEXTS[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => data[name] ?? whole);
}

/**
 * The module's texts that speak of tokens, actors and dialogs opened in a world — none of which a calculator user
 * has — in the calculator's words, by the module's key; an empty text is a note the calculator leaves out (the
 * dialog's small chart is not shown here, and the "Every result" chart does count Fumbles). vite.site.config.ts
 * leaves the module's own texts for these keys out of the calculator's language files.
 */
const REWORDED: Record<PageLanguage, Readonly<Record<string, string>>> = { en: english.moduleWords, de: german.moduleWords };

/** The keys the calculator words itself (the same in every language). */
export const REWORDED_KEYS: readonly string[] = Object.keys(REWORDED.en);

/** The module's translator, but in the calculator's own words where the module's speak of a Foundry table. */
export function withCalculatorWords(module: Translator): Translator {
  const own = REWORDED[module.lang === "de" ? "de" : "en"];
  return translatorOf(module.lang, (key) => own[key] ?? module.localize(key));
}
