/**
 * The rule sets as the views know them: one registration a rule set (its descriptor, src/ui/rule-set-types.ts),
 * looked up by id. Shared by the Foundry adapter (whose own registry adds the Roll class) and the calculator; no
 * other code in src/ui lists the rule sets. It imports none of them: each rule set's package is registered here
 * (src/foundry/rule-set-package.ts `registerPackage`, from src/rule-sets/built-in.ts, imported by each entry before
 * anything looks one up) (docs/architecture.md "Layers").
 */
import { RULE_SET_IDS } from "../core/rule-sets";
import type { RuleSetId } from "../core/rule-set-types";
import type { UiRuleSet } from "./rule-set-types";
import type { RuleSetSetting } from "./world-settings";

const registered: { [R in RuleSetId]?: UiRuleSet<R> } = {};

/** Adds a rule set's views; a second registration of the same id replaces the first. */
export function registerUiRuleSet<R extends RuleSetId>(ruleSet: UiRuleSet<R>): void {
  // Filed under its own id, so that the lookup below finds each rule set's own descriptor.
  Object.assign(registered, { [ruleSet.id]: ruleSet });
}

/** The views of a rule set; a rule set no layer registered is a programming error. */
export function uiRuleSetOf<R extends RuleSetId>(id: R): UiRuleSet<R> {
  const ruleSet = registered[id];
  if (!ruleSet) throw new Error(`Indie Dice | no rule set "${id}" is registered with the views`);
  return ruleSet;
}

/** Every registered rule set's world settings (`UiRuleSet.settings`), in the rule sets' order and each one's own. */
export function ruleSetSettings(): RuleSetSetting[] {
  return RULE_SET_IDS.flatMap((id) => registered[id]?.settings ?? []);
}
