import { ADDITIVE, limit } from "../../../core/limits";

/**
 * OGS's limits: every number of its own a user can type and the range it must lie in, bounded as the
 * shared ones are (src/core/limits.ts, docs/limits.md). Its core descriptor gives them to the registry, which lists
 * every limit in one table (`listLimits`, src/core/rule-sets.ts).
 */
export const OGS_LIMITS = Object.freeze({
  /**
   * Die Increase stages in one effect: 20 stages turn a d4 into five dice; every four stages past a d12 add a
   * die, so the real dice of a check stay within `ogsRealDice`.
   */
  ogsStages: limit("OgsStages", 0, 20),
  /**
   * Dice written in one term of an open (damage) roll, before increases: `10d6p2` is a big fireball; never more than
   * `ogsRealDice`.
   */
  ogsTermDice: limit("OgsTermDice", 1, 11),
  /**
   * The real dice one side rolls once increases are applied (a d12 pushed on becomes d8 + d6, …): the exact
   * tie-break odds enumerate every sorted hand, and an opposed check of 11 dice a side takes about 65 ms from
   * cold tables where 12 already takes 110–130 ms; a stat, skill and modifier with a dozen increases fit.
   */
  ogsRealDice: limit("OgsRealDice", 1, 11),
  /** Additive: see ADDITIVE. The odds shift one table of sums; the critical stages are a function, not a table. */
  ogsFlatBonus: limit("OgsFlatBonus", -ADDITIVE, ADDITIVE),
  /** Additive: see ADDITIVE. */
  ogsDifficulty: limit("OgsDifficulty", -ADDITIVE, ADDITIVE),
});
