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
  /**
   * The figure's complement is shown with it as a whole and takes a tie up (a table's "at most 7" beside "at least 8"):
   * this one then takes it down, so that the two read 100.0% together.
   */
  readonly yieldsTie?: boolean;
}

/**
 * A probability as a player reads it: one decimal ("41.7 %" in German, "41.7%" in English), and one rule for the
 * ends — what can happen reads at least "<0.1%", never "0.0%"; what can fail reads at most ">99.9%", never "100%";
 * only the impossible reads "0.0%" and only the certain "100.0%". A figure at a tenth's half-way point rounds away
 * from zero, as readers round (0.25% reads 0.3%); a chance shown with its complement yields the tie (`yieldsTie`).
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
  return percent(Math.min(999, Math.max(1, tenthsOf(probability, known.yieldsTie === true))) / 1000);
}

/** How near a tenth's half-way point, in tenths of a percent, a chance counts as at it (far above float noise). */
const HALF_WAY = 1e-8;

/**
 * A chance in tenths of a percent: one at a tenth's exact half-way point goes up, away from zero, as a reader rounds
 * (0.0025 → 0.3%, 0.6725 → 67.3%), or down where it yields the tie to its complement beside it, so that the two add
 * up to 1,000 (docs/odds.md "Numbers as read"). "Exact" within HALF_WAY: 0.0025 is no double, and two complements
 * summed each on its own (at least 8, at most 7) differ from a true half by float noise; both must count as on it.
 */
function tenthsOf(probability: number, yieldsTie: boolean): number {
  const tenths = probability * 1000;
  const floor = Math.floor(tenths);
  if (Math.abs(tenths - floor - 0.5) < HALF_WAY) return yieldsTie ? floor : floor + 1;
  return Math.round(tenths);
}

/**
 * Chances that share out a whole (a check's success and failure, the Score Ranges), each to one decimal so that the
 * figures add up to 100.0% as the chances do: each is rounded down to a tenth of a percent, and the tenths left
 * over go to those that lost the most in rounding (largest remainders: `largerRemainderFirst`). Null, and each figure
 * rounded on its own, when they are not a whole, one of them reads "<0.1%" or ">99.9%" (those never add up), or
 * sharing out would leave a chance that can happen at "0.0%".
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
    .sort((a, b) => largerRemainderFirst(a, b, probabilities));
  for (let k = 0; k < left; k++) shares[byRemainder[k % byRemainder.length]!.index]! += 1;
  // Largest remainders may leave a rare figure (0.05% to 0.1%) with no tenth: it would read "0.0%" though it can
  // happen. The shares then cannot add up as shown without lying about one of them: each is rounded on its own.
  if (shares.some((share, index) => share === 0 && probabilities[index]! > 0)) return null;
  return shares.map((share) => formatStyled(i18n.lang, "percent", share / 1000));
}

/**
 * Larger remainders first. Remainders equal but for float noise (two chances at a tenth's half-way point) are a tie:
 * the larger chance takes it (9.75% and 0.25% read 9.8% and 0.2%, whichever comes first: fortune's and misfortune's
 * degrees read alike), then the first.
 */
function largerRemainderFirst(
  a: { index: number; remainder: number },
  b: { index: number; remainder: number },
  probabilities: readonly number[],
): number {
  if (Math.abs(b.remainder - a.remainder) >= HALF_WAY) return b.remainder - a.remainder;
  return probabilities[b.index]! - probabilities[a.index]! || a.index - b.index;
}

/** An expected value with one decimal, in the player's language: "2.5", "−0.5" (German "2,5"). */
export function formatDecimal(value: number, i18n: NumberLanguage): string {
  return formatStyled(i18n.lang, "decimal", value);
}
