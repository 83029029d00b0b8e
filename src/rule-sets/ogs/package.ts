/**
 * OGS as one package, of the type a module's rule set is (src/foundry/rule-set-package.ts): registered by one line in
 * src/rule-sets/built-in.ts, through the same checks as a module's. The web calculator builds it without its Foundry
 * layer (scripts/without-foundry-layer.mjs).
 */
import { RULE_SET_API_VERSION, type RuleSetPackage } from "../../foundry/rule-set-package";
import { ogsCore } from "./core";
import { ogsUiRuleSet } from "./ui";
import { ogsFoundryRuleSet } from "./foundry";

export const ogsPackage: RuleSetPackage<"ogs"> = { apiVersion: RULE_SET_API_VERSION, core: ogsCore, ui: ogsUiRuleSet, foundry: ogsFoundryRuleSet };
