import type { KleptoContestOutcome } from "../mechanics/contest";
import type { Score } from "../mechanics/score";
import type { NumericRange, ParsedRanges, RangeEntry } from "./types";

export function rangeContains(range: NumericRange, total: number): boolean {
  return (range.low === null || total >= range.low) && (range.high === null || total <= range.high);
}

/**
 * The numeric range a Score falls in. A Critical Success counts as the best it could be, so it takes the top
 * range; a Critical Failure the bottom one — whatever the Modifier made of the total. A plain Score outside
 * every range (when the ranges do not run to both ends) has none.
 */
export function numericRangeFor(parsed: ParsedRanges, score: Score): NumericRange | null {
  const { ranges } = parsed;
  if (score.crit === "success") return ranges[ranges.length - 1] ?? null;
  if (score.crit === "failure") return ranges[0] ?? null;
  return ranges.find((range) => rangeContains(range, score.total)) ?? null;
}

/** What a card or an odds table shows, localized, for a Score that matches no entry of a partial table. */
export const NO_EFFECT_KEY = "INDIE_DICE.Klepto.NoEffect";

/** How a Score fares against a table of ranges. */
interface ScoreMatch {
  /** Every entry that applies, in the order `matchRanges` gives them. */
  readonly entries: RangeEntry[];
  /** The numeric range the Score falls in; null when the table leaves it uncovered. */
  readonly range: NumericRange | null;
  /** No entry applies at all: show NO_EFFECT_KEY ("No effect") for it rather than nothing. */
  readonly noEffect: boolean;
}

/**
 * Every entry that applies to a Score — its numeric range, then `[10!]` or `[0!]` for a crit, then `[Win]` or
 * `[Lose]` when the Score was part of a Contest — and whether none does.
 * @example matchScore(parseRanges("[..6] A"), { total: 8, crit: null }) // { entries: [], range: null, noEffect: true }
 */
export function matchScore(parsed: ParsedRanges, score: Score, contest?: KleptoContestOutcome): ScoreMatch {
  const entries: RangeEntry[] = [];
  const range = numericRangeFor(parsed, score);
  if (range) entries.push(range);
  if (score.crit === "success" && parsed.critSuccess) entries.push(parsed.critSuccess);
  if (score.crit === "failure" && parsed.critFailure) entries.push(parsed.critFailure);
  if (contest === "win" && parsed.win) entries.push(parsed.win);
  if (contest === "lose" && parsed.lose) entries.push(parsed.lose);
  return { entries, range, noEffect: entries.length === 0 };
}

/**
 * Every entry that applies to a Score (see `matchScore`); an empty list means the Score has no effect, which
 * `matchScore` says outright.
 */
export function matchRanges(parsed: ParsedRanges, score: Score, contest?: KleptoContestOutcome): RangeEntry[] {
  return matchScore(parsed, score, contest).entries;
}
