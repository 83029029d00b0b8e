/**
 * The toy rule set registered in each layer, one line a layer (docs/architecture.md "Adding a rule set"). Imported
 * before Indie Dice starts (`init` makes the Roll classes of every rule set registered by then).
 */
import { registerCoreRuleSet } from "../../../src/core/rule-sets";
import { registerUiRuleSet } from "../../../src/ui/rule-sets";
import { registerFoundryRuleSet } from "../../../src/foundry/rule-sets";
import { coinsCore } from "./core";
import { coinsUiRuleSet } from "./ui";
import { coinsFoundryRuleSet } from "./foundry";

registerCoreRuleSet(coinsCore);
registerUiRuleSet(coinsUiRuleSet);
registerFoundryRuleSet(coinsFoundryRuleSet);
