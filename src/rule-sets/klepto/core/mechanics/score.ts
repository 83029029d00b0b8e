import { HIGH_SCORE_MIN, MIXED_SCORE_MIN, PASSING_SCORE_MIN } from "./constants";
import type { Crit, KleptoDie } from "./critical-dice";

/**
 * A Score: the kept die's value plus the modifier, and whether that die was a Critical Roll. `total` is what
 * Foundry's total shows (a Critical Success counts 10, a Critical Failure 0), but a crit is judged by `crit`:
 * the text counts it "the best (or lowest) it could be, regardless of your Modifier".
 */
export interface Score {
  total: number;
  crit: Crit | null;
}

export type StandardBand = "low" | "mixed" | "high";

export function scoreOf(die: KleptoDie, modifier: number): Score {
  return { total: die.value + modifier, crit: die.crit };
}

/** Critical Failure below every plain score, Critical Success above. */
function critRank(crit: Crit | null): number {
  if (crit === "success") return 1;
  if (crit === "failure") return -1;
  return 0;
}

/**
 * Orders two Scores: 1 when `a` is higher, −1 when lower, 0 for a tie. Two Critical Successes (or two Critical
 * Failures) tie whatever their modifiers — each is already the best (worst) it could be.
 */
export function compareScores(a: Score, b: Score): -1 | 0 | 1 {
  const byCrit = critRank(a.crit) - critRank(b.crit);
  if (byCrit !== 0) return byCrit > 0 ? 1 : -1;
  if (a.crit !== null || a.total === b.total) return 0;
  return a.total > b.total ? 1 : -1;
}

/** Low [..6], Mixed [7..9], High [10..]; a Critical Success is High and a Critical Failure Low. */
export function standardBand(score: Score): StandardBand {
  if (score.crit === "success") return "high";
  if (score.crit === "failure") return "low";
  if (score.total >= HIGH_SCORE_MIN) return "high";
  return score.total >= MIXED_SCORE_MIN ? "mixed" : "low";
}

/** A Mixed Score or better passes. */
export function isPassing(score: Score): boolean {
  if (score.crit !== null) return score.crit === "success";
  return score.total >= PASSING_SCORE_MIN;
}
