/**
 * The composition root (docs/architecture.md "The composition root"): the one place above the layers, the rule sets
 * and the card kinds that assembles what spans them — the kit a module's rule set or adapter is handed
 * (rule-set-kit.ts), the public API (api.ts) and the card chunk (card-chunk.ts, imported lazily: its own chunk of the
 * build) — and hands them to the hooks. It imports the layers; nothing but the entry (src/module.ts) and the tests'
 * setups imports it, so no arrow runs back up (the shape check holds it at 0).
 */
import type { Composition } from "../foundry/composition";
import { listenHooks } from "../foundry/hooks";
import { createApi } from "./api";
import { RULE_SET_KIT } from "./rule-set-kit";

/** What the hooks are handed: the kit, the API's assembly, the card chunk's import. */
export const COMPOSITION: Composition = {
  kit: RULE_SET_KIT,
  createApi,
  importCardChunk: () => import("./card-chunk"),
};

/** Registers Indie Dice's hooks with what the root assembled (the entry's one call). */
export function listenAll(): void {
  listenHooks(COMPOSITION);
}
