/**
 * Node's resolve hook that builds the rule sets' packages without their Foundry layers
 * (scripts/without-foundry-layer.mjs), registered before a bench's modules load (`node --import
 * ./bench/without-foundry.mjs`, package.json "bench"): a hook registered by a bench's own import would come too late
 * for the imports beside it, and a registration deferred to a top-level await lets modules that read the registry as
 * they load (src/ui/dialog-models.ts) run before it.
 */
import { register } from "node:module";

register("../scripts/without-foundry-layer.mjs", import.meta.url);
