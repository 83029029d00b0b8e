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
import type { FlatOddsNames } from "../../../core/rule-set";

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
 * `api.odds.klepto` (0.2.0): those listed carried its id (`kleptoLuck`), the others their own name. Each still answers
 * there for one release, warning once (src/rule-sets/odds.ts).
 */
export const kleptoDeprecatedOddsNames = {
  prefix: "klepto",
  prefixed: ["contestOdds", "luck", "luckMeasure", "rollLuck"],
  // 0.1.0 offered its contest odds under both names.
  alsoOwn: ["contestOdds"],
} as const satisfies FlatOddsNames<keyof typeof kleptoApiOdds>;
