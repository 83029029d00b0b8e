/**
 * The game systems' damage rules a damage question may name (`api.odds.damage`, docs/systems.md "A damage question"):
 * each built-in system's declared by its line in src/systems/foundry.ts, read when a question is asked.
 */
import { damageRules, type DamageRules, type SystemDamageRules } from "../../core/damage/damage-question";

const builtIns: SystemDamageRules[] = [];

/** A built-in system's damage rules, named at import; returns what takes them out again (for a test's own). */
export function builtInDamageRules(rules: SystemDamageRules): () => void {
  builtIns.push(rules);
  return () => void builtIns.splice(builtIns.indexOf(rules), 1);
}

/** Every system's rules, with the core's own (a hit, a target of no system). */
export function systemDamageRules(): DamageRules {
  return damageRules(builtIns);
}
