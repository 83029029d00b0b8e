/**
 * Kaiser's members of the API's `api.odds.kaiser` (src/rule-sets/odds.ts): its exact
 * distributions, its luck and the tables they read. Its core descriptor gives them (`apiOdds`).
 */
import { kaiserCheckOdds } from "./odds/check-odds";
import { kaiserDifficultyOdds } from "./odds/difficulty-odds";
import { kaiserKeptPairOdds, keptPairTable, pairIndex, PAIR_TABLE_SIZE } from "./odds/kept-pair";
import { kaiserOpenRollChain, ODDS_CUT } from "./odds/open-roll-chain";
import { kaiserComparedTotals, kaiserOpposedOdds, rollOffAttackerChance } from "./odds/opposed-odds";
import { kaiserLuck, kaiserLuckMeasure, kaiserRollLuck } from "./luck";
import type { FlatOddsNames } from "../../../core/rule-set";

export const kaiserApiOdds = {
  checkOdds: kaiserCheckOdds,
  difficultyOdds: kaiserDifficultyOdds,
  keptPairOdds: kaiserKeptPairOdds,
  keptPairTable,
  pairIndex,
  PAIR_TABLE_SIZE,
  openRollChain: kaiserOpenRollChain,
  ODDS_CUT,
  comparedTotals: kaiserComparedTotals,
  opposedOdds: kaiserOpposedOdds,
  rollOffAttackerChance,
  luck: kaiserLuck,
  luckMeasure: kaiserLuckMeasure,
  rollLuck: kaiserRollLuck,
};

/**
 * The names these members had in `api.odds` itself, beside every other rule set's, before they moved under
 * `api.odds.kaiser` (0.2.0): those listed carried its id (`kaiserCheckOdds`), the others their own name. Each still
 * answers there for one release, warning once (src/rule-sets/odds.ts).
 */
export const kaiserDeprecatedOddsNames = {
  prefix: "kaiser",
  prefixed: [
    "checkOdds",
    "difficultyOdds",
    "keptPairOdds",
    "openRollChain",
    "comparedTotals",
    "opposedOdds",
    "luck",
    "luckMeasure",
    "rollLuck",
  ],
} as const satisfies FlatOddsNames<keyof typeof kaiserApiOdds>;
