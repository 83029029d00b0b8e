/**
 * The game systems' adapters (docs/systems.md "An adapter"), keyed by the id of the system each reads: the built-in
 * ones register at import (src/systems/foundry.ts, one line each), a module's own in `init` through the public hook
 * `indie-dice.registerSystems` — the same way, with the same kit a rule set's module gets (docs/rule-set-authors.md
 * "What to import"). A clash of ids is refused by name, never overwritten; what is refused is logged once the
 * translations are loaded, as for rule sets (src/foundry/rule-set-package.ts).
 */
import { RULE_SET_KIT, type RuleSetKit } from "../rule-set-kit";
import type { SystemAdapter } from "./system-adapter";
import { refuse, registrationWindow, type RegistryRefusal } from "../registration-window";

/** The version of `SystemAdapter` this Indie Dice takes; raised when a member changes meaning or goes. */
export const SYSTEM_API_VERSION = 1;

/** The hook Indie Dice calls in `init` with the registry. */
const REGISTER_SYSTEMS_HOOK = "indie-dice.registerSystems";

/** What the hook's listeners receive. */
export interface SystemRegistry {
  readonly apiVersion: number;
  /** The building blocks (src/foundry/rule-set-kit.ts): the engine's exact odds of any formula among them. */
  readonly kit: RuleSetKit;
  /** Registers the adapter; false, and a console error, when it is refused. */
  register(adapter: SystemAdapter): boolean;
}

const adapters = new Map<string, SystemAdapter>();

/** A built-in adapter, at import (before any hook). Throws on a clash: two built-in adapters of one id are a bug. */
export function registerSystemAdapter(adapter: SystemAdapter): void {
  if (adapters.has(adapter.id)) throw new Error(`Indie Dice: a system adapter for "${adapter.id}" is registered twice`);
  adapters.set(adapter.id, adapter);
}

/** The adapter of the system this world runs, or null. */
export function systemAdapterOf(systemId: string | undefined): SystemAdapter | null {
  return systemId === undefined ? null : (adapters.get(systemId) ?? null);
}

const registration = registrationWindow();

function refusalOf(adapter: SystemAdapter): RegistryRefusal | null {
  const id = String(adapter?.id);
  if (!registration.isOpen()) return ["SystemClosed", { id }];
  if (adapter.apiVersion !== SYSTEM_API_VERSION) return ["SystemApiVersion", { id, given: String(adapter.apiVersion), expected: String(SYSTEM_API_VERSION) }];
  if (adapters.has(id)) return ["SystemDuplicateId", { id }];
  return null;
}

const registry: SystemRegistry = Object.freeze({
  apiVersion: SYSTEM_API_VERSION,
  kit: RULE_SET_KIT,
  register(adapter: SystemAdapter): boolean {
    const refusal = refusalOf(adapter);
    if (refusal) return refuse(refusal);
    adapters.set(adapter.id, adapter);
    return true;
  },
});

/** Calls the hook (in `init`); registration closes when it returns. */
export function registerModulesSystems(): void {
  registration.run(() => Hooks.callAll(REGISTER_SYSTEMS_HOOK, registry));
}
