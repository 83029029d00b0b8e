/** The public API on `game.modules.get("indie-dice").api`: the pure engine, our Roll classes, and helpers. */
import { createSavedRollsApi } from "./saved-rolls/saved-rolls-api";
import { openRollsWindow } from "./apps/rolls-window";
import * as odds from "../core/odds";
import * as notation from "../core/notation";
import * as ranges from "../core/ranges";
import { makeDiceUnlimited } from "../rule-sets/olde/core/mechanics";
import type { RegisteredDice } from "./dice/register-dice";
import { createFormulaOddsApi } from "./formula-odds-api";
import { MODULE_ID } from "./module-id";
import type { DialogsApi } from "./types/dialogs";
import type { FairnessApi } from "./types/fairness-api";
import type { CardApis, IndieDiceApi } from "./types/indie-dice-api";
import type { SavedRollsApi } from "./types/saved-rolls-api";

/** The names `groupTests` and `extendedTests` had before 0.2.0, still read (until 1.0.0) so macros keep working. */
const RENAMED_MEMBERS = { klepto: "groupTests", kingdoms: "extendedTests" } as const;

/** Foundry's own way to retire a name: a compatibility warning on every read, filtered by the world's settings. */
function warnRenamed(old: keyof typeof RENAMED_MEMBERS): void {
  foundry.utils.logCompatibilityWarning(`Indie Dice | api.${old} is deprecated: use api.${RENAMED_MEMBERS[old]}.`, {
    since: "0.2.0",
    until: "1.0.0",
  });
}

export function createApi(dice: RegisteredDice, dialogs: DialogsApi, cards: CardApis, fairness: FairnessApi): IndieDiceApi {
  const savedRolls: SavedRollsApi = createSavedRollsApi(dialogs, (actor) => openRollsWindow(actor, { savedRolls: () => savedRolls, dialogs: () => dialogs }));
  const api: IndieDiceApi = {
    odds: { ...odds, ...createFormulaOddsApi() },
    notation,
    ranges,
    dice,
    dialogs,
    contests: cards.contests,
    groupTests: cards.groupTests,
    extendedTests: cards.extendedTests,
    get klepto() {
      warnRenamed("klepto");
      return cards.groupTests;
    },
    get kingdoms() {
      warnRenamed("kingdoms");
      return cards.extendedTests;
    },
    requests: cards.requests,
    fairness,
    savedRolls,
    characterFormula: (formula) =>
      game.settings.get(MODULE_ID, "oldeUnlimitedByDefault") ? makeDiceUnlimited(formula) : formula,
  };
  // Hidden from whatever walks the API (a copy, a console listing), so only a real read of an old name warns.
  for (const old of Object.keys(RENAMED_MEMBERS)) Object.defineProperty(api, old, { enumerable: false });
  return api;
}
