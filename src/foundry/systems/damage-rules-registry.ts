/**
 * The game systems' damage rules a damage question may name (`api.odds.damage`, docs/systems.md "A damage question"):
 * each registered adapter's `damageRules`, built in or a module's, in the order they were registered, read when a
 * question is asked.
 */
import { damageRules, type DamageRules } from "../../core/damage/damage-question";
import { systemAdapters } from "./system-registry";

/** Every registered system's rules, with the core's own (a hit, a target of no system). */
export function systemDamageRules(): DamageRules {
  return damageRules(systemAdapters().flatMap((adapter) => (adapter.damageRules ? [adapter.damageRules] : [])));
}
