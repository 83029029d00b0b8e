/**
 * Every rule set's luck (src/core/odds/luck.ts), by rule set.
 *
 * @example
 * luckOf.ogs([6, 6], 0, 12)                        // 1 − (1/36)/2: only a double six ties it
 * luckOf.klepto({ modifier: 2 }, { total: 12, crit: "success" })   // 1 − 0.05/2
 */
import { tableOfRuleSets, type RuleSetTable } from "../rule-sets";

/** Luck from a roll's spec and its result, one entry per rule set. */
export const luckOf: RuleSetTable<"luck"> = tableOfRuleSets("luck");

/** Luck from the core's judgment of a roll, which carries its own spec: what a card has at hand. */
export const luckOfRoll: RuleSetTable<"rollLuck"> = tableOfRuleSets("rollLuck");
