/** The public API on `game.modules.get("indie-dice").api`: the pure engine, our Roll classes, and helpers. */
import { createSavedRollsApi, type SavedRollsApi } from "./saved-rolls/saved-rolls-api";
import { openRollsWindow } from "./apps/rolls-window";
import * as odds from "../core/odds";
import * as notation from "../core/notation";
import * as ranges from "../core/ranges";
import { makeDiceUnlimited } from "../core/mechanics/olde";
import type { ContestsApi } from "./cards/contest/contests-api";
import type { KingdomsApi } from "./cards/extended-test/extended-tests-api";
import type { KleptoApi } from "./cards/group-test/group-tests-api";
import type { RequestsApi } from "./cards/request/requests-api";
import type { RegisteredDice } from "./dice/register-dice";
import type { OpenDialogOptions } from "./apps/open-dialog";
import type { ConfiguredRoll, PostedRoll, PostRollOptions } from "./apps/post-roll";
import type { UnrolledRoll } from "./rule-sets";
import type { FairnessApi } from "./hooks/fairness";
import { MODULE_ID } from "./module-id";
import type { RuleSetId } from "./settings";

/** The dialogs' types, for code that calls them (a card asking for a roll). */
export type { OpenDialogOptions, ConfiguredRoll, PostedRoll, PostRollOptions, UnrolledRoll };
export type { RollMessageOptions } from "./apps/post-roll";

/**
 * The roll dialogs, for macros, sheets, systems and cards. A dialog only configures a roll; posting is a step of
 * its own that hands back the roll and its message; `open` does both.
 */
export interface DialogsApi {
  /**
   * Opens a rule set's roll dialog (`"kaiser"`, `"ogs"`, `"kingdoms"`, `"klepto"`, `"olde"`), prefilled from
   * `spec` (the names the Roll factories take), or with `fastForward` checks the spec without a dialog. Resolves
   * with the request and the message options once the user presses Roll (the dialog closes; nothing is rolled
   * yet), or null when the dialog is closed without rolling. A bad spec under fast-forward, an unknown rule set
   * or roll mode is refused with its localized message.
   */
  configure<R extends RuleSetId>(ruleSet: R, options?: OpenDialogOptions<R>): Promise<ConfiguredRoll<R> | null>;
  /**
   * Rolls a configured request and posts it as the user's chat message: runs `indie-dice.preRoll` (false → null;
   * listeners may change the request in place), then `guard` (which throws to refuse before any die is rolled),
   * evaluates, posts, runs `indie-dice.roll`, and resolves with the roll and its message.
   */
  post<R extends RuleSetId>(configured: ConfiguredRoll<R>, options?: PostRollOptions<R>): Promise<PostedRoll | null>;
  /**
   * `configure`, then `post`: resolves with the posted roll, or null when the dialog is closed without rolling or
   * a `indie-dice.preRoll` hook cancels it.
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
  /** Roll requests: a GM asks several tokens for one roll (`start`), rows roll (`roll`), the GM skips and closes. */
  readonly requests: RequestsApi;
  /** The dice fairness report (a GM only): `report(options)` → the report, `open()` → its window. */
  readonly fairness: FairnessApi;
  /** A character's saved rolls: `list`, `save`, `remove`, `roll`, `open` (DESIGN "Characters' rolls"). */
  readonly savedRolls: SavedRollsApi;
}

/** The cards several users act on, each wired in init. */
export interface CardApis {
  readonly contests: ContestsApi;
  readonly klepto: KleptoApi;
  readonly kingdoms: KingdomsApi;
  readonly requests: RequestsApi;
}

export function createApi(dice: RegisteredDice, dialogs: DialogsApi, cards: CardApis, fairness: FairnessApi): IndieDiceApi {
  const savedRolls: SavedRollsApi = createSavedRollsApi(dialogs, (actor) => openRollsWindow(actor, { savedRolls: () => savedRolls, dialogs: () => dialogs }));
  return {
    odds,
    notation,
    ranges,
    dice,
    dialogs,
    contests: cards.contests,
    klepto: cards.klepto,
    kingdoms: cards.kingdoms,
    requests: cards.requests,
    fairness,
    savedRolls,
    characterFormula: (formula) =>
      game.settings.get(MODULE_ID, "oldeUnlimitedByDefault") ? makeDiceUnlimited(formula) : formula,
  };
}
