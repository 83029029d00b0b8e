/**
 * The game systems' adapters (docs/systems.md "An adapter"), keyed by the id of the system each reads. Built-in or a
 * module's, each is registered the one way: in `init`, on the registry the hook `indie-dice.registerSystems` hands
 * over, through the same checks (system-package.ts) — the built-in ones first (src/systems/foundry.ts, one line each),
 * then each module's listener.
 */
import type { RuleSetKit } from "../composition";
import type { SystemAdapter } from "./system-adapter";

/**
 * A built-in adapter, built with the kit as a module's own is (docs/systems.md "Systems from other modules"): it
 * imports nothing of Indie Dice at run time but what the kit hands it.
 */
type BuiltInSystem = (kit: RuleSetKit) => SystemAdapter;

/** The built-in adapters, in the order their lines name them; registered on the registry when `init` opens it. */
const builtIns: BuiltInSystem[] = [];

let adapters = new Map<string, SystemAdapter>();

/**
 * A built-in adapter, named at import (src/systems/foundry.ts): registered in `init` on the hook's registry before any
 * module's listener runs, so that a module's adapter of the same id is the one refused. Returns what takes it out of
 * the built-in ones again (for a test's own, which the process would otherwise keep).
 */
export function builtInSystem(adapter: BuiltInSystem): () => void {
  builtIns.push(adapter);
  return () => void builtIns.splice(builtIns.indexOf(adapter), 1);
}

/** The built-in adapters, built with this kit, for the registry to register first. */
export function builtInSystems(kit: RuleSetKit): readonly SystemAdapter[] {
  return builtIns.map((adapter) => adapter(kit));
}

/**
 * A registry with nothing registered yet: each `init` registers every adapter anew (Foundry runs `init` once a page;
 * the tests start Indie Dice again in one process).
 */
export function startSystemRegistry(): void {
  adapters = new Map();
}

/** Whether an adapter for this system is registered. */
export function hasSystemAdapter(id: string): boolean {
  return adapters.has(id);
}

/**
 * Registers an adapter, once the registry has checked it (system-package.ts): an id taken is refused there, never
 * overwritten.
 */
export function addSystemAdapter(adapter: SystemAdapter): void {
  adapters.set(adapter.id, adapter);
}

/** Every registered adapter, in the order registered (the built-in ones first). */
export function systemAdapters(): readonly SystemAdapter[] {
  return [...adapters.values()];
}

/** The adapter of the system this world runs, or null. */
export function systemAdapterOf(systemId: string | undefined): SystemAdapter | null {
  return systemId === undefined ? null : (adapters.get(systemId) ?? null);
}
