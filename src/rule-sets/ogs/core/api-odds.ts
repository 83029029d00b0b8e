/**
 * OGS's members of the API's `api.odds.ogs` (src/rule-sets/odds.ts): its exact
 * distributions, its luck and the tables they read. Its core descriptor gives them (`apiOdds`).
 */
import { actionCheckTotalOdds, checkOdds, diceTotalDistribution, openRollDistribution } from "./odds/total-odds";
import { MAX_TIE_BREAK_DICE, clearValueTableCache, valueKey, valueTable } from "./odds/value-table";
import { opposedActionCheckOdds, opposedOdds } from "./odds/opposed-odds";
import { ogsLuck, ogsLuckMeasure, ogsRollLuck } from "./luck";

export const ogsApiOdds = {
  actionCheckTotalOdds,
  checkOdds,
  diceTotalDistribution,
  openRollDistribution,
  MAX_TIE_BREAK_DICE,
  clearValueTableCache,
  valueKey,
  valueTable,
  opposedActionCheckOdds,
  opposedOdds,
  luck: ogsLuck,
  luckMeasure: ogsLuckMeasure,
  rollLuck: ogsRollLuck,
};

/**
 * The names these members had in `api.odds` itself, beside every other rule set's, before they moved under
 * `api.odds.ogs` (0.2.0): each still answers there for one release, warning once (src/rule-sets/odds.ts).
 */
export const ogsDeprecatedOddsNames = {
  actionCheckTotalOdds: "actionCheckTotalOdds",
  checkOdds: "checkOdds",
  diceTotalDistribution: "diceTotalDistribution",
  openRollDistribution: "openRollDistribution",
  MAX_TIE_BREAK_DICE: "MAX_TIE_BREAK_DICE",
  clearValueTableCache: "clearValueTableCache",
  valueKey: "valueKey",
  valueTable: "valueTable",
  opposedActionCheckOdds: "opposedActionCheckOdds",
  opposedOdds: "opposedOdds",
  ogsLuck: "luck",
  ogsLuckMeasure: "luckMeasure",
  ogsRollLuck: "rollLuck",
} as const satisfies Readonly<Record<string, keyof typeof ogsApiOdds>>;
