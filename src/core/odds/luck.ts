/**
 * How lucky a roll was: where its result falls in the exact distribution of the same roll (same dice, same
 * options), ties split in half —
 *
 *   luck(x) = P(X < x) + ½·P(X = x)
 *
 * over the roll's own outcome measure: the Kaiser check total, the OGS total, the K&R Margin, the Kleptonomicon
 * Score with its crits ranked (a Critical Failure below every plain Score, a Critical Success above every one),
 * the Dungeons of Olde total. "Luckier than 87% of such rolls" reads luck = 0.87. The lowest result a roll can
 * have scores half its own chance, the highest 1 less half its own chance: luck is never 0 or 1.
 *
 * Each measure is one of the engine's own distributions, built once per roll shape with the additive part (bonus,
 * flat bonus, Modifier, adjustment) left out: a result is moved by it instead, so a table whose characters' bonuses
 * change never rebuilds a distribution. Tails cut by the engine (below 1e-12 of mass) stay cut: a result beyond
 * them is luckier than everything listed.
 *
 * Each rule set reads its own measure (`src/rule-sets/<id>/core/luck.ts`); `luckOf` and `luckOfRoll`
 * (luck-of.ts) hold them by rule set.
 */
import type { IntDistribution } from "./int-distribution";

/** Roll shapes remembered per rule set: a chat log shows a few characters' rolls again and again. */
export const SHAPES_KEPT = 64;

/* -------------------------------------------- */
/*  The rule                                    */
/* -------------------------------------------- */

/** P(X < value) + ½·P(X = value) for a whole-number result `value` of the measure `measure`. */
export function luckIn(measure: IntDistribution, value: number): number {
  if (!Number.isInteger(value)) throw new RangeError(`luck: a result must be a whole number, got ${value}`);
  return measure.lessThan(value) + measure.p(value) / 2;
}
