/**
 * The rule sets registered for a bench as the module's entry registers them (src/rule-sets/built-in.ts, one package
 * each). A package carries its Foundry layer, whose Roll classes extend Foundry's, so the Foundry double's classes are
 * defined first, as in the tests' setup. JavaScript, so that the benches' type-check (tsconfig.json, without
 * Foundry's types) does not follow it into the Foundry layers, which tsconfig.foundry.json checks
 * (docs/architecture.md "Adding a rule set").
 */
import "../test/setup/foundry-classes.ts";
import "../src/rule-sets/built-in.ts";
