/**
 * Kaiser's members of the API's `api.odds` (src/rule-sets/odds.ts), by the names macros call: its exact
 * distributions, its luck and the tables they read. Its core descriptor gives them (`apiOdds`).
 */
import { kaiserCheckOdds } from "./odds/check-odds";
import { kaiserDifficultyOdds } from "./odds/difficulty-odds";
import { kaiserKeptPairOdds, keptPairTable, pairIndex, PAIR_TABLE_SIZE } from "./odds/kept-pair";
import { kaiserOpenRollChain, ODDS_CUT } from "./odds/open-roll-chain";
import { kaiserComparedTotals, kaiserOpposedOdds, rollOffAttackerChance } from "./odds/opposed-odds";
import { kaiserLuck, kaiserLuckMeasure, kaiserRollLuck } from "./luck";

export const kaiserApiOdds = {
  kaiserCheckOdds,
  kaiserDifficultyOdds,
  kaiserKeptPairOdds, keptPairTable, pairIndex, PAIR_TABLE_SIZE,
  kaiserOpenRollChain, ODDS_CUT,
  kaiserComparedTotals, kaiserOpposedOdds, rollOffAttackerChance,
  kaiserLuck, kaiserLuckMeasure, kaiserRollLuck,
};
