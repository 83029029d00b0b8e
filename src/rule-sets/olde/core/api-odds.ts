/**
 * Dungeons of Olde's members of the API's `api.odds.olde` (src/rule-sets/odds.ts): its exact
 * distributions, its luck and the tables they read. Its core descriptor gives them (`apiOdds`).
 */
import { OLDE_ODDS_MAX_CUT, limitedDieDistribution, unlimitedDieDistribution } from "./odds/die-odds";
import { oldeExplosionChance, oldeReachChance, oldeRollDistribution } from "./odds/roll-odds";
import { oldeContestOdds } from "./odds/contest-odds";
import { oldeLuck, oldeLuckMeasure, oldeRollLuck } from "./luck";
import type { FlatOddsNames } from "../../../core/rule-set";

export const oldeApiOdds = {
  ODDS_MAX_CUT: OLDE_ODDS_MAX_CUT,
  limitedDieDistribution,
  unlimitedDieDistribution,
  explosionChance: oldeExplosionChance,
  reachChance: oldeReachChance,
  rollDistribution: oldeRollDistribution,
  contestOdds: oldeContestOdds,
  luck: oldeLuck,
  luckMeasure: oldeLuckMeasure,
  rollLuck: oldeRollLuck,
};

/**
 * The names these members had in `api.odds` itself, beside every other rule set's, before they moved under
 * `api.odds.olde` (0.2.0): those listed carried its id (`OLDE_ODDS_MAX_CUT`), the others their own name. Each still
 * answers there for one release, warning once (src/rule-sets/odds.ts).
 */
export const oldeDeprecatedOddsNames = {
  prefix: "olde",
  prefixed: [
    "ODDS_MAX_CUT",
    "explosionChance",
    "reachChance",
    "rollDistribution",
    "contestOdds",
    "luck",
    "luckMeasure",
    "rollLuck",
  ],
} as const satisfies FlatOddsNames<keyof typeof oldeApiOdds>;
