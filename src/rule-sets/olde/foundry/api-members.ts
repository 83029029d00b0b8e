/** Dungeons of Olde's members of the public API (`FoundryRuleSet.apiMembers`, src/foundry/rule-set-types.ts). */
import { MODULE_ID } from "../../../foundry/module-id";
import type { RuleSetApiMembers } from "../../../foundry/types/indie-dice-api";
import { makeDiceUnlimited } from "../core/mechanics/unlimited-formula";

declare module "../../../foundry/types/indie-dice-api" {
  interface RuleSetApiMembers {
    /**
     * A Dungeons of Olde character roll's formula: every `NdX` becomes unlimited (`NdXx`) when the world setting
     * says so, unless the term already explodes or is labelled `[limited]`. Table rolls must not use it.
     */
    characterFormula(formula: string): string;
  }
}

export const oldeApiMembers: Partial<RuleSetApiMembers> = {
  characterFormula: (formula) => (game.settings.get(MODULE_ID, "oldeUnlimitedByDefault") ? makeDiceUnlimited(formula) : formula),
};
