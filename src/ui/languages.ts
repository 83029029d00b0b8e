/**
 * The languages the module speaks, in module.json's order (test/release/manifest.test.ts holds the two lists
 * equal): each by its code — the file `lang/<code>.json`, Foundry's language setting, `Intl`'s locale — and its
 * name in its own language, as a language picker shows it. The calculator, the playground and the tests read this
 * list; how a language is added is lang/README.md.
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
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

/** English: the language every other falls back to, key by key. */
export const BASE_LANGUAGE: LanguageCode = "en";

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGE_CODES.some((code) => code === value);
}

/**
 * The first of a browser's preferred languages (`navigator.languages`, most wanted first) that is one of ours:
 * matched by its whole tag first (`pt-BR`), then by its base language (`pt`, `pt-PT` → `pt-BR`; `de-AT` → `de`),
 * each preference in turn before the next is looked at; English when none is.
 */
export function preferredLanguage(preferences: readonly string[]): LanguageCode {
  const base = (tag: string) => tag.toLowerCase().split("-")[0];
  for (const tag of preferences) {
    const whole = LANGUAGE_CODES.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (whole) return whole;
    const same = LANGUAGE_CODES.find((code) => base(code) === base(tag));
    if (same) return same;
  }
  return BASE_LANGUAGE;
}
