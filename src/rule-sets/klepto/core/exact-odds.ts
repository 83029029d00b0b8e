import { kleptoContestChances } from "./contest";
import { groupTestOdds } from "./odds/group-odds";
import { testRangeOdds } from "./odds/range-odds";
import { testScoreOdds } from "./odds/score-odds";

/** The Kleptonomicon's questions to the exact-odds engine (`exactOdds.klepto`). */
export const kleptoExactOdds = {
  /** The Score distribution with P([0!]) and P([10!]) apart. */
  score: testScoreOdds,
  /** P(each score range), standard, pass/fail or custom shorthand. */
  ranges: testRangeOdds,
  /** P(A wins) / P(B wins), the coin toss splitting ties. */
  contest: kleptoContestChances,
  /** The group's result (its lowest Score) before any gifting. */
  group: groupTestOdds,
} as const;
