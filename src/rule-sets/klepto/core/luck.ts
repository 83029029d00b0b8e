import { luckIn, SHAPES_KEPT } from "../../../core/odds/luck";
import type { IntDistribution } from "../../../core/odds/int-distribution";
import { oddsMemo } from "../../../core/odds/odds-memo";
import { checkTestOptions, type KleptoTestResult, type TestOptions } from "./mechanics/roll-test";
import { type CritMethod } from "./mechanics/critical-dice";
import { type Score } from "./mechanics/score";
import { rankBounds, rankedScores, testScoreOdds, type RankBounds } from "./odds/score-odds";

/* The Kleptonomicon's luck is read on the Score, crits ranked (src/core/odds/luck.ts). */

/** One ranked distribution of a Test at Modifier 0, and where its crits sit on it. */
interface KleptoLuckMeasure {
  /** A Critical Failure at `bounds.floor`, plain Scores at their totals, a Critical Success at `bounds.ceiling`. */
  readonly ranked: IntDistribution;
  readonly bounds: RankBounds;
}

/**
 * The engine's ranked Scores (the order Contests and Group Tests use), at Modifier 0: the crits sit just outside
 * the plain Scores, so a Modifier only moves the plain result, never a crit. Tests at the same net level roll the
 * same dice, so that level is the key.
 */
const kleptoMeasure = oddsMemo(
  SHAPES_KEPT,
  (method: CritMethod, level: number): KleptoLuckMeasure => {
    const odds = testScoreOdds({ method, advantages: Math.max(0, level), disadvantages: Math.max(0, -level) });
    const bounds = rankBounds([odds]);
    return { ranked: rankedScores(odds, bounds), bounds };
  },
  (method, level) => `${method}:${level}`,
);

/** The measure a Kleptonomicon Test's luck is read on, at Modifier 0 (a plain Score is read less its Modifier). */
export function kleptoLuckMeasure(options: TestOptions): KleptoLuckMeasure {
  const checked = checkTestOptions(options);
  return kleptoMeasure(checked.method, checked.level);
}

/** How lucky a Kleptonomicon Test with this Score was: a crit is the best (or worst) it could be. */
export function kleptoLuck(options: TestOptions, score: Score): number {
  const checked = checkTestOptions(options);
  const { ranked, bounds } = kleptoMeasure(checked.method, checked.level);
  if (score.crit === "failure") return luckIn(ranked, bounds.floor);
  if (score.crit === "success") return luckIn(ranked, bounds.ceiling);
  // A plain Score outside the plain range cannot be rolled; clamped, it still never passes a crit.
  const plain = Math.min(bounds.ceiling - 1, Math.max(bounds.floor + 1, score.total - checked.modifier));
  return luckIn(ranked, plain);
}

/** Luck from the judged Test, which carries its own options. */
export function kleptoRollLuck(judged: KleptoTestResult): number {
  return kleptoLuck(judged, judged);
}
