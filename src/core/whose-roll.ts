/**
 * Whose roll an entry point makes (docs/characters.md "Whose roll is it"): the one token the user controls, else the
 * character assigned to the user, else nobody — and then why, so a place that needs a character can say so. Every
 * entry point asks this one rule (the token controls' button, the keys, check links, `/indie`), so none of them
 * finds a character another misses.
 */

/** A controlled token as the rule reads it: its actor (null for one whose actor is gone) and the token itself. */
interface ControlledToken<A, T> {
  readonly actor: A | null;
  readonly token: T;
}

/** Why no character rolls: several tokens controlled (and none assigned), or none of either. */
type NoRollerReason = "INDIE_DICE.WhoseRoll.Several" | "INDIE_DICE.WhoseRoll.None";

export type WhoseRoll<A, T> =
  | { readonly actor: A; readonly token: T | null; readonly reason: null }
  | { readonly actor: null; readonly token: null; readonly reason: NoRollerReason; readonly controlled: number };

/**
 * Whose roll it is: the controlled token when exactly one with an actor is controlled (several are no answer —
 * which of them would be a guess), else the assigned character, else none with its reason.
 */
export function whoseRoll<A, T>(controlled: readonly ControlledToken<A, T>[], assigned: A | null): WhoseRoll<A, T> {
  const only = controlled.length === 1 ? controlled[0]! : null;
  if (only?.actor) return { actor: only.actor, token: only.token, reason: null };
  if (assigned) return { actor: assigned, token: null, reason: null };
  const reason = controlled.length > 1 ? "INDIE_DICE.WhoseRoll.Several" : "INDIE_DICE.WhoseRoll.None";
  return { actor: null, token: null, reason, controlled: controlled.length };
}
