import { intlLocale } from "./languages";
import { formatNumber, type NumberLanguage } from "./numbers";

/**
 * What the view models need of Foundry's `game.i18n`: the Foundry dialogs pass `game.i18n` itself, the playground
 * and the tests pass `createTranslator(json)`. View models return text already localized, so templates only
 * print strings (escaped) and need no Foundry-only helper.
 */
export interface Translator {
  /** The language code (`en`, `de`): numbers and percentages are formatted for it. */
  readonly lang: string;
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

type Messages = { readonly [key: string]: string | Messages };

function lookUp(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * A translator over a language file, falling back to another (English), then to the key itself — the order
 * Foundry's `Localization` follows. Placeholders are `{name}`, as in Foundry's `format`.
 */
export function createTranslator(lang: string, messages: Messages, fallback: Messages = messages): Translator {
  return translatorOf(lang, (key) => lookUp(messages, key) ?? lookUp(fallback, key) ?? key);
}

/** A translator from its lookup alone (a key it does not know comes back as the key): `format` fills `{name}`s. */
export function translatorOf(lang: string, localize: (key: string) => string): Translator {
  return {
    lang,
    localize,
    format: (key, data) => localize(key).replace(/{([^}]+)}/g, (whole, name: string) => data[name] ?? whole),
  };
}

/**
 * `format` with numbers allowed in the data (Foundry's takes strings): each is written in the player's language by
 * the module's one number formatter (1,000,000 and −6 in English, 1.000.000 and −6 in German).
 */
export function formatWith(
  i18n: Translator,
  key: string,
  data: Readonly<Record<string, string | number>> = {},
): string {
  return i18n.format(key, formatData(i18n, data));
}

/** Message data as strings, numbers formatted for `i18n`'s language. */
export function formatData(
  i18n: NumberLanguage,
  data: Readonly<Record<string, string | number>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => [name, typeof value === "number" ? formatNumber(value, i18n) : value]),
  );
}

/** `Intl.PluralRules` by language, built once each (as the number formats are). */
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(lang: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(lang));
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/**
 * A message that names a count, in the plural form the language asks for: the key holds one entry per plural
 * category of `Intl.PluralRules` (`one`, `other`; a language may add `few`, `many`…), and `other` stands in for a
 * category the language file leaves out. The count fills `{n}`, formatted; `data` fills the other placeholders.
 *
 * @example formatCount(i18n, "INDIE_DICE.Contest.Step.Successes", 1) // "1 success" (3: "3 successes")
 */
export function formatCount(
  i18n: Translator,
  key: string,
  count: number,
  data: Readonly<Record<string, string | number>> = {},
): string {
  return formatWith(i18n, pluralKey(i18n, key, count), { ...data, n: count });
}

/** The key of the plural form `count` takes (see formatCount), for a caller that formats the message itself. */
export function pluralKey(i18n: Translator, key: string, count: number): string {
  const form = `${key}.${pluralCategory(i18n.lang, count)}`;
  // Foundry's `localize` (and ours) answers a missing key with the key itself.
  return i18n.localize(form) === form ? `${key}.other` : form;
}
