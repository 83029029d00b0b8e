/**
 * The exact-odds engine as the API offers it (`api.odds`): every rule set's exact distributions and the shared
 * arithmetic in one object, assembled from the modules that declare them. Each rule set's functions take the same
 * plain specs as its core mechanic. Here, above the rule sets' folders, not in src/core/odds: the core's odds are
 * what the rule sets build on.
 */
import { IntDistribution } from "../core/odds/int-distribution";
import { exactOdds } from "../core/odds/exact-odds";
import { SHAPES_KEPT, luckIn } from "../core/odds/luck";
import { luckOf, luckOfRoll } from "../core/odds/luck-of";
import { plainRollLuck } from "../core/odds/plain-roll-luck";
import { kaiserCheckOdds } from "./kaiser/core/odds/check-odds";
import { kaiserDifficultyOdds } from "./kaiser/core/odds/difficulty-odds";
import { kaiserKeptPairOdds, keptPairTable, pairIndex, PAIR_TABLE_SIZE } from "./kaiser/core/odds/kept-pair";
import { kaiserOpenRollChain, ODDS_CUT } from "./kaiser/core/odds/open-roll-chain";
import { kaiserComparedTotals, kaiserOpposedOdds, rollOffAttackerChance } from "./kaiser/core/odds/opposed-odds";
import { kaiserLuck, kaiserLuckMeasure, kaiserRollLuck } from "./kaiser/core/luck";
import { kingdomsDieDistribution, kingdomsDieOdds } from "./kingdoms/core/odds/die-odds";
import { KINGDOMS_ODDS_MAX_DICE, assertOddsDice, basicTestSuccessChance, kingdomsMarginDistribution, kingdomsMarginTables, kingdomsPoolOdds } from "./kingdoms/core/odds/pool-odds";
import { kingdomsOpposedOdds, opposedOddsOfMargins } from "./kingdoms/core/odds/opposed-odds";
import { kingdomsExpectedTwelves, kingdomsTwelvesDistribution } from "./kingdoms/core/odds/twelves-odds";
import { kingdomsLuck, kingdomsLuckMeasure, kingdomsRollLuck } from "./kingdoms/core/luck";
import { dieValueDistribution, keptValueDistribution } from "./klepto/core/odds/kept-die";
import { fromRanked, rankBounds, rankedScores, testScoreOdds } from "./klepto/core/odds/score-odds";
import { passFailOdds, rangeOdds, standardOdds, testRangeOdds } from "./klepto/core/odds/range-odds";
import { kleptoContestOdds } from "./klepto/core/odds/contest-odds";
import { groupTestOdds, lowestScoreOdds } from "./klepto/core/odds/group-odds";
import { kleptoLuck, kleptoLuckMeasure, kleptoRollLuck } from "./klepto/core/luck";
import { OLDE_ODDS_MAX_CUT, limitedDieDistribution, unlimitedDieDistribution } from "./olde/core/odds/die-odds";
import { oldeExplosionChance, oldeReachChance, oldeRollDistribution } from "./olde/core/odds/roll-odds";
import { oldeContestOdds } from "./olde/core/odds/contest-odds";
import { oldeLuck, oldeLuckMeasure, oldeRollLuck } from "./olde/core/luck";
import { actionCheckTotalOdds, checkOdds, diceTotalDistribution, openRollDistribution } from "./ogs/core/odds/total-odds";
import { MAX_TIE_BREAK_DICE, clearValueTableCache, valueKey, valueTable } from "./ogs/core/odds/value-table";
import { opposedActionCheckOdds, opposedOdds } from "./ogs/core/odds/opposed-odds";
import { ogsLuck, ogsLuckMeasure, ogsRollLuck } from "./ogs/core/luck";

export const odds = {
  IntDistribution,
  exactOdds,
  SHAPES_KEPT, luckIn,
  luckOf, luckOfRoll,
  plainRollLuck,
  kaiserCheckOdds,
  kaiserDifficultyOdds,
  kaiserKeptPairOdds, keptPairTable, pairIndex, PAIR_TABLE_SIZE,
  kaiserOpenRollChain, ODDS_CUT,
  kaiserComparedTotals, kaiserOpposedOdds, rollOffAttackerChance,
  kaiserLuck, kaiserLuckMeasure, kaiserRollLuck,
  kingdomsDieDistribution, kingdomsDieOdds,
  KINGDOMS_ODDS_MAX_DICE, assertOddsDice, basicTestSuccessChance, kingdomsMarginDistribution, kingdomsMarginTables, kingdomsPoolOdds,
  kingdomsOpposedOdds, opposedOddsOfMargins,
  kingdomsExpectedTwelves, kingdomsTwelvesDistribution,
  kingdomsLuck, kingdomsLuckMeasure, kingdomsRollLuck,
  dieValueDistribution, keptValueDistribution,
  fromRanked, rankBounds, rankedScores, testScoreOdds,
  passFailOdds, rangeOdds, standardOdds, testRangeOdds,
  kleptoContestOdds,
  groupTestOdds, lowestScoreOdds,
  kleptoLuck, kleptoLuckMeasure, kleptoRollLuck,
  OLDE_ODDS_MAX_CUT, limitedDieDistribution, unlimitedDieDistribution,
  oldeExplosionChance, oldeReachChance, oldeRollDistribution,
  oldeContestOdds,
  oldeLuck, oldeLuckMeasure, oldeRollLuck,
  actionCheckTotalOdds, checkOdds, diceTotalDistribution, openRollDistribution,
  MAX_TIE_BREAK_DICE, clearValueTableCache, valueKey, valueTable,
  opposedActionCheckOdds, opposedOdds,
  ogsLuck, ogsLuckMeasure, ogsRollLuck,
  /** The name the API first gave the Kleptonomicon's Contest odds: macros written then call `api.odds.contestOdds`. */
  contestOdds: kleptoContestOdds,
};
