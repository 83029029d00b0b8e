/**
 * The rule sets registered for a bench as the module's entry registers them (src/rule-sets/built-in.ts, one package
 * each), without their Foundry layers, as the web calculator builds them (scripts/without-foundry-layer.mjs): Node's
 * resolve hook is registered first, then the list is imported. JavaScript, so that the benches' type-check
 * (tsconfig.json, without Foundry's types) does not follow the packages into the Foundry layers, which
 * tsconfig.foundry.json checks (docs/architecture.md "Adding a rule set").
 */
import { register } from "node:module";

register("../scripts/without-foundry-layer.mjs", import.meta.url);
await import("../src/rule-sets/built-in.ts");
