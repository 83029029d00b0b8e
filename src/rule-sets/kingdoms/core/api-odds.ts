/**
 * Kingdoms & Realms' members of the API's `api.odds` (src/rule-sets/odds.ts), by the names macros call: its exact
 * distributions, its luck and the tables they read. Its core descriptor gives them (`apiOdds`).
 */
import { kingdomsDieDistribution, kingdomsDieOdds } from "./odds/die-odds";
import { KINGDOMS_ODDS_MAX_DICE, assertOddsDice, basicTestSuccessChance, kingdomsMarginDistribution, kingdomsMarginTables, kingdomsPoolOdds } from "./odds/pool-odds";
import { kingdomsOpposedOdds, opposedOddsOfMargins } from "./odds/opposed-odds";
import { kingdomsExpectedTwelves, kingdomsTwelvesDistribution } from "./odds/twelves-odds";
import { kingdomsLuck, kingdomsLuckMeasure, kingdomsRollLuck } from "./luck";

export const kingdomsApiOdds = {
  kingdomsDieDistribution, kingdomsDieOdds,
  KINGDOMS_ODDS_MAX_DICE, assertOddsDice, basicTestSuccessChance, kingdomsMarginDistribution, kingdomsMarginTables, kingdomsPoolOdds,
  kingdomsOpposedOdds, opposedOddsOfMargins,
  kingdomsExpectedTwelves, kingdomsTwelvesDistribution,
  kingdomsLuck, kingdomsLuckMeasure, kingdomsRollLuck,
};
