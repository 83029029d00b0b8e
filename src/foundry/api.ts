/** The public API on `game.modules.get("indie-dice").api`: the pure engine, our Roll classes, and helpers. */
import * as odds from "../core/odds";
import * as notation from "../core/notation";
import * as ranges from "../core/ranges";
import { makeDiceUnlimited } from "../core/mechanics/olde";
import type { ContestsApi } from "./contests/contests-api";
import type { KingdomsApi } from "./extended-tests/extended-tests-api";
import type { KleptoApi } from "./group-tests/group-tests-api";
import type { RegisteredDice } from "./dice/register-dice";
import type { OpenDialogOptions } from "./apps/open-dialog";
import type { UnrolledRoll } from "./apps/roll-from-request";
import { MODULE_ID } from "./module-id";
import type { RuleSetId } from "./settings";

/** The roll dialogs, for macros, sheets and systems. */
export interface DialogsApi {
  /**
   * Opens a rule set's roll dialog (`"kaiser"`, `"ogs"`, `"kingdoms"`, `"klepto"`, `"olde"`), prefilled from
   * `spec` (the names the Roll factories take), or with `fastForward` rolls the spec without a dialog. Resolves
   * with the posted roll, or null when the dialog is closed without rolling or a `indie-dice.preRoll` hook
   * cancels it.
   */
  open<R extends RuleSetId>(ruleSet: R, options?: OpenDialogOptions<R>): Promise<UnrolledRoll | null>;
  /** Asks which offered rule set to roll, then opens its dialog; the actor or token speaks. */
  pick(options?: { actor?: Actor.Implementation | null; token?: TokenDocument.Implementation | null }): Promise<UnrolledRoll | null>;
}

export interface IndieDiceApi {
  /** Exact odds of every rule set (see src/core/odds). */
  readonly odds: typeof odds;
  /** Our notation's checks: `validateDiceTerm`, `findNotationProblems`. */
  readonly notation: typeof notation;
  /** The Kleptonomicon's Score Range shorthand: `parseRanges`, `matchRanges`. */
  readonly ranges: typeof ranges;
  /** Our dice and Roll classes (`dice.rolls.KaiserRoll.fromCheck(...)` and the like). */
  readonly dice: RegisteredDice;
  /**
   * A Dungeons of Olde character roll's formula: every `NdX` becomes unlimited (`NdXx`) when the world setting
   * says so, unless the term already explodes or is labelled `[limited]`. Table rolls must not use it.
   */
  characterFormula(formula: string): string;
  /** The roll dialogs. */
  readonly dialogs: DialogsApi;
  /** Contests between tokens: cards several users roll on, written by the GM's client only. */
  readonly contests: ContestsApi;
  /** Kleptonomicon Group Tests: `groupTest(...)` → the card, written by the GM's client only. */
  readonly klepto: KleptoApi;
  /** K&R extended tests: `extendedTest(...)` → the card, written by the GM's client only. */
  readonly kingdoms: KingdomsApi;
}

/** The cards several users act on, each wired in init. */
export interface CardApis {
  readonly contests: ContestsApi;
  readonly klepto: KleptoApi;
  readonly kingdoms: KingdomsApi;
}

export function createApi(dice: RegisteredDice, dialogs: DialogsApi, cards: CardApis): IndieDiceApi {
  return {
    odds,
    notation,
    ranges,
    dice,
    dialogs,
    contests: cards.contests,
    klepto: cards.klepto,
    kingdoms: cards.kingdoms,
    characterFormula: (formula) =>
      game.settings.get(MODULE_ID, "oldeUnlimitedByDefault") ? makeDiceUnlimited(formula) : formula,
  };
}
