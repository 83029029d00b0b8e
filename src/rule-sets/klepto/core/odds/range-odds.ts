import type { NumericRange, ParsedRanges } from "../ranges/types";
import type { ScoreSpan, UncoveredScores } from "../ranges/coverage";
import { NO_EFFECT_KEY } from "../ranges/match-ranges";
import { parseRanges } from "../ranges/parse-ranges";
import { PASS_FAIL_RANGES, STANDARD_RANGES } from "../ranges/standard-ranges";
import { uncoveredScores } from "../ranges/coverage";
import { checkTestOptions, type TestOptions } from "../mechanics/roll-test";
import type { ScoreOdds } from "./score-odds";
import { testScoreOdds } from "./score-odds";

interface RangeProbability {
  range: NumericRange;
  probability: number;
}

/** P(each numeric range), P([10!]), P([0!]), and what falls in no range (only with bounded outer ranges). */
interface RangeOdds {
  ranges: RangeProbability[];
  critSuccess: number;
  critFailure: number;
  outside: number;
  /** The "no effect" row of a partial table; null when every Score that can be rolled has an effect. */
  noEffect: NoEffectOdds | null;
}

/** The Scores a partial table leaves without an effect (only those this Test can roll), and their chance. */
interface NoEffectOdds {
  /** The row's localized label ("No effect"). */
  key: typeof NO_EFFECT_KEY;
  uncovered: UncoveredScores;
  probability: number;
}

function noEffectOdds(odds: ScoreOdds, parsed: ParsedRanges): NoEffectOdds | null {
  const { plain } = odds;
  const bounds = plain.probs.length > 0 ? { min: plain.min, max: plain.max } : { min: 0, max: -1 };
  const uncovered = uncoveredScores(parsed, bounds);
  const probability =
    uncovered.plain.reduce((sum, span) => sum + plainMassIn(odds, span), 0) +
    (uncovered.critSuccess ? odds.critSuccess : 0) +
    (uncovered.critFailure ? odds.critFailure : 0);
  return probability > 0 ? { key: NO_EFFECT_KEY, uncovered, probability } : null;
}

function plainMassIn(odds: ScoreOdds, range: ScoreSpan): number {
  const { plain } = odds;
  const low = range.low ?? plain.min;
  const high = range.high ?? plain.max;
  return low > high ? 0 : plain.atMost(high) - plain.atMost(low - 1);
}

/**
 * P(each range) for a Score distribution. A Critical Success lands in the top range and a Critical Failure in
 * the bottom one (as `matchRanges` has it), on top of the plain Scores inside each range.
 */
export function rangeOdds(odds: ScoreOdds, parsed: ParsedRanges): RangeOdds {
  const last = parsed.ranges.length - 1;
  const ranges = parsed.ranges.map((range, i) => ({
    range,
    probability: plainMassIn(odds, range) + (i === 0 ? odds.critFailure : 0) + (i === last ? odds.critSuccess : 0),
  }));
  const outside = outsideMass(odds, parsed);
  const noEffect = noEffectOdds(odds, parsed);
  return {
    ranges: wholeIfAlone(ranges, outside === 0 && noEffect === null),
    critSuccess: odds.critSuccess,
    critFailure: odds.critFailure,
    outside,
    noEffect,
  };
}

/**
 * A range that every Score falls in is certain: exactly 1, read from the ranges (the others hold exactly 0, as a
 * difference of equal sums), where its own sum may fall short by float rounding (docs/odds.md "Certain and
 * impossible").
 */
function wholeIfAlone(ranges: RangeProbability[], nothingElse: boolean): RangeProbability[] {
  const live = ranges.filter((range) => range.probability > 0);
  if (!nothingElse || live.length !== 1) return ranges;
  return ranges.map((range) => (range === live[0] ? { ...range, probability: 1 } : range));
}

/** Ranges never leave gaps, so only plain Scores beyond bounded outer ends (or everything, with none) fall out. */
function outsideMass(odds: ScoreOdds, parsed: ParsedRanges): number {
  const first = parsed.ranges[0];
  const last = parsed.ranges[parsed.ranges.length - 1];
  if (!first || !last) return odds.plain.mass + odds.critFailure + odds.critSuccess;
  const below = first.low === null ? 0 : odds.plain.lessThan(first.low);
  const above = last.high === null ? 0 : odds.plain.greaterThan(last.high);
  return below + above;
}

/** The one-call query a roll dialog makes: a Test's options and its ranges (shorthand or parsed). */
export function testRangeOdds(options: TestOptions, ranges: ParsedRanges | string): RangeOdds {
  checkTestOptions(options);
  return rangeOdds(testScoreOdds(options), typeof ranges === "string" ? parseRanges(ranges) : ranges);
}

interface StandardOdds {
  low: number;
  mixed: number;
  high: number;
  critSuccess: number;
  critFailure: number;
}

export function standardOdds(odds: ScoreOdds): StandardOdds {
  const [low, mixed, high] = rangeOdds(odds, STANDARD_RANGES).ranges.map((r) => r.probability);
  return { low: low!, mixed: mixed!, high: high!, critSuccess: odds.critSuccess, critFailure: odds.critFailure };
}

interface PassFailOdds {
  fail: number;
  pass: number;
}

export function passFailOdds(odds: ScoreOdds): PassFailOdds {
  const [fail, pass] = rangeOdds(odds, PASS_FAIL_RANGES).ranges.map((r) => r.probability);
  return { fail: fail!, pass: pass! };
}
