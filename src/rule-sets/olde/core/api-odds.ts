/**
 * Dungeons of Olde's members of the API's `api.odds` (src/rule-sets/odds.ts), by the names macros call: its exact
 * distributions, its luck and the tables they read. Its core descriptor gives them (`apiOdds`).
 */
import { OLDE_ODDS_MAX_CUT, limitedDieDistribution, unlimitedDieDistribution } from "./odds/die-odds";
import { oldeExplosionChance, oldeReachChance, oldeRollDistribution } from "./odds/roll-odds";
import { oldeContestOdds } from "./odds/contest-odds";
import { oldeLuck, oldeLuckMeasure, oldeRollLuck } from "./luck";

export const oldeApiOdds = {
  OLDE_ODDS_MAX_CUT, limitedDieDistribution, unlimitedDieDistribution,
  oldeExplosionChance, oldeReachChance, oldeRollDistribution,
  oldeContestOdds,
  oldeLuck, oldeLuckMeasure, oldeRollLuck,
};
