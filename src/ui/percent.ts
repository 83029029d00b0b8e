import { formatStyled, type NumberLanguage } from "./numbers";

/** Percentages and decimals, through the module's one number formatter (src/ui/numbers.ts). */

/**
 * What the caller knows of a figure beyond its value: an outcome the engine left at 0 that can still happen, or one
 * whose figure is 1 in floats though it can fail (every one of 22 Kaiser dice a 1: about 8e-18, below a float's
 * last bit under 1). Only the caller, who knows the outcomes, can tell; the figure alone cannot.
 */
export interface ChanceKnown {
  /** The outcome can happen, whatever the figure (a chance the engine truncated to 0). */
  readonly possible?: boolean;
  /** The outcome can fail, whatever the figure (a chance whose complement is below float rounding at 1). */
  readonly canFail?: boolean;
}

/**
 * A probability as a player reads it: one decimal ("41.7 %" in German, "41.7%" in English), and one rule for the
 * ends — what can happen reads at least "<0.1%", never "0.0%"; what can fail reads at most ">99.9%", never "100%";
 * only the impossible reads "0.0%" and only the certain "100.0%". A chance and its complement read as a whole
 * ("at least 8" and "at most 7" add up to 100.0%): see `tenthsOf`.
 */
export function formatPercent(probability: number, i18n: NumberLanguage, known: ChanceKnown = {}): string {
  const percent = (value: number) => formatStyled(i18n.lang, "percent", value);
  // Only an exact 1 is certain: the engine makes a certain chance exactly 1 from the outcomes (docs/odds.md
  // "Certain and impossible"), so a figure short of it, however little, can fail.
  if (probability >= 1 && !known.canFail) return percent(1);
  if (probability <= 0 && !known.possible) return percent(0);
  const tenths = probability * 1000;
  if (tenths < 0.5 - HALF_WAY) return `<${percent(0.001)}`;
  if (tenths > 999.5 + HALF_WAY) return `>${percent(0.999)}`;
  // A chance at 0.05% or 99.95% exactly reads 0.1% and 99.9%, never 0.0% or 100.0%: still a whole with its complement.
  return percent(Math.min(999, Math.max(1, tenthsOf(probability))) / 1000);
}

/** How near a tenth's half-way point, in tenths of a percent, a chance counts as at it (far above float noise). */
const HALF_WAY = 1e-8;

/**
 * A chance in tenths of a percent, rounded so that a chance and its complement add up to 1,000: one at a tenth's
 * exact half-way point goes to the even tenth (0.4375 → 43.8%, 0.5625 → 56.2%), where rounding both halves up would
 * read 100.1% (docs/odds.md "Numbers as read"). "Exact" within HALF_WAY: two complements summed each on its own
 * (at least 8, at most 7) differ from a true half by float noise, and must not fall on the same side of it.
 */
function tenthsOf(probability: number): number {
  const tenths = probability * 1000;
  const floor = Math.floor(tenths);
  if (Math.abs(tenths - floor - 0.5) < HALF_WAY) return floor % 2 === 0 ? floor : floor + 1;
  return Math.round(tenths);
}

/**
 * Chances that share out a whole (a check's success and failure, the Score Ranges), each to one decimal so that the
 * figures add up to 100.0% as the chances do: each is rounded down to a tenth of a percent, and the tenths left
 * over go to those that lost the most in rounding (largest remainders). Null, and each figure rounded on its own,
 * when they are not a whole, one of them reads "<0.1%" or ">99.9%" (those never add up), or sharing out would leave
 * a chance that can happen at "0.0%".
 */
export function formatShares(probabilities: readonly number[], i18n: NumberLanguage): string[] | null {
  const sum = probabilities.reduce((total, p) => total + p, 0);
  if (probabilities.length < 2 || Math.abs(sum - 1) > 1e-9) return null;
  if (probabilities.some((p) => p < 0.0005 || p > 0.9995)) return null;
  const tenths = probabilities.map((p) => p * 1000);
  const shares = tenths.map(Math.floor);
  const left = 1000 - shares.reduce((total, share) => total + share, 0);
  const byRemainder = tenths
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (let k = 0; k < left; k++) shares[byRemainder[k % byRemainder.length]!.index]! += 1;
  // Largest remainders may leave a rare figure (0.05% to 0.1%) with no tenth: it would read "0.0%" though it can
  // happen. The shares then cannot add up as shown without lying about one of them: each is rounded on its own.
  if (shares.some((share, index) => share === 0 && probabilities[index]! > 0)) return null;
  return shares.map((share) => formatStyled(i18n.lang, "percent", share / 1000));
}

/** An expected value with one decimal, in the player's language: "2.5", "−0.5" (German "2,5"). */
export function formatDecimal(value: number, i18n: NumberLanguage): string {
  return formatStyled(i18n.lang, "decimal", value);
}
