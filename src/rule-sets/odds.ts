/**
 * The exact-odds engine as the API offers it (`api.odds`): the shared arithmetic, and under each registered rule
 * set's id its exact distributions and luck, which its core descriptor gives (`apiOdds`, listed in its folder's
 * `core/api-odds.ts`): `api.odds.kaiser.checkOdds`. Each rule set's functions take the same plain specs as its core
 * mechanic. Here, above the rule sets' folders, not in src/core/odds: the core's odds are what the rule sets build on.
 */
import { IntDistribution } from "../core/odds/int-distribution";
import { exactOdds } from "../core/odds/exact-odds";
import { SHAPES_KEPT, luckIn } from "../core/odds/luck";
import { luckOf, luckOfRoll } from "../core/odds/luck-of";
import { plainRollLuck } from "../core/odds/plain-roll-luck";
import { defineDeprecatedNames, flatOddsNames, type DeprecatedNameRead } from "../core/deprecated-names";
import type { DeprecatedOddsMembers } from "../core/rule-set";
import type { RuleSetId, RuleSetType } from "../core/rule-set-types";
import { CORE_RULE_SETS, RULE_SET_IDS, registryTable } from "../core/rule-sets";

/** The members every rule set shares. */
const SHARED_ODDS = { IntDistribution, exactOdds, SHAPES_KEPT, luckIn, luckOf, luckOfRoll, plainRollLuck };

/** Each rule set's members under its id, one entry per rule set that has any; no id takes a shared name. */
const RULE_SET_ODDS = registryTable<object>((id) => {
  const members = CORE_RULE_SETS[id].apiOdds;
  return members ? [[id, members]] : [];
}, Object.keys(SHARED_ODDS));

/** Every rule set's members, by its id (`api.odds.kaiser`). */
type RuleSetOdds = { readonly [R in RuleSetId]: RuleSetType<R, "apiOdds"> };

/** `api.odds`: the shared members, each rule set's under its id, and (unlisted) the five's old flat names. */
export type OddsApi = typeof SHARED_ODDS & RuleSetOdds & DeprecatedOddsMembers;

/**
 * `api.odds` for the rule sets registered now. The flat names the five rule sets' members had before 0.2.0
 * (`api.odds.kaiserCheckOdds`, OGS's `checkOdds`) still answer for one release, each telling `onDeprecatedName`,
 * and are left out of the object's keys, so that what a macro lists is the ids and the shared members.
 */
export function oddsApi(onDeprecatedName: DeprecatedNameRead): OddsApi {
  const api = { ...RULE_SET_ODDS, ...SHARED_ODDS };
  const moved = RULE_SET_IDS.flatMap((id) => {
    const { apiOdds, deprecatedOddsNames } = CORE_RULE_SETS[id];
    if (!apiOdds || !deprecatedOddsNames) return [];
    return flatOddsNames(apiOdds, deprecatedOddsNames).map(([old, name]) => ({
      old,
      now: `${id}.${name}`,
      member: () => Reflect.get(RULE_SET_ODDS[id] ?? {}, name),
    }));
  });
  defineDeprecatedNames<typeof api, DeprecatedOddsMembers>(api, moved, onDeprecatedName);
  // Every registered id with members has its entry, and every old name its getter: together they are OddsApi.
  return api as OddsApi;
}
