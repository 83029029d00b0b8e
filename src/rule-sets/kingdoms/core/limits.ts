import { limit } from "../../../core/limits";

/**
 * Kingdoms and Rulers' limits: every number of its own a user can type and the range it must lie in, bounded as the
 * shared ones are (src/core/limits.ts, docs/limits.md). Its core descriptor gives them to the registry, which lists
 * every limit in one table (`listLimits`, src/core/rule-sets.ts).
 */
export const KINGDOMS_LIMITS = Object.freeze({
  /**
   * A dice pool (and the dice rolled from it): far past any sheet, and the odds of every pool size 1…200 take a few ms.
   */
  kingdomsPool: limit("KingdomsPool", 1, 200),
  /**
   * A Difficulty Threshold: the text's range is 1–11, other DTs are the GM's call. At 0 every die but a 1
   * succeeds and at 12 only 12s do, so anything past 0–99 would mean nothing new.
   */
  kingdomsThreshold: limit("KingdomsThreshold", 0, 99),
  /*
   * The extended test's three limits bound the exact chance its card shows (`extendedTestOdds`), which follows
   * every (pool, running margin) state a test can reach. A pool of 200 spreads over hundreds of pools and margins
   * within a round or two, so the cost grows with the rounds, with how long replenishing keeps the pool near
   * 200, and with how far the target lies. At the limits below the costliest question (a pool of 200 at DT 4–5
   * with 9–10 rounds left and the target +200 away) takes about 6 million multiply-adds: 60–75 ms from cold
   * (`npm run bench`). The former limits (replenish 200, 100 rounds, ±400) needed seconds to minutes.
   */
  /**
   * Dice an extended test adds back after each roll: 5 is more than any table adds back to its pool. At 10
   * the pool can stay past 200 for several rounds, each state of it moving by a full roll's table of (failed
   * dice, margin change), and the costliest question takes about 20 million multiply-adds (over 100 ms).
   */
  kingdomsReplenish: limit("KingdomsReplenish", 0, 5),
  /**
   * The rounds of an extended test: 10 rolls is a long scene (the README's example has 4). The states grow with
   * every round rolled: 20 rounds (replenish 5) take about 25 million multiply-adds, over 200 ms.
   */
  kingdomsRounds: limit("KingdomsRounds", 1, 10),
  /**
   * An extended test's target margin: ±200 is a full pool of 200 all succeeding in one roll, far past any
   * table's target. The start of a 10-round test from a pool of 200 costs about 6 million multiply-adds for
   * +200 and 10 million (about 90 ms from cold, too close to the budget) for +400.
   */
  kingdomsTargetMargin: limit("KingdomsTargetMargin", -200, 200),
});
