/**
 * The exact-odds engine as the API offers it (`api.odds`): the shared arithmetic, and every registered rule set's
 * exact distributions and luck, which its core descriptor gives (`apiOdds`, listed in its folder's
 * `core/api-odds.ts`). Each rule set's functions take the same plain specs as its core mechanic. Here, above the
 * rule sets' folders, not in src/core/odds: the core's odds are what the rule sets build on.
 */
import { IntDistribution } from "../core/odds/int-distribution";
import { exactOdds } from "../core/odds/exact-odds";
import { SHAPES_KEPT, luckIn } from "../core/odds/luck";
import { luckOf, luckOfRoll } from "../core/odds/luck-of";
import { plainRollLuck } from "../core/odds/plain-roll-luck";
import type { RuleSetOddsMembers } from "../core/rule-set";
import { CORE_RULE_SETS, registryTable } from "../core/rule-sets";

/** The members every rule set shares. */
const SHARED_ODDS = { IntDistribution, exactOdds, SHAPES_KEPT, luckIn, luckOf, luckOfRoll, plainRollLuck };

/** Each rule set's members, added as it is registered (before or after this module loads); none takes a shared name. */
function ruleSetOdds(): object {
  return registryTable<unknown>((id) => Object.entries(CORE_RULE_SETS[id].apiOdds ?? {}), Object.keys(SHARED_ODDS));
}

// The table holds every registered rule set's members: together they are RuleSetOddsMembers.
export const odds = Object.assign(ruleSetOdds(), SHARED_ODDS) as typeof SHARED_ODDS & RuleSetOddsMembers;
