/**
 * The Kleptonomicon as one package, of the type a module's rule set is (src/foundry/rule-set-package.ts): registered by
 * one line in src/rule-sets/built-in.ts, through the same checks as a module's. The web calculator builds it without
 * its Foundry layer (scripts/without-foundry-layer.mjs).
 */
import { RULE_SET_API_VERSION, type RuleSetPackage } from "../../foundry/rule-set-package";
import { kleptoCore } from "./core";
import { kleptoUiRuleSet } from "./ui";
import { kleptoFoundryRuleSet } from "./foundry";

export const kleptoPackage: RuleSetPackage<"klepto"> = { apiVersion: RULE_SET_API_VERSION, core: kleptoCore, ui: kleptoUiRuleSet, foundry: kleptoFoundryRuleSet };
