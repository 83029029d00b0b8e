/**
 * Kaiser as one package, of the type a module's rule set is (src/foundry/rule-set-package.ts): registered by one line
 * in src/rule-sets/built-in.ts, through the same checks as a module's. The web calculator builds it without its Foundry
 * layer (scripts/without-foundry-layer.mjs).
 */
import { RULE_SET_API_VERSION, type RuleSetPackage } from "../../foundry/rule-set-package";
import { kaiserCore } from "./core";
import { kaiserUiRuleSet } from "./ui";
import { kaiserFoundryRuleSet } from "./foundry";

export const kaiserPackage: RuleSetPackage<"kaiser"> = { apiVersion: RULE_SET_API_VERSION, core: kaiserCore, ui: kaiserUiRuleSet, foundry: kaiserFoundryRuleSet };
