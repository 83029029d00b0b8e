/**
 * What a card fixes of a roll it asks for (docs/cards.md "Rolls a card asks for"): a contest side's fixed spec, a
 * group-test member's Test, an extended test's round, what a request sets for every row. The roller's dialog shows
 * these values locked, and one check (src/core/fixed-roll-check.ts) refuses, before any die is rolled, a request
 * that changes them, whoever changed it (a `indie-dice.preRoll` listener, a field re-enabled in the page). The GM's
 * client still checks the dice it records on its own.
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
   * round hidden from them: docs/cards.md "Extended tests (Kingdoms and Rulers)"): their fields are drawn empty, and no
   * odds are drawn from them. The check above still holds the request to them.
   */
  readonly concealed?: readonly string[];
}
