/**
 * The Kleptonomicon's members of the API's `api.odds.klepto` (src/rule-sets/odds.ts): its exact
 * distributions, its luck and the tables they read. Its core descriptor gives them (`apiOdds`).
 */
import { dieValueDistribution, keptValueDistribution } from "./odds/kept-die";
import { fromRanked, rankBounds, rankedScores, testScoreOdds } from "./odds/score-odds";
import { passFailOdds, rangeOdds, standardOdds, testRangeOdds } from "./odds/range-odds";
import { kleptoContestOdds } from "./odds/contest-odds";
import { groupTestOdds, lowestScoreOdds } from "./odds/group-odds";
import { kleptoLuck, kleptoLuckMeasure, kleptoRollLuck } from "./luck";

export const kleptoApiOdds = {
  dieValueDistribution,
  keptValueDistribution,
  fromRanked,
  rankBounds,
  rankedScores,
  testScoreOdds,
  passFailOdds,
  rangeOdds,
  standardOdds,
  testRangeOdds,
  contestOdds: kleptoContestOdds,
  groupTestOdds,
  lowestScoreOdds,
  luck: kleptoLuck,
  luckMeasure: kleptoLuckMeasure,
  rollLuck: kleptoRollLuck,
};

/**
 * The names these members had in `api.odds` itself, beside every other rule set's, before they moved under
 * `api.odds.klepto` (0.2.0): each still answers there for one release, warning once (src/rule-sets/odds.ts).
 */
export const kleptoDeprecatedOddsNames = {
  dieValueDistribution: "dieValueDistribution",
  keptValueDistribution: "keptValueDistribution",
  fromRanked: "fromRanked",
  rankBounds: "rankBounds",
  rankedScores: "rankedScores",
  testScoreOdds: "testScoreOdds",
  passFailOdds: "passFailOdds",
  rangeOdds: "rangeOdds",
  standardOdds: "standardOdds",
  testRangeOdds: "testRangeOdds",
  kleptoContestOdds: "contestOdds",
  groupTestOdds: "groupTestOdds",
  lowestScoreOdds: "lowestScoreOdds",
  kleptoLuck: "luck",
  kleptoLuckMeasure: "luckMeasure",
  kleptoRollLuck: "rollLuck",
  contestOdds: "contestOdds",
} as const satisfies Readonly<Record<string, keyof typeof kleptoApiOdds>>;
