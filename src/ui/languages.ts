/**
 * The languages the module speaks, in module.json's order (test/release/manifest.test.ts holds the two lists
 * equal): each by its code — the file `lang/<code>.json` and Foundry's language setting — its name in its own
 * language, as a language picker shows it, and, where the code is not one, the BCP 47 locale `Intl` needs.
 * Simplified Chinese is `cn` because Foundry's own translation and most modules use that code, but `cn` names no
 * language to `Intl` (it would write numbers, lists and plurals in the browser's default language), so it is `zh-CN`
 * there. The calculator, the playground and the tests read this list; how a language is added is lang/README.md.
 */
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "de", name: "Deutsch" },
  { code: "fr", name: "Français" },
  { code: "pt-BR", name: "Português (Brasil)" },
  { code: "es", name: "Español" },
  { code: "pl", name: "Polski" },
  { code: "it", name: "Italiano" },
  { code: "ja", name: "日本語" },
  { code: "cs", name: "Čeština" },
  { code: "cn", name: "简体中文", locale: "zh-CN" },
  { code: "zh-tw", name: "繁體中文", locale: "zh-TW" },
  { code: "ko", name: "한국어" },
  { code: "sv", name: "Svenska" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

/**
 * The locale `Intl` writes a language code's numbers, lists, plurals and sort order in: the code itself, unless
 * the list gives one (`cn` → `zh-CN`). Every `Intl` formatter takes its locale from here, never from the code.
 */
export function intlLocale(code: string): string {
  const language = LANGUAGES.find((entry) => entry.code === code);
  return language && "locale" in language ? language.locale : code;
}

/** English: the language every other falls back to, key by key. */
export const BASE_LANGUAGE: LanguageCode = "en";

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGE_CODES.some((code) => code === value);
}

/**
 * The first of a browser's preferred languages (`navigator.languages`, most wanted first) that is one of ours:
 * matched by its whole tag first (`pt-BR`, `zh-TW`, `cn`), then by its language in its likely script (`pt`, `pt-PT`
 * → `pt-BR`; `de-AT` → `de`; `zh`, `zh-Hans`, `zh-SG` → `cn`; `zh-HK`, `zh-Hant` → `zh-tw`: Chinese is two written
 * languages, told apart by script), each preference in turn before the next is looked at; English when none is.
 */
export function preferredLanguage(preferences: readonly string[]): LanguageCode {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  for (const tag of preferences) {
    const whole = LANGUAGES.find((language) => same(language.code, tag) || same(intlLocale(language.code), tag));
    if (whole) return whole.code;
    const written = writtenLanguage(tag);
    const close = LANGUAGES.find((language) => writtenLanguage(intlLocale(language.code)) === written);
    if (close) return close.code;
  }
  return BASE_LANGUAGE;
}

/** A tag's language and its likely script (`zh-HK` → `zh-Hant`, `pt-PT` → `pt-Latn`); the tag itself if malformed. */
function writtenLanguage(tag: string): string {
  try {
    const likely = new Intl.Locale(tag).maximize();
    return `${likely.language}-${likely.script ?? ""}`;
  } catch {
    return tag.toLowerCase();
  }
}
