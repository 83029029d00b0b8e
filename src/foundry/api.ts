/** The public API on `game.modules.get("indie-dice").api`: the pure engine, our Roll classes, and helpers. */
import * as odds from "../core/odds";
import * as notation from "../core/notation";
import * as ranges from "../core/ranges";
import { makeDiceUnlimited } from "../core/mechanics/olde";
import type { RegisteredDice } from "./dice/register-dice";
import { MODULE_ID } from "./module-id";

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
}

export function createApi(dice: RegisteredDice): IndieDiceApi {
  return {
    odds,
    notation,
    ranges,
    dice,
    characterFormula: (formula) =>
      game.settings.get(MODULE_ID, "oldeUnlimitedByDefault") ? makeDiceUnlimited(formula) : formula,
  };
}
