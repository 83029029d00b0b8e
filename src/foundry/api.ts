/**
 * The public API on `game.modules.get("indie-dice").api`: the pure engine, our Roll classes, and helpers; a rule
 * set's own members come from its Foundry descriptor (`apiMembers`).
 */
import { createSavedRollsApi } from "./saved-rolls/saved-rolls-api";
import { openRollsWindow } from "./apps/rolls-window";
import { odds } from "../rule-sets/odds";
import { notationApi } from "../core/notation/notation-api";
import type { RegisteredDice } from "./dice/register-dice";
import { createFormulaOddsApi } from "./formula-odds-api";
import { ruleSetApiMembers } from "./rule-sets";
import type { DialogsApi } from "./types/dialogs";
import type { FairnessApi } from "./types/fairness-api";
import type { CardApis, IndieDiceApi } from "./types/indie-dice-api";
import type { FormulaOddsApi } from "./types/formula-odds-api";
import type { SavedRollsApi } from "./types/saved-rolls-api";

declare module "./types/indie-dice-api" {
  interface IndieDiceApi {
    /**
     * Exact odds of every rule set (see src/core/odds), and of any formula in Foundry's own dice notation:
     * `distribution(formula, {data})`, `chance(formula, {target, compare, data})`.
     */
    readonly odds: typeof odds & FormulaOddsApi;
    /** Our notation's checks: `validateDiceTerm`, `findNotationProblems`. */
    readonly notation: ReturnType<typeof notationApi>;
  }
}

export function createApi(dice: RegisteredDice, dialogs: DialogsApi, cards: CardApis, fairness: FairnessApi): IndieDiceApi {
  const savedRolls: SavedRollsApi = createSavedRollsApi(dialogs, (actor) => openRollsWindow(actor, { savedRolls: () => savedRolls, dialogs: () => dialogs }));
  return {
    // Each rule set's own members (`FoundryRuleSet.apiMembers`): `ranges`, `characterFormula`.
    ...ruleSetApiMembers(),
    odds: { ...odds, ...createFormulaOddsApi() },
    notation: notationApi(),
    dice,
    dialogs,
    // The card APIs: contests and requests, and each rule set's own (`groupTests`, `extendedTests`).
    ...cards,
    fairness,
    savedRolls,
  };
}
