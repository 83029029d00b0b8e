import { formatNumber, formatSigned, type NumberLanguage } from "../numbers";
import { formatWith, type Translator } from "../translator";

/**
 * Small number-to-text helpers shared by the card models. Numbers are written by the module's one number
 * formatter (src/ui/numbers.ts) in the player's language, with a true minus sign (−2) so a negative value never
 * reads as a dash. Without a language (a caller with none at hand) they keep the minus sign and leave out the
 * grouping.
 */

/** +3, 0, −2. */
export function signed(value: number, i18n?: NumberLanguage): string {
  if (i18n) return formatSigned(value, i18n);
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${Math.abs(value)}`;
  return "0";
}

/** −2 with a true minus sign, 1,000 grouped; other numbers as they are. */
export function plain(value: number, i18n?: NumberLanguage): string {
  if (i18n) return formatNumber(value, i18n);
  return value < 0 ? `−${Math.abs(value)}` : String(value);
}

/**
 * Chains can run to the limit of 1000 dice: a step line lists the first and last few and says how many are
 * left out between them, so a capped chain still reads in one line.
 */
const SHOWN_AT_EACH_END = 6;

export function compactJoin(i18n: Translator, parts: readonly string[], separator: string): string {
  if (parts.length <= 2 * SHOWN_AT_EACH_END + 1) return parts.join(separator);
  const head = parts.slice(0, SHOWN_AT_EACH_END);
  const tail = parts.slice(-SHOWN_AT_EACH_END);
  const omitted = formatWith(i18n, "INDIE_DICE.Card.Step.Omitted", { n: parts.length - head.length - tail.length });
  return [...head, omitted, ...tail].join(separator);
}

/** "6 + 6 + 3 − 2": the dice values, then a bonus (left out when 0). */
export function sumExpression(i18n: Translator, values: readonly number[], bonus = 0): string {
  const dice = compactJoin(
    i18n,
    values.map((value) => plain(value, i18n)),
    " + ",
  );
  if (bonus === 0) return dice;
  return `${dice} ${bonus < 0 ? "−" : "+"} ${plain(Math.abs(bonus), i18n)}`;
}

/** "+6 → +3": the dice a chain added, in order. */
export function chainText(i18n: Translator, values: readonly number[]): string {
  return compactJoin(
    i18n,
    values.map((value) => signed(value, i18n)),
    " → ",
  );
}

/** "6, 2, 6": faces in the order rolled. */
export function faceList(i18n: Translator, values: readonly number[]): string {
  return compactJoin(
    i18n,
    values.map((value) => plain(value, i18n)),
    ", ",
  );
}
