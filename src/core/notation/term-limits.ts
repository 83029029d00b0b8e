import { IndieDiceError } from "../errors";
import { isWithin, limitError } from "../limits";
import type { Limit } from "../limits";
import type { TermContext } from "./keep-modifiers";

/**
 * The limits of src/core/limits.ts, applied to a term a user wrote. Every number our notation carries is checked
 * here before a die is built, so `1d10p999999999` is refused as fast as `2d6p`, with the same message the
 * dialogs and the engine give for the same field (its value and allowed range), plus the term it came from.
 */

/** The limit's own error, with the term as written added to its data so a caller can point at it. */
function termLimitError(context: TermContext, limit: Limit, value: number): IndieDiceError {
  const error = limitError(limit, value);
  return new IndieDiceError(error.key, { ...error.data, term: context.label });
}

/** Returns the value when the limit allows it; otherwise throws the limit's error naming the term. */
export function requireTermWithin(context: TermContext, limit: Limit, value: number): number {
  if (!isWithin(limit, value)) throw termLimitError(context, limit, value);
  return value;
}
