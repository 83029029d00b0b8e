/**
 * OGS's members of the API's `api.odds.ogs` (src/rule-sets/odds.ts): its exact
 * distributions, its luck and the tables they read. Its core descriptor gives them (`apiOdds`).
 */
import { actionCheckTotalOdds, checkOdds, diceTotalDistribution, openRollDistribution } from "./odds/total-odds";
import { MAX_TIE_BREAK_DICE, clearValueTableCache, valueKey, valueTable } from "./odds/value-table";
import { opposedActionCheckOdds, opposedOdds } from "./odds/opposed-odds";
import { ogsLuck, ogsLuckMeasure, ogsRollLuck } from "./luck";
import type { FlatOddsNames } from "../../../core/rule-set";

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
 * `api.odds.ogs` (0.2.0): those listed carried its id (`ogsLuck`), the others their own name. Each still answers
 * there for one release, warning once (src/rule-sets/odds.ts).
 */
export const ogsDeprecatedOddsNames = {
  prefix: "ogs",
  prefixed: ["luck", "luckMeasure", "rollLuck"],
} as const satisfies FlatOddsNames<keyof typeof ogsApiOdds>;
