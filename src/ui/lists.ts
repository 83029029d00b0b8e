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
  const format = listFormat(i18n.lang, kind);
  return intlLocale(i18n.lang).startsWith("zh") ? chineseList(format.formatToParts(items)) : format.format(items);
}

/** A Han character: a Chinese list's 和 or 或. */
const HAN = /\p{Script=Han}/u;
/** A letter or digit of a script written with spaces between words: a name such as "Ilsa Brandt", a figure. */
const SPACED = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Nd}]/u;

/**
 * A Chinese list as Chinese text is set. Intl writes "Ilsa Brandt和Grave Warden", where Chinese puts a space between
 * a Han word and one of Latin letters or digits ("Ilsa Brandt 和 Grave Warden"; "伊尔莎和瓦尔登" stays as it is); and
 * Simplified Chinese's units have no separator at all ("难度 12值 3"), where the enumeration comma that separates the
 * names of its other lists goes ("难度 12、值 3").
 */
function chineseList(parts: ReturnType<Intl.ListFormat["formatToParts"]>): string {
  let text = "";
  parts.forEach((part, index) => {
    const before = parts[index - 1];
    if (part.type === "element") {
      text += (before?.type === "element" ? "、" : "") + part.value;
      return;
    }
    const after = parts[index + 1]?.value ?? "";
    const spaceBefore = HAN.test(part.value.at(0) ?? "") && SPACED.test(before?.value.at(-1) ?? "");
    const spaceAfter = HAN.test(part.value.at(-1) ?? "") && SPACED.test(after.at(0) ?? "");
    text += `${spaceBefore ? " " : ""}${part.value}${spaceAfter ? " " : ""}`;
  });
  return text;
}
