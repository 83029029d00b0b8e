/**
 * The rule sets registered with the views and with Foundry, as the module's entry registers them (src/module.ts):
 * the registries import none of them (docs/architecture.md "Layers"). The view-model and adapter projects only;
 * the core tests need the core registry alone, which registers its own.
 */
import "../../src/rule-sets/ui";
import "../../src/rule-sets/foundry";
