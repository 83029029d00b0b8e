import { IndieDiceError } from "../../errors";

/** Error keys of this rule set live under one prefix in lang/en.json. */
export const KLEPTO_ERROR = "INDIE_DICE.Error.Klepto";

export function kleptoError(name: string, data: Record<string, string | number> = {}): IndieDiceError {
  return new IndieDiceError(`${KLEPTO_ERROR}.${name}`, data);
}

/** Numbers reach the core from dialogs and roll data, so "2" or 1.5 must be refused, not coerced. */
export function isWholeNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value);
}

export function requireModifier(modifier: unknown): number {
  if (!isWholeNumber(modifier)) throw kleptoError("Modifier", { modifier: String(modifier) });
  return modifier;
}

/** Advantage and Disadvantage counts are tallies: whole numbers from 0 up. */
export function requireCount(kind: "Advantages" | "Disadvantages", count: unknown): number {
  if (!isWholeNumber(count) || count < 0) throw kleptoError(kind, { count: String(count) });
  return count;
}
