import type { IndieDiceError } from "../errors";
import { requireWithin, type Limit } from "../limits";

/**
 * A number a user typed, checked in two steps so that each mistake gets the message that fits it: a value that
 * is no whole number at all ("2", 1.5, NaN, Infinity, null) keeps the rule set's own message, and a whole number
 * outside its limit (−1 dice, a bonus of 10⁹) gets the limit's message with the allowed range.
 */
export function requireBoundedWhole(limit: Limit, value: unknown, notWhole: () => IndieDiceError): number {
  if (typeof value !== "number" || !Number.isInteger(value)) throw notWhole();
  return requireWithin(limit, value);
}
