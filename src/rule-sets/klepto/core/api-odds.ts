/**
 * The Kleptonomicon's members of the API's `api.odds` (src/rule-sets/odds.ts), by the names macros call: its exact
 * distributions, its luck and the tables they read. Its core descriptor gives them (`apiOdds`).
 */
import { dieValueDistribution, keptValueDistribution } from "./odds/kept-die";
import { fromRanked, rankBounds, rankedScores, testScoreOdds } from "./odds/score-odds";
import { passFailOdds, rangeOdds, standardOdds, testRangeOdds } from "./odds/range-odds";
import { kleptoContestOdds } from "./odds/contest-odds";
import { groupTestOdds, lowestScoreOdds } from "./odds/group-odds";
import { kleptoLuck, kleptoLuckMeasure, kleptoRollLuck } from "./luck";

export const kleptoApiOdds = {
  dieValueDistribution, keptValueDistribution,
  fromRanked, rankBounds, rankedScores, testScoreOdds,
  passFailOdds, rangeOdds, standardOdds, testRangeOdds,
  kleptoContestOdds,
  groupTestOdds, lowestScoreOdds,
  kleptoLuck, kleptoLuckMeasure, kleptoRollLuck,
  /** The name the API first gave the Contest odds: macros written then call `api.odds.contestOdds`. */
  contestOdds: kleptoContestOdds,
};
