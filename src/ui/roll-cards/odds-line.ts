import { formatPercent, type ChanceKnown } from "../percent";
import { formatWith, type Translator } from "../translator";
import type { CardOdds } from "./card-view";

/**
 * The odds-before line: the exact probability and its text, e.g. "Before the roll: 41.7% to succeed". The
 * message key says what the chance was of; `data` fills its other placeholders (a target, a range).
 */
export function oddsLine(
  i18n: Translator,
  key: string,
  probability: number,
  data: Readonly<Record<string, string | number>> = {},
  known: ChanceKnown = {},
): CardOdds {
  return { probability, text: formatWith(i18n, key, { ...data, percent: formatPercent(probability, i18n, known) }) };
}
