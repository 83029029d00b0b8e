import { intlLocale } from "./languages";
/**
 * The one number formatter of the module: every number a player reads — on a card, in a dialog, an error or a
 * limit — is written by `Intl.NumberFormat` for the player's language ("1,000,000" in English, "1.000.000" in
 * German), with the true minus sign "−" (U+2212) where Intl writes the hyphen-minus, so a negative number never
 * reads as a dash and never appears in two spellings. Zero has no sign: a −0 or a negative figure that rounds to
 * zero (the mean of `1d20 - 1d20`, −1e-17 after summing) reads "0.0", never "−0.0" (docs/odds.md "Numbers as read").
 */

/** The language a number is written in: a Translator, or Foundry's `game.i18n`, or `{lang}`. */
export interface NumberLanguage {
  readonly lang: string;
}

type NumberStyle = "integer" | "signed" | "percent" | "decimal" | "mean";

// "negative": a minus only on a figure that reads below zero once rounded, so −0 and −0.04 read "0" and "0.0" as
// "exceptZero" already leaves a zero unsigned. Every browser Foundry supports has it (Chrome 132, Firefox 131, Safari
// 18.4: client/helpers/client-issues.mjs).
const OPTIONS: Readonly<Record<NumberStyle, Intl.NumberFormatOptions>> = {
  // Whole numbers as they are; a fraction (rare: a typed 2.5 echoed in an error) keeps up to three places.
  integer: { maximumFractionDigits: 3, signDisplay: "negative" },
  signed: { maximumFractionDigits: 3, signDisplay: "exceptZero" },
  percent: { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "negative" },
  decimal: { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "negative" },
  // A mean damage as the rules' examples write it: 12, 7.5, 12.33 (37/3) — whole where it is whole.
  mean: { maximumFractionDigits: 2, signDisplay: "negative" },
};

/**
 * Formats by language and style. Building an `Intl.NumberFormat` costs far more than using one, and a dialog
 * formats a hundred figures on every field change (a K&R pool of 60 lists every pool size), so each is built once.
 */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: string, style: NumberStyle): Intl.NumberFormat {
  const key = `${lang}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lang), OPTIONS[style]);
    formats.set(key, format);
  }
  return format;
}

const HYPHEN_MINUS = /-/g;
const MINUS = "−";

/** Intl's output with the true minus sign (English and German write "-"). */
export function formatStyled(lang: string, style: NumberStyle, value: number): string {
  return numberFormat(lang, style).format(value).replace(HYPHEN_MINUS, MINUS);
}

/** 12, 1,000,000, −6 (German: 1.000.000, −6). */
export function formatNumber(value: number, i18n: NumberLanguage): string {
  return formatStyled(i18n.lang, "integer", value);
}

/** +3, 0, −2: a change or a margin, its sign always written. */
export function formatSigned(value: number, i18n: NumberLanguage): string {
  return formatStyled(i18n.lang, "signed", value);
}

/** A mean of whole totals: up to two places, none where it is whole ("12", "7.5", "12.33"; German "12,33"). */
export function formatMean(value: number, i18n: NumberLanguage): string {
  return formatStyled(i18n.lang, "mean", value);
}
