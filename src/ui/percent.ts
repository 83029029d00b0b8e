import type { Translator } from "./translator";

/**
 * A probability as a player reads it: one decimal ("41.7 %" in German, "41.7%" in English), never a bare 0 or
 * 100 for an outcome that can (or can fail to) happen — those read "<0.1%" and ">99.9%".
 */
export function formatPercent(probability: number, i18n: Pick<Translator, "lang">): string {
  const format = new Intl.NumberFormat(i18n.lang, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (probability > 0 && probability < 0.0005) return `<${format.format(0.001)}`;
  if (probability < 1 && probability > 0.9995) return `>${format.format(0.999)}`;
  return format.format(probability);
}

/** An expected value with one decimal, in the player's language. */
export function formatDecimal(value: number, i18n: Pick<Translator, "lang">): string {
  return new Intl.NumberFormat(i18n.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
