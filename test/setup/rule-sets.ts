/**
 * The rule sets registered with the views and with Foundry, as the module's entry registers them (src/module.ts):
 * the registries import none of them (docs/architecture.md "Layers"). src/rule-sets/built-in.ts registers each
 * rule set's package with every layer. Foundry's classes that their Roll classes extend are defined before
 * (foundry-classes.ts), as Foundry's client code is before a module's scripts run.
 */
import "./foundry-classes";
import "../../src/rule-sets/built-in";
import "../../src/rule-sets/contest-kinds";
import "../../src/card-kinds/shared";
import "../../src/systems/foundry";
