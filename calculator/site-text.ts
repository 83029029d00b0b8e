/**
 * The words the odds calculator adds to its frame (calculator/frame-text.ts holds the ones they
 * share: the language and theme pickers, the contest, group and extended test panels), and its own words for the
 * module's texts that speak of what only a Foundry table has. Each language's are calculator/lang/<code>.json,
 * read through calculator/page-words.ts.
 */
import { isLanguageCode } from "../src/ui/languages";
import { formatNumber } from "../src/ui/numbers";
import { translatorOf, type Translator } from "../src/ui/translator";
import type { PageLanguage } from "./frame-text";
import { ENGLISH_WORDS, languageWords } from "./page-words";
import { SYSTEM_CALCULATOR_PAGES } from "./system-calculators";

export type SiteTextKey = keyof typeof ENGLISH_WORDS.calculator.site;

/**
 * A text of the page, its `{name}`s filled from `data` — and `{systems}` with how many game systems the page has a
 * view of, counted from the views registered, so the intro stays right as systems are added.
 */
export function siteText(lang: PageLanguage, key: SiteTextKey, data: Readonly<Record<string, string>> = {}): string {
  const text = languageWords(lang).calculator.site[key] ?? ENGLISH_WORDS.calculator.site[key];
  const filled: Readonly<Record<string, string>> = {
    systems: formatNumber(SYSTEM_CALCULATOR_PAGES.length, { lang }),
    ...data,
  };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => filled[name] ?? whole);
}

/**
 * The module's texts that speak of tokens, actors and dialogs opened in a world — none of which a calculator user
 * has — in the calculator's words, by the module's key (calculator/lang/<code>.json `moduleWords`); an empty text
 * is a note the calculator leaves out (the dialog's small chart is not shown here, and the "Every result" chart
 * does count Fumbles). vite.site.config.ts leaves the module's own texts for these keys out of the calculator's
 * language files.
 */
export const REWORDED_KEYS: readonly string[] = Object.keys(ENGLISH_WORDS.calculator.moduleWords);

/** The module's translator, but in the calculator's own words where the module's speak of a Foundry table. */
export function withCalculatorWords(module: Translator): Translator {
  const own: Readonly<Record<string, string>> = languageWords(isLanguageCode(module.lang) ? module.lang : "en")
    .calculator.moduleWords;
  return translatorOf(module.lang, (key) => own[key] ?? module.localize(key));
}
