/**
 * The words the calculator has, by language: English's are in the page's script; each other language's arrive in
 * a script of their own the first time the page is shown in it (calculator/language-scripts.ts;
 * vite.site.config.ts `languageScripts`), so that the first load carries one language, not eight (README "Web odds
 * calculator"). A language not loaded yet, or a word its files lack, reads as English.
 */
import englishModule from "../lang/en.json";
import type { LanguageCode } from "../src/ui/languages";
import englishCalculator from "./lang/en.json";

type Messages = { readonly [key: string]: string | Messages };

/** calculator/lang/<code>.json: the frame's words, the calculator's own, and its words for some of the module's. */
type CalculatorWords = typeof englishCalculator;

/** One language's words: the module's (lang/<code>.json, the parts the page shows) and the calculator's. */
export interface LanguageWords {
  readonly module: Messages;
  readonly calculator: CalculatorWords;
}

export const ENGLISH_WORDS: LanguageWords = { module: englishModule, calculator: englishCalculator };

const loaded = new Map<LanguageCode, LanguageWords>([["en", ENGLISH_WORDS]]);

export function addLanguageWords(lang: LanguageCode, words: LanguageWords): void {
  loaded.set(lang, words);
}

export function hasLanguageWords(lang: LanguageCode): boolean {
  return loaded.has(lang);
}

/** The language's words once loaded; English's until then. */
export function languageWords(lang: LanguageCode): LanguageWords {
  return loaded.get(lang) ?? ENGLISH_WORDS;
}
