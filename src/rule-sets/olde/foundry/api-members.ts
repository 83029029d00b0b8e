/**
 * Dungeons of Olde's members of the public API, `api.ruleSets.olde` (`FoundryRuleSet.api`,
 * src/foundry/rule-set-types.ts).
 */
import { ruleSetSetting } from "../../../foundry/settings";
import { makeDiceUnlimited } from "../core/mechanics/unlimited-formula";

/** Its members. */
export const oldeApiMembers = {
  /**
   * A Dungeons of Olde character roll's formula: every `NdX` becomes unlimited (`NdXx`) when the world setting
   * says so, unless the term already explodes or is labelled `[limited]`. Table rolls must not use it.
   */
  characterFormula: (formula: string): string =>
    ruleSetSetting("oldeUnlimitedByDefault") ? makeDiceUnlimited(formula) : formula,
};
