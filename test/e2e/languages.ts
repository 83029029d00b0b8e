/**
 * The languages the end-to-end tests walk through: every one of src/ui/languages.ts (module.json's), each with its
 * module words read from lang/<code>.json. A language whose file is missing fails the test that needs it, naming
 * the file, rather than passing in English.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { LANGUAGE_CODES, type LanguageCode } from "../../src/ui/languages";
import { createTranslator, type Translator } from "../../src/ui/translator";
import { addLanguageWords, type LanguageWords } from "../../calculator/page-words";
import { withCalculatorWords } from "../../calculator/site-text";
import { mergedLanguage } from "../../scripts/lang-files.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Every language of src/ui/languages.ts; `E2E_LANGUAGES=en,cs` narrows a local run to those (an unknown code fails
 * the run, naming it). CI sets nothing, so it checks them all.
 */
export const E2E_LANGUAGES: readonly LanguageCode[] = chosenLanguages(process.env.E2E_LANGUAGES);

function chosenLanguages(list: string | undefined): readonly LanguageCode[] {
  if (!list?.trim()) return LANGUAGE_CODES;
  const codes = list
    .split(",")
    .map((code) => code.trim())
    .filter(Boolean);
  const unknown = codes.filter((code) => !LANGUAGE_CODES.some((known) => known === code));
  if (unknown.length > 0)
    throw new Error(`E2E_LANGUAGES names ${unknown.join(", ")}, not among ${LANGUAGE_CODES.join(", ")}`);
  return LANGUAGE_CODES.filter((code) => codes.includes(code));
}

type Messages = { readonly [key: string]: string | Messages };

/**
 * A language's module words, lang/<code>.json with the rule sets' and game systems' own merged in, as Foundry reads
 * them (scripts/lang-files.mjs); throws, naming the file, when it is not there.
 */
export function languageMessages(lang: string): Messages {
  const path = join(ROOT, "lang", `${lang}.json`);
  if (!existsSync(path))
    throw new Error(`lang/${lang}.json is missing: module.json declares ${lang}, so the e2e checks it`);
  return mergedLanguage(ROOT, lang);
}

/** The module's translator in `lang`, falling back on English as Foundry's does. */
export function translatorFor(lang: string): Translator {
  return createTranslator(lang, languageMessages(lang), languageMessages("en"));
}

/**
 * The calculator's translator in `lang`, as its page builds it: the module's words with the calculator's own where
 * the module's speak of a Foundry table (calculator/lang/<code>.json, registered as the language's script would).
 */
export function calculatorTranslatorFor(lang: LanguageCode): Translator {
  const path = join(ROOT, "calculator/lang", `${lang}.json`);
  if (!existsSync(path))
    throw new Error(`calculator/lang/${lang}.json is missing: module.json declares ${lang}, so the e2e checks it`);
  addLanguageWords(lang, {
    module: languageMessages(lang),
    calculator: JSON.parse(readFileSync(path, "utf8")) as LanguageWords["calculator"],
  });
  return withCalculatorWords(translatorFor(lang));
}

/**
 * The text a message writes around its placeholders ("{name} wins: {percent}" → "wins:"): what a page shows of it
 * whatever the data.
 */
export function literalParts(message: string): string[] {
  return message
    .split(/\{[^{}]*\}/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Switches the table to `lang` by its language picker, which reloads it as Foundry's setting does (English: stays). */
export async function chooseTableLanguage(page: Page, lang: LanguageCode): Promise<void> {
  if (lang === "en") return;
  // A language whose file is missing fails here, by name, not as a table that never loads.
  languageMessages(lang);
  await Promise.all([page.waitForURL(new RegExp(`[?&]lang=${lang}(&|$)`)), page.selectOption("#language", lang)]);
}

/**
 * The languages a behaviour probe runs in: English, and German where the probe is about words (German's are among
 * the longest). Each language's layout is checked once: the table's on one page a language (sweeps/language-page.ts:
 * windows with each text field's default, axe, the chat column, the log across reloads), the calculator's in site.
 */
export const BEHAVIOUR_LANGUAGES: readonly LanguageCode[] = ["en", "de"];

/** The laptop and desktop screens the table and the calculator are measured at. */
export const SCREENS = [
  [1280, 800],
  [1366, 768],
  [1920, 1080],
] as const;

/**
 * The screens a probe reads a language's words at: what a page says does not change with the screen, so every screen
 * in English and German, 1366×768 in the others (where the words fit is the layout sweeps' to check).
 */
export function wordingScreens(lang: LanguageCode): readonly (typeof SCREENS)[number][] {
  return BEHAVIOUR_LANGUAGES.includes(lang) ? SCREENS : [SCREENS[1]];
}

/**
 * The screens a language's layout is measured at: a layout once a language, at the narrowest room the table gives a
 * window (1280×800), where longer words run out of room first; every screen in English and German, where the
 * behaviour probes run and the widest layouts (1920×1080: a window's width and height follow the screen) are read.
 * (Both 1280×800 and 1920×1080 in every language had been a sixth of CI's time, 2026-11-29.)
 */
export function layoutScreens(lang: LanguageCode): readonly (typeof SCREENS)[number][] {
  return BEHAVIOUR_LANGUAGES.includes(lang) ? SCREENS : [SCREENS[0]];
}

/** How many files the language sweep is cut into (test/e2e/language-sweep-*.e2e.test.ts), one per number 1..SHARDS. */
export const SWEEP_SHARDS = 4;

/**
 * The languages of E2E_LANGUAGES the language sweep's file `shard` (1..SWEEP_SHARDS) checks: every language in
 * exactly one file, the files about as long as one another, so that the run's two workers share the sweep rather
 * than one of them walking every language while the other waits. English and German weigh two (their axe runs in
 * both themes with every rule, their windows at three screens); the others one. Each language goes to the lightest
 * file so far, in src/ui/languages.ts's order: a language added later lands in a file without a list to edit.
 */
export function sweepShard(shard: number, languages: readonly LanguageCode[] = E2E_LANGUAGES): LanguageCode[] {
  const files: LanguageCode[][] = Array.from({ length: SWEEP_SHARDS }, () => []);
  const weight = (lang: LanguageCode) => (BEHAVIOUR_LANGUAGES.includes(lang) ? 2 : 1);
  const load = (file: LanguageCode[]) => file.reduce((sum, lang) => sum + weight(lang), 0);
  for (const lang of LANGUAGE_CODES) {
    const lightest = files.reduce((best, file) => (load(file) < load(best) ? file : best));
    lightest.push(lang);
  }
  return files[shard - 1]!.filter((lang) => languages.includes(lang));
}
