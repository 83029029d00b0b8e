import type { TestOptions } from "../mechanics/roll-test";
import { assertCritMethod } from "../mechanics/critical-dice";
import { CRITICAL_FAILURE_VALUE, CRITICAL_SUCCESS_VALUE } from "../mechanics/constants";
import { netAdvantage } from "../mechanics/advantage";
import { requireModifier } from "../mechanics/validation";
import { IntDistribution } from "../../../../core/odds/int-distribution";
import { keptValueDistribution } from "./kept-die";

/**
 * The exact distribution of a Score, crits kept apart: a Critical Roll's total says nothing about where it
 * ranks (it is the best or worst it could be), so only plain Scores live in `plain`.
 */
export interface ScoreOdds {
  /** P([0!]) */
  critFailure: number;
  /** P([10!]) */
  critSuccess: number;
  /** Plain Scores (kept die 1–9 plus the Modifier); its mass is 1 − critFailure − critSuccess. */
  plain: IntDistribution;
}

/** The Score distribution of one Test: d10 + Modifier after cancelling and capping, by either crit method. */
export function testScoreOdds(options: TestOptions = {}): ScoreOdds {
  const { modifier = 0, advantages = 0, disadvantages = 0, method = "coin" } = options;
  assertCritMethod(method);
  requireModifier(modifier);
  const kept = keptValueDistribution(method, netAdvantage(advantages, disadvantages));
  const plainValues = kept
    .entries()
    .filter(([value]) => value !== CRITICAL_FAILURE_VALUE && value !== CRITICAL_SUCCESS_VALUE);
  return {
    critFailure: kept.p(CRITICAL_FAILURE_VALUE),
    critSuccess: kept.p(CRITICAL_SUCCESS_VALUE),
    plain: IntDistribution.fromEntries(plainValues).shift(modifier),
  };
}

/** Where crits rank among plain Scores: one step below the lowest and above the highest plain Score. */
export interface RankBounds {
  floor: number;
  ceiling: number;
}

/**
 * Just outside the plain Scores, never anchored at 0: with a Modifier of 10⁶ a bound at 0 would make every
 * ranked table a million entries long (docs/limits.md "The policy"). The 0 only stands in when no plain Score exists.
 */
export function rankBounds(odds: readonly ScoreOdds[]): RankBounds {
  const live = odds.filter((o) => o.plain.probs.length > 0);
  if (live.length === 0) return { floor: -1, ceiling: 1 };
  return {
    floor: Math.min(...live.map((o) => o.plain.min)) - 1,
    ceiling: Math.max(...live.map((o) => o.plain.max)) + 1,
  };
}

/**
 * One distribution that orders every outcome the way Contests and Group Tests do: a Critical Failure at
 * `floor`, plain Scores at their totals, a Critical Success at `ceiling`.
 */
export function rankedScores(odds: ScoreOdds, bounds: RankBounds): IntDistribution {
  return IntDistribution.fromEntries([
    [bounds.floor, odds.critFailure],
    ...odds.plain.entries(),
    [bounds.ceiling, odds.critSuccess],
  ]);
}

/** The inverse of `rankedScores`. */
export function fromRanked(ranked: IntDistribution, bounds: RankBounds): ScoreOdds {
  const plain = ranked.entries().filter(([value]) => value !== bounds.floor && value !== bounds.ceiling);
  return {
    critFailure: ranked.p(bounds.floor),
    critSuccess: ranked.p(bounds.ceiling),
    plain: IntDistribution.fromEntries(plain),
  };
}
