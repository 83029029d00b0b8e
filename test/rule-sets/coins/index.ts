/**
 * The example rule set (examples/coins/, docs/rule-set-authors.md) registered with each layer at import, as the five
 * rule sets are (src/rule-sets/{core,ui,foundry}.ts), for the tests here that run it from its source in the Foundry
 * double: the tests install a fresh Foundry for each test, which has no listener of a module's script on the hook
 * `indie-dice.registerRuleSets`. Its descriptors are made as the module makes them, with the registry's kit. The
 * proof through the hook, on the built module, is examples/coins/test/.
 */
import { registerCoreRuleSet } from "../../../src/core/rule-sets";
import { registerUiRuleSet } from "../../../src/ui/rule-sets";
import { registerFoundryRuleSet } from "../../../src/foundry/rule-sets";
import { RULE_SET_KIT } from "../../../src/foundry/rule-set-kit";
import { coinsRuleSet } from "../../../examples/coins/src/rule-set";

const coins = coinsRuleSet(RULE_SET_KIT);
registerCoreRuleSet(coins.core);
registerUiRuleSet(coins.ui);
registerFoundryRuleSet(coins.foundry);
