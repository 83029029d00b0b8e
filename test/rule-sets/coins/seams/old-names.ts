/**
 * The toy as a module written before the names of docs/architecture.md "Words the code uses" changed would declare
 * its parts (kept one release, docs/rule-set-authors.md "Names that changed"): a dialog spec merged into the old
 * `RollRequests`, a card chance merged into the old `CardQuestions` and given as `UiRuleSet.cardQuestions`.
 */
import { cardChanceKind } from "../../../../src/ui/dialogs/card-chance-kind";

export interface CoinsOldSpec {
  readonly coinsOld: number;
}

export interface CoinsOldChance {
  readonly heads: number;
}

declare module "indie-dice-types" {
  interface RollRequests {
    coinsOld: CoinsOldSpec;
  }
  interface CardQuestions {
    coinsOld: CoinsOldChance;
  }
}

/** Its answer names the heads the card asked for, so a test sees which card chance the dialog answered. */
export const COINS_OLD_CHANCE = cardChanceKind("coinsOld", (_i18n, asked) => ({ heading: `${asked.heads} heads`, rows: [], notes: [] }));
