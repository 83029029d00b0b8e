/**
 * OGS's members of the API's `api.odds` (src/rule-sets/odds.ts), by the names macros call: its exact
 * distributions, its luck and the tables they read. Its core descriptor gives them (`apiOdds`).
 */
import { actionCheckTotalOdds, checkOdds, diceTotalDistribution, openRollDistribution } from "./odds/total-odds";
import { MAX_TIE_BREAK_DICE, clearValueTableCache, valueKey, valueTable } from "./odds/value-table";
import { opposedActionCheckOdds, opposedOdds } from "./odds/opposed-odds";
import { ogsLuck, ogsLuckMeasure, ogsRollLuck } from "./luck";

export const ogsApiOdds = {
  actionCheckTotalOdds, checkOdds, diceTotalDistribution, openRollDistribution,
  MAX_TIE_BREAK_DICE, clearValueTableCache, valueKey, valueTable,
  opposedActionCheckOdds, opposedOdds,
  ogsLuck, ogsLuckMeasure, ogsRollLuck,
};
