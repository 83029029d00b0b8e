/**
 * Kingdoms & Realms' members of the API's `api.odds.kingdoms` (src/rule-sets/odds.ts): its exact
 * distributions, its luck and the tables they read. Its core descriptor gives them (`apiOdds`).
 */
import { kingdomsDieDistribution, kingdomsDieOdds } from "./odds/die-odds";
import {
  KINGDOMS_ODDS_MAX_DICE,
  assertOddsDice,
  basicTestSuccessChance,
  kingdomsMarginDistribution,
  kingdomsMarginTables,
  kingdomsPoolOdds,
} from "./odds/pool-odds";
import { kingdomsOpposedOdds, opposedOddsOfMargins } from "./odds/opposed-odds";
import { kingdomsExpectedTwelves, kingdomsTwelvesDistribution } from "./odds/twelves-odds";
import { kingdomsLuck, kingdomsLuckMeasure, kingdomsRollLuck } from "./luck";
import type { FlatOddsNames } from "../../../core/rule-set";

export const kingdomsApiOdds = {
  dieDistribution: kingdomsDieDistribution,
  dieOdds: kingdomsDieOdds,
  ODDS_MAX_DICE: KINGDOMS_ODDS_MAX_DICE,
  assertOddsDice,
  basicTestSuccessChance,
  marginDistribution: kingdomsMarginDistribution,
  marginTables: kingdomsMarginTables,
  poolOdds: kingdomsPoolOdds,
  opposedOdds: kingdomsOpposedOdds,
  opposedOddsOfMargins,
  expectedTwelves: kingdomsExpectedTwelves,
  twelvesDistribution: kingdomsTwelvesDistribution,
  luck: kingdomsLuck,
  luckMeasure: kingdomsLuckMeasure,
  rollLuck: kingdomsRollLuck,
};

/**
 * The names these members had in `api.odds` itself, beside every other rule set's, before they moved under
 * `api.odds.kingdoms` (0.2.0): those listed carried its id (`kingdomsPoolOdds`), the others their own name. Each still
 * answers there for one release, warning once (src/rule-sets/odds.ts).
 */
export const kingdomsDeprecatedOddsNames = {
  prefix: "kingdoms",
  prefixed: [
    "dieDistribution",
    "dieOdds",
    "ODDS_MAX_DICE",
    "marginDistribution",
    "marginTables",
    "poolOdds",
    "opposedOdds",
    "expectedTwelves",
    "twelvesDistribution",
    "luck",
    "luckMeasure",
    "rollLuck",
  ],
} as const satisfies FlatOddsNames<keyof typeof kingdomsApiOdds>;
