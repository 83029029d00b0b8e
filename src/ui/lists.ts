import { intlLocale } from "./languages";
import type { NumberLanguage } from "./numbers";

/**
 * Lists of words in the player's language, by `Intl.ListFormat`: "Ann, Bob, and Cleo" in English, "Ann, Bob und
 * Cleo" in German, "Ann, Bob et Cleo" in French, "Ann、Bob、Cleo" in Japanese. A list the code joins with ", " and an
 * English "and" would read wrong in every other language; the translator cannot fix it, since no message holds it.
 *
 * - `and`: all of them ("Ann, Bob and Cleo").
 * - `or`: one of them ("15 or 16").
 * - `unit`: the parts of one measure ("3 DoS, Fumble Level 2"), as the language lists units (German and French still
 *   put their "and" before the last).
 *
 * A list of numbers only (the faces "1, 4, 6" of a die row) stays joined by the card code: it is read as a row of
 * figures, not a sentence, in every language the module speaks.
 */
type ListKind = "and" | "or" | "unit";

const TYPES: Readonly<Record<ListKind, Intl.ListFormatType>> = { and: "conjunction", or: "disjunction", unit: "unit" };

/** Built once per language and kind, as the number formats are (src/ui/numbers.ts). */
const formats = new Map<string, Intl.ListFormat>();

function listFormat(lang: string, kind: ListKind): Intl.ListFormat {
  const key = `${lang}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.ListFormat(intlLocale(lang), { type: TYPES[kind], style: kind === "unit" ? "short" : "long" });
    formats.set(key, format);
  }
  return format;
}

/** The items as one list in `i18n`'s language; an empty list is "". */
export function formatList(items: readonly string[], i18n: NumberLanguage, kind: ListKind = "and"): string {
  return listFormat(i18n.lang, kind).format(items);
}
