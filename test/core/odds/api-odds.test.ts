/**
 * `api.odds` (src/rule-sets/odds.ts), now assembled from each rule set's `apiOdds`: every member macros could call
 * when it was listed by hand is still offered, under the same name, and nothing else is.
 */
import { describe, expect, it } from "vitest";
import { odds } from "../../../src/rule-sets/odds";
import { kleptoContestOdds } from "../../../src/rule-sets/klepto/core/odds/contest-odds";
import { kaiserCheckOdds } from "../../../src/rule-sets/kaiser/core/odds/check-odds";

/** The 76 members of `api.odds` as the hand-kept list had them (macros call them by these names). */
const MEMBERS = [
  "IntDistribution", "KINGDOMS_ODDS_MAX_DICE", "MAX_TIE_BREAK_DICE", "ODDS_CUT", "OLDE_ODDS_MAX_CUT", "PAIR_TABLE_SIZE", "SHAPES_KEPT",
  "actionCheckTotalOdds", "assertOddsDice", "basicTestSuccessChance", "checkOdds", "clearValueTableCache", "contestOdds",
  "diceTotalDistribution", "dieValueDistribution", "exactOdds", "fromRanked", "groupTestOdds", "kaiserCheckOdds", "kaiserComparedTotals",
  "kaiserDifficultyOdds", "kaiserKeptPairOdds", "kaiserLuck", "kaiserLuckMeasure", "kaiserOpenRollChain", "kaiserOpposedOdds",
  "kaiserRollLuck", "keptPairTable", "keptValueDistribution", "kingdomsDieDistribution", "kingdomsDieOdds", "kingdomsExpectedTwelves",
  "kingdomsLuck", "kingdomsLuckMeasure", "kingdomsMarginDistribution", "kingdomsMarginTables", "kingdomsOpposedOdds", "kingdomsPoolOdds",
  "kingdomsRollLuck", "kingdomsTwelvesDistribution", "kleptoContestOdds", "kleptoLuck", "kleptoLuckMeasure", "kleptoRollLuck",
  "limitedDieDistribution", "lowestScoreOdds", "luckIn", "luckOf", "luckOfRoll", "ogsLuck", "ogsLuckMeasure", "ogsRollLuck",
  "oldeContestOdds", "oldeExplosionChance", "oldeLuck", "oldeLuckMeasure", "oldeReachChance", "oldeRollDistribution", "oldeRollLuck",
  "openRollDistribution", "opposedActionCheckOdds", "opposedOdds", "opposedOddsOfMargins", "pairIndex", "passFailOdds", "plainRollLuck",
  "rangeOdds", "rankBounds", "rankedScores", "rollOffAttackerChance", "standardOdds", "testRangeOdds", "testScoreOdds",
  "unlimitedDieDistribution", "valueKey", "valueTable",
];

describe("api.odds", () => {
  it("offers every member the hand-kept list did, each the function its rule set declares", () => {
    expect(Object.keys(odds).sort()).toEqual([...MEMBERS].sort());
    expect(odds.kaiserCheckOdds).toBe(kaiserCheckOdds);
    expect(odds.contestOdds).toBe(kleptoContestOdds);
  });
});
