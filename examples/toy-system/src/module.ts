/**
 * The module's entry (its module.json's `esmodules`). Foundry imports it before it calls `init`; in `init`, after
 * the rule sets, Indie Dice calls its hook `indie-dice.registerSystems` with a registry (docs/systems.md "Systems from
 * other modules"). The module imports nothing of Indie Dice at run time: its engine is the registry's kit.
 */
import { toyAdapter } from "./adapter";

Hooks.once("indie-dice.registerSystems", (registry) => {
  registry.register(toyAdapter(registry.kit));
});
