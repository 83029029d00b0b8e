import type { ParsedRanges } from "./types";

/**
 * Which Scores a table of ranges leaves without an effect. The text allows partial tables (a Test's ranges say
 * "what effects, if any, become active"), so `[..6] A` alone is fine — but a 7 then matches nothing, and the card
 * and the odds must say "no effect" in words rather than show nothing.
 *
 * The parser refuses gaps between ranges, so plain Scores can only fall out below the lowest range or above the
 * highest one (or everywhere, when only special entries are given). A crit takes the top or bottom range
 * (docs/rulings.md "The Kleptonomicon"), so it falls out only when there is no numeric range and no `[10!]` or `[0!]`
 * of its own.
 */

/** An inclusive stretch of Scores; `null` is an open end (`low: 7, high: null` reads "7 and up"). */
export interface ScoreSpan {
  readonly low: number | null;
  readonly high: number | null;
}

export interface UncoveredScores {
  /** The plain Scores no numeric range holds, lowest first; empty when every Score has a range. */
  readonly plain: ScoreSpan[];
  /** A Critical Success matches no entry: no numeric range for it to top, and no `[10!]`. */
  readonly critSuccess: boolean;
  /** A Critical Failure matches no entry: no numeric range for it to bottom, and no `[0!]`. */
  readonly critFailure: boolean;
}

/** The plain Scores that can be rolled, inclusive, e.g. 1..9 plus the Modifier. */
interface ScoreBounds {
  readonly min: number;
  readonly max: number;
}

function clip(span: ScoreSpan, within: ScoreBounds | undefined): ScoreSpan | null {
  if (within === undefined) return span;
  const low = Math.max(span.low ?? within.min, within.min);
  const high = Math.min(span.high ?? within.max, within.max);
  return low > high ? null : { low, high };
}

function plainGaps(parsed: ParsedRanges): ScoreSpan[] {
  const first = parsed.ranges[0];
  const last = parsed.ranges[parsed.ranges.length - 1];
  if (first === undefined || last === undefined) return [{ low: null, high: null }];
  const gaps: ScoreSpan[] = [];
  if (first.low !== null) gaps.push({ low: null, high: first.low - 1 });
  if (last.high !== null) gaps.push({ low: last.high + 1, high: null });
  return gaps;
}

/**
 * The Scores a table leaves without an effect. Pass `within` (the plain Scores a Test can roll) to keep only
 * those that can happen; without it the spans run open-ended.
 * @example uncoveredScores(parseRanges("[..6] A")).plain // [{ low: 7, high: null }]
 * @example uncoveredScores(parseRanges("[..6] A"), { min: 1, max: 9 }).plain // [{ low: 7, high: 9 }]
 */
export function uncoveredScores(parsed: ParsedRanges, within?: ScoreBounds): UncoveredScores {
  const plain = plainGaps(parsed).flatMap((span) => clip(span, within) ?? []);
  const noNumeric = parsed.ranges.length === 0;
  return {
    plain,
    critSuccess: noNumeric && parsed.critSuccess === null,
    critFailure: noNumeric && parsed.critFailure === null,
  };
}

/** True when every Score, plain or crit, has an effect. */
export function coversEveryScore(parsed: ParsedRanges): boolean {
  const uncovered = uncoveredScores(parsed);
  return uncovered.plain.length === 0 && !uncovered.critSuccess && !uncovered.critFailure;
}
