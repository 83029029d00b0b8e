/**
 * Dungeons of Olde's members of the API's `api.odds.olde` (src/rule-sets/odds.ts): its exact
 * distributions, its luck and the tables they read. Its core descriptor gives them (`apiOdds`).
 */
import { OLDE_ODDS_MAX_CUT, limitedDieDistribution, unlimitedDieDistribution } from "./odds/die-odds";
import { oldeExplosionChance, oldeReachChance, oldeRollDistribution } from "./odds/roll-odds";
import { oldeContestOdds } from "./odds/contest-odds";
import { oldeLuck, oldeLuckMeasure, oldeRollLuck } from "./luck";

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
 * `api.odds.olde` (0.2.0): each still answers there for one release, warning once (src/rule-sets/odds.ts).
 */
export const oldeDeprecatedOddsNames = {
  OLDE_ODDS_MAX_CUT: "ODDS_MAX_CUT",
  limitedDieDistribution: "limitedDieDistribution",
  unlimitedDieDistribution: "unlimitedDieDistribution",
  oldeExplosionChance: "explosionChance",
  oldeReachChance: "reachChance",
  oldeRollDistribution: "rollDistribution",
  oldeContestOdds: "contestOdds",
  oldeLuck: "luck",
  oldeLuckMeasure: "luckMeasure",
  oldeRollLuck: "rollLuck",
} as const satisfies Readonly<Record<string, keyof typeof oldeApiOdds>>;
