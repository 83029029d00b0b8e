/**
 * The words of the playground's own frame (the stand-in for Foundry's chrome around the module): the module's
 * dialogs and cards take theirs from lang/*.json like in Foundry, the frame from here.
 */
import english from "./lang/en.json";
import german from "./lang/de.json";

export type PageLanguage = "en" | "de";

const EN = english.frame;

export type FrameTextKey = keyof typeof EN;

const DE: Record<FrameTextKey, string> = german.frame;

const TEXTS: Record<PageLanguage, Record<FrameTextKey, string>> = { en: EN, de: DE };

export function frameText(lang: PageLanguage, key: FrameTextKey): string {
  return TEXTS[lang][key];
}
