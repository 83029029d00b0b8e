import { ADDITIVE, limit } from "../../../core/limits";

/**
 * The Kleptonomicon's limits: every number of its own a user can type and the range it must lie in, bounded as the
 * shared ones are (src/core/limits.ts, docs/limits.md). Its core descriptor gives them to the registry, which lists
 * every limit in one table (`listLimits`, src/core/rule-sets.ts).
 */
export const KLEPTO_LIMITS = Object.freeze({
  /** Additive: see ADDITIVE. Contests and Group Tests compare only the Scores each side can roll. */
  kleptoModifier: limit("KleptoModifier", -ADDITIVE, ADDITIVE),
  /**
   * Advantages or Disadvantages before cancelling: they cancel one for one and then cap at 3, so counts past
   * 20 only ever mean "3"; 20 leaves room for every circumstance a GM can list.
   */
  kleptoAdvantages: limit("KleptoAdvantages", 0, 20),
  /** A kept-one term rolls at most 4 d10s: the text's cap of 3 Advantages ("4 or fewer 10-sided dice"). */
  kleptoTermDice: limit("KleptoTermDice", 1, 4),
  /**
   * Participants of a Group Test: one member alone is an ordinary Test; 20 is a whole party and its hirelings, and
   * the group's odds multiply 20 small tables. (The odds engine also takes the part of a group still to roll,
   * down to one member.)
   */
  kleptoGroupSize: limit("KleptoGroupSize", 2, 20),
  /** The Score Range shorthand's length: 2,000 characters hold two dozen effects of a line each, and parse at once. */
  kleptoRangesLength: limit("KleptoRangesLength", 0, 2000),
  /** Its entries: a Score of d10 + Modifier has at most 10 plain values and 2 crits, so 24 is twice any real table. */
  kleptoRangesEntries: limit("KleptoRangesEntries", 1, 24),
});
