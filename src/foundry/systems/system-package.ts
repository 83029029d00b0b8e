/**
 * The one registration of a game system's adapter, built in or from a module of its own (docs/systems.md "The hook"):
 * in `init`, after the rule sets, Indie Dice opens a registry whose kit is the rule sets' (docs/rule-set-authors.md
 * "What to import: nothing at run time — the kit"), registers the built-in adapters on it (src/systems/foundry.ts),
 * then calls `indie-dice.registerSystems` with it for the modules' own. Each passes the same checks: a clash of ids is
 * refused by name, never overwritten; what is refused is logged once the translations are loaded, as for rule sets
 * (src/foundry/rule-set-package.ts).
 */
import type { RuleSetKit } from "../composition";
import { refuse, registrationWindow, type RegistryRefusal } from "../registration-window";
import type { SystemAdapter } from "./system-adapter";
import { addSystemAdapter, builtInSystems, hasSystemAdapter, startSystemRegistry } from "./system-registry";

/** The version of `SystemAdapter` this Indie Dice takes; raised when a member changes meaning or goes. */
export const SYSTEM_API_VERSION = 1;

/** The hook Indie Dice calls in `init` with the registry. */
const REGISTER_SYSTEMS_HOOK = "indie-dice.registerSystems";

/** What the hook's listeners receive. */
export interface SystemRegistry {
  readonly apiVersion: number;
  /** The building blocks (src/root/rule-set-kit.ts): the engine's exact odds of any formula among them. */
  readonly kit: RuleSetKit;
  /** Registers the adapter; false, and a console error, when it is refused. */
  register(adapter: SystemAdapter): boolean;
}

const registration = registrationWindow();

function refusalOf(adapter: SystemAdapter): RegistryRefusal | null {
  const id = String(adapter?.id);
  if (!registration.isOpen()) return ["SystemClosed", { id }];
  // A module's script may hand anything: what is no adapter of this version is refused, never read.
  if (adapter?.apiVersion !== SYSTEM_API_VERSION)
    return ["SystemApiVersion", { id, given: String(adapter?.apiVersion), expected: String(SYSTEM_API_VERSION) }];
  if (hasSystemAdapter(id)) return ["SystemDuplicateId", { id }];
  return null;
}

/** The registry the hook hands over, with the kit the composition root gave. */
const registryWith = (kit: RuleSetKit): SystemRegistry =>
  Object.freeze({
    apiVersion: SYSTEM_API_VERSION,
    kit,
    register(adapter: SystemAdapter): boolean {
      const refusal = refusalOf(adapter);
      if (refusal) return refuse(refusal);
      addSystemAdapter(adapter);
      return true;
    },
  });

/**
 * Registers the built-in adapters, then calls the hook (in `init`): the built-in ones are registered as a module's
 * are, before any module's listener runs, whatever order Foundry loaded the scripts in. Registration closes when the
 * hook returns.
 */
export function registerSystems(kit: RuleSetKit): void {
  const registry = registryWith(kit);
  registration.run(() => {
    startSystemRegistry();
    for (const adapter of builtInSystems(kit)) registry.register(adapter);
    Hooks.callAll(REGISTER_SYSTEMS_HOOK, registry);
  });
}
