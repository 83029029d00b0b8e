/**
 * The public API on `game.modules.get("indie-dice").api`: the pure engine, our Roll classes, and helpers; a rule
 * set's own members come from its Foundry descriptor (`api`), under its id (`api.ruleSets.klepto`).
 */
import { createSavedRollsApi } from "../foundry/saved-rolls/saved-rolls-api";
import { oddsApi, type OddsApi } from "../rule-sets/odds";
import { defineDeprecatedNames } from "../core/deprecated-names";
import { notationApi } from "../core/notation/notation-api";
import type { RegisteredDice } from "../foundry/dice/register-dice";
import { createFormulaOddsApi } from "../foundry/formula-odds-api";
import { movedApiNames, ruleSetApis } from "../foundry/rule-sets";
import { warnOncePerName } from "../foundry/deprecated-names";
import type { DialogsApi } from "../foundry/types/dialogs";
import type { FairnessApi } from "../foundry/types/fairness-api";
import type { CardApis, DeprecatedApiMembers, IndieDiceApi } from "../foundry/types/indie-dice-api";
import type { FormulaOddsApi } from "../foundry/types/formula-odds-api";
import type { SavedRollsApi } from "../foundry/types/saved-rolls-api";

declare module "../foundry/types/indie-dice-api" {
  interface IndieDiceApi {
    /**
     * Exact odds of every rule set, each under its id (`odds.kaiser.checkOdds`; src/rule-sets/odds.ts), and of any
     * formula in Foundry's own dice notation: `distribution(formula, {data})`, `chance(formula, {target, compare,
     * data})`, and a damage question's exact totals and chance to drop each target: `damage({parts, critical,
     * targets})`.
     */
    readonly odds: OddsApi & FormulaOddsApi;
    /** Our notation's checks: `validateDiceTerm`, `findNotationProblems`. */
    readonly notation: ReturnType<typeof notationApi>;
  }
}

export function createApi(
  dice: RegisteredDice,
  dialogs: DialogsApi,
  cards: CardApis,
  fairness: FairnessApi,
): IndieDiceApi {
  // The Rolls window loads as a chunk of its own when one first opens: the start-up script stays without it.
  const savedRolls: SavedRollsApi = createSavedRollsApi(dialogs, async (actor) =>
    (await import("../foundry/apps/rolls-window")).openRollsWindow(actor, {
      savedRolls: () => savedRolls,
      dialogs: () => dialogs,
    }),
  );
  const ruleSets = ruleSetApis();
  const api = {
    ruleSets,
    // Assigned, not spread: the old flat names are getters left out of the keys, which a spread would drop.
    odds: Object.assign(oddsApi(warnOncePerName("api.odds")), createFormulaOddsApi()),
    notation: notationApi(),
    dice,
    dialogs,
    // The card APIs: contests and requests, and each rule set's own (`groupTests`, `extendedTests`).
    ...cards,
    fairness,
    savedRolls,
  };
  // The rule sets' members 0.1.0 offered on the API itself (`api.ranges`): the type declares them, these getters
  // answer.
  defineDeprecatedNames<typeof api, DeprecatedApiMembers>(api, movedApiNames(ruleSets), warnOncePerName("api"));
  return api;
}
