/**
 * The words naming what a request asks for, in a file of their own: the check links (src/foundry/check-links),
 * loaded at start-up, name a link's rule set with them, and the request card's view model is card code, which
 * loads with the card chunk (docs/performance.md "Latest figures").
 */
import { isFormulaRequest } from "../core/formula-request";
import type { RequestRuleSet } from "../core/request-types";
import { CORE_RULE_SETS } from "../../../core/rule-sets";

/** The words naming what a request asks for: its rule set, or "any formula". */
export function requestLabelKey(ruleSet: RequestRuleSet): string {
  return isFormulaRequest(ruleSet) ? "INDIE_DICE.FormulaRequest.Name" : CORE_RULE_SETS[ruleSet].labelKey;
}
