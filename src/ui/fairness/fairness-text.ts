import { intlLocale } from "../languages";
import type { FitTest } from "../../core/fairness/fit-tests";
import { formatPercent } from "../percent";
import { formatWith, pluralKey, type Translator } from "../translator";

/**
 * A group's p-value in words that report and never accuse (INDIE_DICE.Fairness.PValue): what the number means for
 * fair dice — how often they come out at least this uneven in a sample of the same size — and nothing about the
 * die or the person who rolled it. The wording follows the test: the χ² test and a coin's exact test give that
 * share itself; the corrected exact test of many faces gives an upper bound of it ("no more than"), and at its cap of
 * 1 it says that nothing stands out.
 */

const formats = new Map<string, Intl.NumberFormat>();

/** Exactly `digits` decimals. */
function decimals(lang: string, digits: number): Intl.NumberFormat {
  const key = `${lang}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lang), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A tally of the report (results, messages, a face's rolls) as a bare number, grouped as the language groups digits
 * ("1,234", "1.234"); a message that names a count in its plural form is the translator's formatCount.
 */
export function formatTally(count: number, i18n: Pick<Translator, "lang">): string {
  let format = formats.get(`${i18n.lang}:count`);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(i18n.lang), { maximumFractionDigits: 0 });
    formats.set(`${i18n.lang}:count`, format);
  }
  return format.format(count);
}

/** Below this a p-value reads "less than 0.1%" rather than a rounded figure. */
const SMALLEST_SHOWN = 0.001;

/**
 * A p-value in one notation, the percentage every chance in the module is written in: "43.0%" ("43,0 %" in German),
 * "less than 0.1%" below a thousandth, "100.0%" at 1.
 */
export function formatPValue(p: number, i18n: Translator): string {
  if (p < SMALLEST_SHOWN)
    return formatWith(i18n, "INDIE_DICE.Fairness.PValue.Below", { percent: formatPercent(SMALLEST_SHOWN, i18n) });
  return formatPercent(p, i18n);
}

/** A message that counts tallies of the report, in the plural form of the count, its `{n}` grouped as formatTally. */
export function tally(i18n: Translator, key: string, count: number): string {
  return formatWith(i18n, pluralKey(i18n, key, count), { n: formatTally(count, i18n) });
}

/**
 * The sentence under a group: "Fair dice come out at least this uneven in 43.0% of samples this size (the p-value)."
 */
export function pValueText(test: FitTest, i18n: Translator): string {
  const data = { percent: formatPValue(test.pValue, i18n) };
  if (test.kind === "chiSquare" || test.comparisons === 1)
    return formatWith(i18n, "INDIE_DICE.Fairness.PValue.Exactly", data);
  if (test.pValue >= 1) return formatWith(i18n, "INDIE_DICE.Fairness.PValue.NothingStandsOut", data);
  return formatWith(i18n, "INDIE_DICE.Fairness.PValue.AtMost", data);
}

/** Which test was used, in words, with what it was computed from. */
export function testText(test: FitTest, faces: number, i18n: Translator): string {
  if (test.kind === "chiSquare") {
    const statistic = decimals(i18n.lang, 2).format(test.statistic);
    return formatWith(i18n, pluralKey(i18n, "INDIE_DICE.Fairness.Test.ChiSquare", test.degreesOfFreedom), {
      statistic,
      df: test.degreesOfFreedom,
    });
  }
  if (test.comparisons === 1) return i18n.localize("INDIE_DICE.Fairness.Test.ExactCoin");
  return formatWith(i18n, "INDIE_DICE.Fairness.Test.Exact", { faces });
}
