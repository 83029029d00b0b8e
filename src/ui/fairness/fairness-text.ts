import type { FitTest } from "../../core/fairness";
import { formatPercent } from "../percent";
import { formatWith, type Translator } from "../translator";

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
    format = new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
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
    format = new Intl.NumberFormat(i18n.lang, { maximumFractionDigits: 0 });
    formats.set(`${i18n.lang}:count`, format);
  }
  return format.format(count);
}

/** The smallest p-value written as a number; anything smaller reads "p < 0.001". */
const SMALLEST_SHOWN = 0.001;

/**
 * A p-value for reading: "p = 0.43" with two decimals ("p = 0,43" in German), three below 0.01 ("p = 0.004"),
 * "p < 0.001" below that, and "p = 1" when it is 1.
 */
export function formatPValue(p: number, i18n: Translator): string {
  if (p < SMALLEST_SHOWN) return formatWith(i18n, "INDIE_DICE.Fairness.PValue.Below", { value: decimals(i18n.lang, 3).format(SMALLEST_SHOWN) });
  const value = p >= 1 ? "1" : decimals(i18n.lang, p < 0.01 ? 3 : 2).format(p);
  return formatWith(i18n, "INDIE_DICE.Fairness.PValue.Equals", { value });
}

/** The sentence under a group: "p = 0.43 — fair dice come out at least this uneven in 43.0% of such samples". */
export function pValueText(test: FitTest, i18n: Translator): string {
  const data = { p: formatPValue(test.pValue, i18n), percent: formatPercent(test.pValue, i18n) };
  if (test.kind === "chiSquare" || test.comparisons === 1) return formatWith(i18n, "INDIE_DICE.Fairness.PValue.Exactly", data);
  if (test.pValue >= 1) return formatWith(i18n, "INDIE_DICE.Fairness.PValue.NothingStandsOut", data);
  return formatWith(i18n, "INDIE_DICE.Fairness.PValue.AtMost", data);
}

/** Which test was used, in words, with what it was computed from. */
export function testText(test: FitTest, faces: number, i18n: Translator): string {
  if (test.kind === "chiSquare") {
    const statistic = decimals(i18n.lang, 2).format(test.statistic);
    if (test.degreesOfFreedom === 1) return formatWith(i18n, "INDIE_DICE.Fairness.Test.ChiSquareOne", { statistic });
    return formatWith(i18n, "INDIE_DICE.Fairness.Test.ChiSquare", { statistic, df: test.degreesOfFreedom });
  }
  if (test.comparisons === 1) return i18n.localize("INDIE_DICE.Fairness.Test.ExactCoin");
  return formatWith(i18n, "INDIE_DICE.Fairness.Test.Exact", { faces });
}
