/**
 * The public registration of a game system's adapter from a module of its own (docs/systems.md "Systems from other
 * modules"): in `init`, after the rule sets, Indie Dice calls `indie-dice.registerSystems` with a registry whose kit
 * is the rule sets' (docs/rule-set-authors.md "What to import: nothing at run time — the kit"). A clash of ids is refused by name, never
 * overwritten; what is refused is logged once the translations are loaded, as for rule sets
 * (src/foundry/rule-set-package.ts).
 */
import { RULE_SET_KIT, type RuleSetKit } from "../rule-set-kit";
import { refuse, registrationWindow, type RegistryRefusal } from "../registration-window";
import type { SystemAdapter } from "./system-adapter";
import { addSystemAdapter, hasSystemAdapter } from "./system-registry";

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

const registration = registrationWindow();

function refusalOf(adapter: SystemAdapter): RegistryRefusal | null {
  const id = String(adapter?.id);
  if (!registration.isOpen()) return ["SystemClosed", { id }];
  if (adapter.apiVersion !== SYSTEM_API_VERSION) return ["SystemApiVersion", { id, given: String(adapter.apiVersion), expected: String(SYSTEM_API_VERSION) }];
  if (hasSystemAdapter(id)) return ["SystemDuplicateId", { id }];
  return null;
}

const registry: SystemRegistry = Object.freeze({
  apiVersion: SYSTEM_API_VERSION,
  kit: RULE_SET_KIT,
  register(adapter: SystemAdapter): boolean {
    const refusal = refusalOf(adapter);
    if (refusal) return refuse(refusal);
    addSystemAdapter(adapter);
    return true;
  },
});

/** Calls the hook (in `init`); registration closes when it returns. */
export function registerModulesSystems(): void {
  registration.run(() => Hooks.callAll(REGISTER_SYSTEMS_HOOK, registry));
}
