/**
 * D&D 5e's damage rules as a damage question names them (docs/damage.md "A damage question"): its three critical
 * rules — dice doubled (the default), the world's *Multiply Modifiers*, the world's *Maximize Dice* — and its target,
 * whose immunities, resistances, vulnerabilities (lists of damage types), damage modifications (by type, `ALL` for all
 * damage) and damage threshold meet each part as `Actor5e#calculateDamage` does.
 */
import type { CriticalRule, SystemDamageRules, TargetRule } from "../../../core/damage/damage-question";
import { dnd5eCriticalFormula } from "./critical-damage";
import { dnd5eDamageTaken, dnd5eDropChance } from "./damage-taken";
import type { Dnd5eEngine } from "./dnd5e-engine";

/** A critical by dnd5e's `configureDamage`: the first part carries the extra dice and the bonus. */
function critical(engine: Dnd5eEngine, multiplyModifiers: boolean, maximizeDice: boolean): CriticalRule {
  return (parts, extras) =>
    parts.map((part, index) => {
      const settings = {
        multiplyModifiers,
        maximizeDice,
        extraDice: extras?.extraDice ?? 0,
        bonus: extras?.bonus ?? "",
      };
      return engine.damage.builtPart(dnd5eCriticalFormula(engine, part.formula, settings, index === 0), part);
    });
}

const TRAITS = ["immune", "resistant", "vulnerable"] as const;

function target(engine: Dnd5eEngine): TargetRule {
  const { targetAmounts, targetNumber, targetTypes } = engine.damage;
  return {
    check: (checked) => {
      for (const field of TRAITS) targetTypes(checked, field);
      targetAmounts(checked, "modifications");
      targetNumber(checked, "threshold");
    },
    taken: (parts, checked) => {
      const has = (field: (typeof TRAITS)[number], type: string) => targetTypes(checked, field).includes(type);
      return dnd5eDamageTaken(
        parts.map((part) => ({
          outcomes: part.outcomes,
          type: part.type,
          immune: has("immune", part.type),
          resistant: has("resistant", part.type),
          vulnerable: has("vulnerable", part.type),
          // Which physical parts a modification's bypassing properties let through is the adapter's to read.
          modified: true,
        })),
        { modifications: targetAmounts(checked, "modifications"), threshold: targetNumber(checked, "threshold") },
      );
    },
    drop: (taken, checked) => dnd5eDropChance(engine, taken, { value: checked.hp, temp: checked.temp ?? 0 }),
  };
}

/** The rules a damage question names (the adapter's `damageRules`; the calculator's Damage view's). */
export function dnd5eDamageRules(engine: Dnd5eEngine): SystemDamageRules {
  return {
    criticals: {
      dnd5e: critical(engine, false, false),
      dnd5eMultiplyModifiers: critical(engine, true, false),
      dnd5eMaximizeDice: critical(engine, false, true),
    },
    targets: { dnd5e: target(engine) },
  };
}
