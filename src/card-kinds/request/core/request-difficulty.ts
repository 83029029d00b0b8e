import { IndieDiceError } from "../../../core/errors";
import { readDifficulty } from "../../../core/typed-difficulty";
import { SECRET_FIELDS } from "./request-state";
import type { RequestState } from "./request-types";

/**
 * The GM's two changes to a request's hidden difficulty (docs/cards.md "Roll requests", "The card's menu"): reveal
 * it to every viewer, or set another number while it is still hidden — before or after the rows rolled. A hidden
 * difficulty never reached a roll (its roller's dialog, odds and message hold none), so the card alone judges by it:
 * changing it re-judges every row from its recorded dice and leaves the recorded rolls as they are. Once revealed,
 * the rolls made after carry the number, so it is not changed any more. Both only on an open card.
 */

function menuError(name: string, data?: Record<string, string | number>): IndieDiceError {
  return new IndieDiceError(`INDIE_DICE.ContextMenu.Error.${name}`, data);
}

/** The spec's field that holds the number to pass when it is hidden from players, or null (none to hide). */
export function hiddenDifficultyField(state: RequestState): string | null {
  if (state.showDifficulty) return null;
  return (
    Object.keys(state.spec).find((name) => SECRET_FIELDS.has(name) && typeof state.spec[name] === "number") ?? null
  );
}

/** Is there a hidden difficulty the GM may reveal or change now? */
export function mayAdjustDifficulty(state: RequestState): boolean {
  return state.status === "open" && hiddenDifficultyField(state) !== null;
}

function requireAdjustable(state: RequestState): string {
  if (state.status !== "open") throw new IndieDiceError("INDIE_DICE.Request.Error.Closed");
  const field = hiddenDifficultyField(state);
  if (field === null) throw menuError("NoHiddenDifficulty");
  return field;
}

/** Every viewer's card shows the difficulty from now on, with the rows' chances. */
export function revealDifficulty(state: RequestState): RequestState {
  requireAdjustable(state);
  return { ...state, showDifficulty: true };
}

/** The hidden difficulty set to `value` (given as typed, so read here). */
export function changeDifficulty(state: RequestState, value: unknown): RequestState {
  const field = requireAdjustable(state);
  return { ...state, spec: { ...state.spec, [field]: readDifficulty(value) } };
}
