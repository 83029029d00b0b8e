/**
 * The words naming what a request asks for, as its card's title and the GM's notices say it: its rule set, or "any
 * formula". A check link names its kind by the dialog kind's look (src/ui/dialog-kinds.ts), in the same words.
 */
import { isFormulaRequest } from "../core/formula-request";
import type { RequestRuleSet } from "../core/request-types";
import { CORE_RULE_SETS } from "../../../core/rule-sets";

/** The words naming what a request asks for: its rule set, or "any formula". */
export function requestLabelKey(ruleSet: RequestRuleSet): string {
  return isFormulaRequest(ruleSet) ? "INDIE_DICE.FormulaRequest.Name" : CORE_RULE_SETS[ruleSet].labelKey;
}
