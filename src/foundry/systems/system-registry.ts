/**
 * The game systems' adapters (docs/systems.md "An adapter"), keyed by the id of the system each reads: the built-in
 * ones register at import (src/systems/foundry.ts, one line each), a module's own in `init` through the public hook
 * (system-package.ts).
 */
import type { SystemAdapter } from "./system-adapter";

const adapters = new Map<string, SystemAdapter>();

/** A built-in adapter, at import (before any hook). Throws on a clash: two built-in adapters of one id are a bug. */
export function registerSystemAdapter(adapter: SystemAdapter): void {
  if (adapters.has(adapter.id)) throw new Error(`Indie Dice: a system adapter for "${adapter.id}" is registered twice`);
  adapters.set(adapter.id, adapter);
}

/** Whether an adapter for this system is registered. */
export function hasSystemAdapter(id: string): boolean {
  return adapters.has(id);
}

/** Registers an adapter a module's hook listener gave, once the package has checked it (system-package.ts). */
export function addSystemAdapter(adapter: SystemAdapter): void {
  adapters.set(adapter.id, adapter);
}

/** The adapter of the system this world runs, or null. */
export function systemAdapterOf(systemId: string | undefined): SystemAdapter | null {
  return systemId === undefined ? null : (adapters.get(systemId) ?? null);
}

