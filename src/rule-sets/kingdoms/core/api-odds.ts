/**
 * Kingdoms & Realms' members of the API's `api.odds.kingdoms` (src/rule-sets/odds.ts): its exact
 * distributions, its luck and the tables they read. Its core descriptor gives them (`apiOdds`).
 */
import { kingdomsDieDistribution, kingdomsDieOdds } from "./odds/die-odds";
import { KINGDOMS_ODDS_MAX_DICE, assertOddsDice, basicTestSuccessChance, kingdomsMarginDistribution, kingdomsMarginTables, kingdomsPoolOdds } from "./odds/pool-odds";
import { kingdomsOpposedOdds, opposedOddsOfMargins } from "./odds/opposed-odds";
import { kingdomsExpectedTwelves, kingdomsTwelvesDistribution } from "./odds/twelves-odds";
import { kingdomsLuck, kingdomsLuckMeasure, kingdomsRollLuck } from "./luck";

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
 * `api.odds.kingdoms` (0.2.0): each still answers there for one release, warning once (src/rule-sets/odds.ts).
 */
export const kingdomsDeprecatedOddsNames = {
  kingdomsDieDistribution: "dieDistribution",
  kingdomsDieOdds: "dieOdds",
  KINGDOMS_ODDS_MAX_DICE: "ODDS_MAX_DICE",
  assertOddsDice: "assertOddsDice",
  basicTestSuccessChance: "basicTestSuccessChance",
  kingdomsMarginDistribution: "marginDistribution",
  kingdomsMarginTables: "marginTables",
  kingdomsPoolOdds: "poolOdds",
  kingdomsOpposedOdds: "opposedOdds",
  opposedOddsOfMargins: "opposedOddsOfMargins",
  kingdomsExpectedTwelves: "expectedTwelves",
  kingdomsTwelvesDistribution: "twelvesDistribution",
  kingdomsLuck: "luck",
  kingdomsLuckMeasure: "luckMeasure",
  kingdomsRollLuck: "rollLuck",
} as const satisfies Readonly<Record<string, keyof typeof kingdomsApiOdds>>;
