import { CORE_RULE_SETS, isRuleSetId } from "../../../core/rule-sets";
import type { JudgedRolls, RuleSetId } from "../../../core/rule-set-types";
import type { RowJudgment, RowRules } from "./row-types";

/**
 * A request row's roll judged by its rule set's own rules against what the request fixed (docs/cards.md "Roll
 * requests"): each rule set's `judgeRow` reads the roll its Roll class judged (`JudgedRolls`,
 * src/core/rule-set-types.ts).
 */
export function judgeRow<R extends RuleSetId>(
  ruleSet: R,
  roll: JudgedRolls[R],
  spec: Readonly<Record<string, unknown>>,
  rules: RowRules,
): RowJudgment {
  if (!isRuleSetId(ruleSet)) throw new Error(`no such rule set: ${String(ruleSet)}`);
  return CORE_RULE_SETS[ruleSet].judgeRow(roll, spec, rules);
}
