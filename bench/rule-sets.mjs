/**
 * The rule sets registered for a bench as the module's entry registers them (src/rule-sets/built-in.ts, one package
 * each), without their Foundry layers, as the web calculator builds them (scripts/without-foundry-layer.mjs, whose
 * resolve hook the bench's command registers first: bench/without-foundry.mjs). JavaScript, so that the benches'
 * type-check (tsconfig.json, without Foundry's types) does not follow the packages into the Foundry layers, which
 * tsconfig.foundry.json checks (docs/architecture.md "Adding a rule set").
 */
import "../src/rule-sets/built-in.ts";
