/**
 * The Kleptonomicon as one package, of the type a module's rule set is (src/foundry/rule-set-package.ts): registered by
 * one line in src/rule-sets/built-in.ts, through the same checks as a module's. The web calculator builds it without
 * its Foundry layer (scripts/without-foundry-layer.mjs).
 */
import type { RuleSetPackage } from "../../foundry/rule-set-package";
import { kleptoCore } from "./core";
import { kleptoUiRuleSet } from "./ui";
import { kleptoFoundryRuleSet } from "./foundry";

// Written for version 1 of the rule-set interface, as a module's package says it is: raising RULE_SET_API_VERSION
// (src/foundry/rule-set-package.ts) refuses it, as it refuses a module's, until it is brought up to date.
export const kleptoPackage: RuleSetPackage<"klepto"> = {
  apiVersion: 1,
  core: kleptoCore,
  ui: kleptoUiRuleSet,
  foundry: kleptoFoundryRuleSet,
};
