/**
 * The module's entry (its module.json's `esmodules`). Foundry imports it, as every active module's scripts, before
 * it calls `init`; Indie Dice calls its hook `indie-dice.registerRuleSets` in `init`, before it builds its dice,
 * settings and windows from the rule sets registered (docs/rule-set-authors.md). The module imports nothing of
 * Indie Dice at run time: what it builds with is the registry's kit.
 */
import { coinsRuleSet } from "./rule-set";

Hooks.once("indie-dice.registerRuleSets", (registry) => {
  registry.register(coinsRuleSet(registry.kit));
});
