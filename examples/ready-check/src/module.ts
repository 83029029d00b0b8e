/**
 * The module's entry (its module.json's `esmodules`). Foundry imports it before it calls `init`; Indie Dice calls its
 * hook `indie-dice.registerRuleSets` in `init`, where a module registers a card kind of its own with no rule set
 * (`registry.registerCardKind`, docs/rule-set-authors.md "A card kind of your own" in Indie Dice). The module imports
 * nothing of Indie Dice at run time: the schema's builders are the registry's kit, the rest the card kit `start` is
 * handed.
 */
import { readyCheckKind } from "./kind";
import { readyCheckSchema } from "./state";

Hooks.once("indie-dice.registerRuleSets", (registry) => {
  registry.registerCardKind(readyCheckKind(readyCheckSchema(registry.kit.schema)));
});
