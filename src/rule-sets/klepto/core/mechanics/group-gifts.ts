import { GIVE_ONE_SCORE_MIN, GIVE_TWO_SCORE_MIN, MAX_ADVANTAGE_LEVEL } from "./constants";
import type { KleptoTestResult } from "./roll-test";
import type { Score } from "./score";

/**
 * The two numbers of a Group Test's giving, read by the card's state
 * (src/rule-sets/klepto/core/group-test/group-test-state.ts) and its odds: how many Advantages a giver may give, and
 * how many a receiver may still take.
 */

/**
 * How many Advantages a Score may give: [7..] one, [10..] two. A Critical Success is the top range (two), a
 * Critical Failure the bottom (none).
 */
export function giftAllowance(score: Score): number {
  if (score.crit !== null) return score.crit === "success" ? 2 : 0;
  if (score.total >= GIVE_TWO_SCORE_MIN) return 2;
  return score.total >= GIVE_ONE_SCORE_MIN ? 1 : 0;
}

/**
 * How many Advantages a member may receive in all. The cap of 3 counts what remains after cancelling (docs/rulings.md
 * "The Kleptonomicon"): every gift lifts the net level by one, so the gifts may take it from the level rolled up to A3
 * — a receiver who rolled at D2 takes five (two cancel, three add), one at D3 six, one at A3 none.
 */
export function receivingRoom(test: KleptoTestResult): number {
  return MAX_ADVANTAGE_LEVEL - test.level;
}
