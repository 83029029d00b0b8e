import { IndieDiceError } from "./errors";

/**
 * What a card fixes of a roll it asks for (docs/cards.md "Rolls a card asks for"): a contest side's fixed spec, a
 * group-test member's Test, an extended test's round, what a request sets for every row. The roller's dialog shows
 * these values locked, and one check — this one — refuses, before any die is rolled, a request that changes them,
 * whoever changed it (a `indie-dice.preRoll` listener, a field re-enabled in the page). The GM's client still checks
 * the dice it records on its own.
 */
export interface FixedRoll {
  /**
   * The values the card fixed, by the roll spec's names. A name whose value is undefined is one the roll may not
   * carry at all (a difficulty the GM hides from the roller).
   */
  readonly values: Readonly<Record<string, unknown>>;
  /** The card fixes the whole roll: the request may carry nothing but these values. */
  readonly whole?: boolean;
  /**
   * Names among `values` the roll carries but its roller is never shown (an extended test's number of dice after a
   * round hidden from them: docs/cards.md "Extended tests"): their fields are drawn empty, and no odds are drawn
   * from them. The check above still holds the request to them.
   */
  readonly concealed?: readonly string[];
}

/** Does this request differ from what the card fixed? */
export function changesFixedRoll(fixed: FixedRoll, request: Readonly<Record<string, unknown>>): boolean {
  if (Object.entries(fixed.values).some(([name, value]) => !sameValue(request[name], value))) return true;
  return fixed.whole === true && Object.entries(request).some(([name, value]) => value !== undefined && !(name in fixed.values));
}

/** Refuses (throws, localized) a request that differs from what the card fixed for `name`'s roll. */
export function refuseChangedFixedRoll(fixed: FixedRoll, request: Readonly<Record<string, unknown>>, name: string): void {
  if (changesFixedRoll(fixed, request)) throw new IndieDiceError("INDIE_DICE.CardRoll.FixedChanged", { name });
}

/** Numbers, strings and flags compare as they are; anything else (a list) by its JSON. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return typeof a === "object" && typeof b === "object" && a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}
