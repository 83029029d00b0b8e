import { formatStyled, type NumberLanguage } from "./numbers";

/** Percentages and decimals, through the module's one number formatter (src/ui/numbers.ts). */

const NEGLIGIBLE = 1e-12;

/**
 * A probability as a player reads it: one decimal ("41.7 %" in German, "41.7%" in English), never a bare 0 or
 * 100 for an outcome that can (or can fail to) happen — those read "<0.1%" and ">99.9%".
 */
export function formatPercent(probability: number, i18n: NumberLanguage): string {
  const percent = (value: number) => formatStyled(i18n.lang, "percent", value);
  // Sums of exact probabilities carry rounding of about 1e-16, and the engine cuts tails below 1e-12: what is
  // that close to certain (or impossible) is shown as certain (or impossible), never as ">99.9%".
  if (probability >= 1 - NEGLIGIBLE) return percent(1);
  if (probability <= NEGLIGIBLE) return percent(0);
  if (probability > 0 && probability < 0.0005) return `<${percent(0.001)}`;
  if (probability < 1 && probability > 0.9995) return `>${percent(0.999)}`;
  return percent(probability);
}

/** An expected value with one decimal, in the player's language: "2.5", "−0.5" (German "2,5"). */
export function formatDecimal(value: number, i18n: NumberLanguage): string {
  return formatStyled(i18n.lang, "decimal", value);
}
