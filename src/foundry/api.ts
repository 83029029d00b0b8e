/** The public API on `game.modules.get("indie-dice").api`: the pure engine, our Roll classes, and helpers. */
import { createSavedRollsApi } from "./saved-rolls/saved-rolls-api";
import { openRollsWindow } from "./apps/rolls-window";
import { odds } from "../rule-sets/odds";
import { notation } from "../core/notation/notation-api";
import { ranges } from "../rule-sets/klepto/core/ranges/ranges-api";
import { makeDiceUnlimited } from "../rule-sets/olde/core/mechanics/unlimited-formula";
import type { RegisteredDice } from "./dice/register-dice";
import { createFormulaOddsApi } from "./formula-odds-api";
import { MODULE_ID } from "./module-id";
import type { DialogsApi } from "./types/dialogs";
import type { FairnessApi } from "./types/fairness-api";
import type { CardApis, IndieDiceApi } from "./types/indie-dice-api";
import type { SavedRollsApi } from "./types/saved-rolls-api";

export function createApi(dice: RegisteredDice, dialogs: DialogsApi, cards: CardApis, fairness: FairnessApi): IndieDiceApi {
  const savedRolls: SavedRollsApi = createSavedRollsApi(dialogs, (actor) => openRollsWindow(actor, { savedRolls: () => savedRolls, dialogs: () => dialogs }));
  return {
    odds: { ...odds, ...createFormulaOddsApi() },
    notation,
    ranges,
    dice,
    dialogs,
    contests: cards.contests,
    groupTests: cards.groupTests,
    extendedTests: cards.extendedTests,
    requests: cards.requests,
    fairness,
    savedRolls,
    characterFormula: (formula) =>
      game.settings.get(MODULE_ID, "oldeUnlimitedByDefault") ? makeDiceUnlimited(formula) : formula,
  };
}
