import type { Translator } from "./translator";

/**
 * Number formats by language. Building an `Intl.NumberFormat` costs far more than using one, and a dialog formats
 * a hundred figures on every field change (a K&R pool of 60 lists every pool size), so each is built once.
 */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: string, style: "percent" | "decimal"): Intl.NumberFormat {
  const key = `${lang}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style, minimumFractionDigits: 1, maximumFractionDigits: 1 });
    formats.set(key, format);
  }
  return format;
}

const NEGLIGIBLE = 1e-12;

/**
 * A probability as a player reads it: one decimal ("41.7 %" in German, "41.7%" in English), never a bare 0 or
 * 100 for an outcome that can (or can fail to) happen — those read "<0.1%" and ">99.9%".
 */
export function formatPercent(probability: number, i18n: Pick<Translator, "lang">): string {
  const format = numberFormat(i18n.lang, "percent");
  // Sums of exact probabilities carry rounding of about 1e-16, and the engine cuts tails below 1e-12: what is
  // that close to certain (or impossible) is shown as certain (or impossible), never as ">99.9%".
  if (probability >= 1 - NEGLIGIBLE) return format.format(1);
  if (probability <= NEGLIGIBLE) return format.format(0);
  if (probability > 0 && probability < 0.0005) return `<${format.format(0.001)}`;
  if (probability < 1 && probability > 0.9995) return `>${format.format(0.999)}`;
  return format.format(probability);
}

/** An expected value with one decimal, in the player's language. */
export function formatDecimal(value: number, i18n: Pick<Translator, "lang">): string {
  return numberFormat(i18n.lang, "decimal").format(value);
}
