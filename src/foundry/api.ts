/** The public API on `game.modules.get("indie-dice").api`: the pure engine and our Roll classes. */
import * as odds from "../core/odds";
import * as notation from "../core/notation";
import * as ranges from "../core/ranges";
import type { RegisteredDice } from "./dice/register-dice";

export interface IndieDiceApi {
  readonly odds: typeof odds;
  readonly notation: typeof notation;
  readonly ranges: typeof ranges;
  readonly dice: RegisteredDice;
}

export function createApi(dice: RegisteredDice): IndieDiceApi {
  return { odds, notation, ranges, dice };
}
