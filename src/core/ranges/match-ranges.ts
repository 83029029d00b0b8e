import type { ContestOutcome, Score } from "../mechanics/klepto";
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

/**
 * Every entry that applies to a Score: its numeric range, then `[10!]` or `[0!]` for a crit, then `[Win]` or
 * `[Lose]` when the Score was part of a Contest.
 */
export function matchRanges(parsed: ParsedRanges, score: Score, contest?: ContestOutcome): RangeEntry[] {
  const matches: RangeEntry[] = [];
  const range = numericRangeFor(parsed, score);
  if (range) matches.push(range);
  if (score.crit === "success" && parsed.critSuccess) matches.push(parsed.critSuccess);
  if (score.crit === "failure" && parsed.critFailure) matches.push(parsed.critFailure);
  if (contest === "win" && parsed.win) matches.push(parsed.win);
  if (contest === "lose" && parsed.lose) matches.push(parsed.lose);
  return matches;
}
