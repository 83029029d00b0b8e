import { IndieDiceError } from "../../../../core/errors";
import { limitError } from "../../../../core/limits";
import { KLEPTO_LIMITS } from "../limits";
import { requireBoundedWhole } from "../../../../core/mechanics/bounded-number";

/** Error keys of this rule set live under one prefix in lang/en.json. */
const KLEPTO_ERROR = "INDIE_DICE.Error.Klepto";

export function kleptoError(name: string, data: Record<string, string | number> = {}): IndieDiceError {
  return new IndieDiceError(`${KLEPTO_ERROR}.${name}`, data);
}

/** Numbers reach the core from dialogs and roll data, so "2" or 1.5 must be refused, not coerced. */
export function isWholeNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value);
}

export function requireModifier(modifier: unknown): number {
  return requireBoundedWhole(KLEPTO_LIMITS.kleptoModifier, modifier, () =>
    kleptoError("Modifier", { modifier: String(modifier) }),
  );
}

/**
 * The members whose lowest Score the group odds take: a whole Group Test, or the part of one still to roll (down to
 * one member). An empty group has its own message, a crowd past the limit the limit's.
 */
export function requireGroupSize(size: number): number {
  if (size === 0) throw kleptoError("GroupEmpty");
  // Anything but a whole count from one member up to the limit (a list that is no list) is the limit's error.
  if (!Number.isSafeInteger(size) || size < 1 || size > KLEPTO_LIMITS.kleptoGroupSize.max)
    throw limitError(KLEPTO_LIMITS.kleptoGroupSize, size);
  return size;
}

/** Advantage and Disadvantage counts are tallies, before they cancel and cap. */
export function requireCount(kind: "Advantages" | "Disadvantages", count: unknown): number {
  return requireBoundedWhole(KLEPTO_LIMITS.kleptoAdvantages, count, () => kleptoError(kind, { count: String(count) }));
}
