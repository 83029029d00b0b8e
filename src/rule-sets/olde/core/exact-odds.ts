import { oldeContestOdds } from "./odds/contest-odds";
import { oldeRollDistribution } from "./odds/roll-odds";

/** Dungeons of Olde's questions to the exact-odds engine (`exactOdds.olde`). */
export const oldeExactOdds = {
  /** NdX±M, unlimited or not. */
  roll: oldeRollDistribution,
  /** P(first wins), P(tie), P(second wins) of two rolls. */
  contest: oldeContestOdds,
} as const;
