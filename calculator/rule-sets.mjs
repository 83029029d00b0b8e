/**
 * The rule sets registered for the page as the module's entry registers them (src/rule-sets/built-in.ts, one package
 * each), built without their Foundry layers (scripts/without-foundry-layer.mjs). JavaScript, so that the
 * page's type-check (tsconfig.json, without Foundry's types) does not follow it into the Foundry layers, which
 * tsconfig.foundry.json checks (docs/architecture.md "Adding a rule set").
 */
import "../src/rule-sets/built-in.ts";
