/**
 * The words of the calculator's own frame (the stand-in for Foundry's chrome around the module): the module's
 * dialogs and cards take theirs from lang/*.json like in Foundry, the frame from calculator/lang/*.json.
 */
import type { LanguageCode } from "../src/ui/languages";
import { ENGLISH_WORDS, languageWords } from "./page-words";

/** A language the page can be shown in: any of the module's (src/ui/languages.ts). */
export type PageLanguage = LanguageCode;

export type FrameTextKey = keyof typeof ENGLISH_WORDS.calculator.frame;

export function frameText(lang: PageLanguage, key: FrameTextKey): string {
  return languageWords(lang).calculator.frame[key] ?? ENGLISH_WORDS.calculator.frame[key];
}
