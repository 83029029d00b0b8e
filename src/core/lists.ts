import { IndieDiceError } from "./errors";
import { describeInput } from "./limits";

/**
 * A list a caller hands over (rolled faces, Die Increases, gifts, a chain of throws). Macros and saved cards can
 * pass anything, so something that is no list at all gets a message naming the field instead of a TypeError.
 */
export function requireList<T>(value: readonly T[], field: string): readonly T[] {
  // The type says list; at run time a macro may still have passed anything.
  if (!Array.isArray(value))
    throw new IndieDiceError("INDIE_DICE.Error.NotAList", { field, value: describeInput(value) });
  return value;
}

/**
 * Is the value one of the list's entries (compared with `===`)? A type guard: where it holds, the value takes the
 * entries' type (a rule-set id, a mode, a modifier key), so a list of literals needs no cast to be searched.
 */
export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  return list.some((entry) => entry === value);
}
