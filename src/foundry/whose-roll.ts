/**
 * The user's roller as Foundry knows it: their controlled tokens on the viewed canvas and their assigned character,
 * read through the one rule of src/core/whose-roll.ts.
 */
import { IndieDiceError } from "../core/errors";
import { whoseRoll, type WhoseRoll } from "../core/whose-roll";

type Roller = WhoseRoll<Actor.Implementation, TokenDocument.Implementation>;

/** Whose roll the user's next one is, now. */
export function currentRoller(): Roller {
  const controlled = (canvas?.tokens?.controlled ?? []).map((token) => ({
    actor: token.actor ?? null,
    token: token.document,
  }));
  return whoseRoll(controlled, game.user?.character ?? null);
}

/** The roller where a character is needed; with none, the localized reason is thrown. */
export function requireRoller(): {
  readonly actor: Actor.Implementation;
  readonly token: TokenDocument.Implementation | null;
} {
  const roller = currentRoller();
  if (roller.reason !== null) throw new IndieDiceError(roller.reason, { count: roller.controlled });
  return roller;
}
