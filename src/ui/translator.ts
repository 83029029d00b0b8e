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
  const localize = (key: string): string => lookUp(messages, key) ?? lookUp(fallback, key) ?? key;
  return {
    lang,
    localize,
    format: (key, data) => localize(key).replace(/{([^}]+)}/g, (whole, name: string) => data[name] ?? whole),
  };
}

/** `format` with numbers allowed in the data (Foundry's takes strings). */
export function formatWith(i18n: Translator, key: string, data: Readonly<Record<string, string | number>> = {}): string {
  return i18n.format(key, Object.fromEntries(Object.entries(data).map(([name, value]) => [name, String(value)])));
}
