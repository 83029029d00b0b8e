/**
 * Pathfinder 2e's damage rules as a damage question names them (docs/damage.md "A damage question"): its two
 * critical rules — the default `doubledamage` and the variant `doubledice` — and its target, whose immunities (a list
 * of damage types, `all` for every one), weaknesses and resistances (amounts by type, `all` for every one: the one
 * highest meets each instance), hardness and stamina meet the roll as pf2e's `applyIWR` and `applyDamage` do.
 */
import { sumOf, type DamageOutcomes } from "../../../core/damage/damage-outcomes";
import {
  targetAmounts,
  targetNumber,
  targetTypes,
  type CriticalRule,
  type SystemDamageRules,
  type TargetRule,
} from "../../../core/damage/damage-question";
import type { RolledPart } from "../../../core/damage/damage-question-types";
import { pf2eDamageFormulas, type Pf2eCriticalRule } from "./critical-damage";
import { pf2eDamageTaken, pf2eDropChance } from "./damage-taken";

/** pf2e's instances (its partials grouped by type); a critical's bonus counts as a critical-only partial. */
function critical(rule: Pf2eCriticalRule): CriticalRule {
  return (parts, extras) => {
    const bonus = extras?.bonus.trim() ? [{ formula: extras.bonus, type: parts[0]!.type, criticalOnly: true }] : [];
    const partials = [...parts, ...bonus].map((part) => ({ ...part, criticalOnly: part.criticalOnly === true }));
    const persistent = new Set(parts.filter((part) => part.persistent).map((part) => part.type));
    return pf2eDamageFormulas(partials, rule).map(({ type, formula }) => ({
      formula,
      type,
      persistent: persistent.has(type),
    }));
  };
}

const target: TargetRule = {
  check: (checked) => {
    targetTypes(checked, "immune");
    targetAmounts(checked, "weaknesses");
    targetAmounts(checked, "resistances");
    for (const field of ["hardness", "stamina"]) targetNumber(checked, field);
  },
  taken: (parts, checked) => {
    const highest = (field: string, type: string) => {
      const amounts = targetAmounts(checked, field);
      return Math.max(0, amounts[type] ?? 0, amounts.all ?? 0);
    };
    const immune = targetTypes(checked, "immune");
    return pf2eDamageTaken(
      instancesOf(parts).map((instance) => ({
        outcomes: instance.outcomes,
        persistent: instance.persistent,
        immune: immune.includes(instance.type) || immune.includes("all"),
        weakness: highest("weaknesses", instance.type),
        resistance: highest("resistances", instance.type),
      })),
      { hardness: targetNumber(checked, "hardness") },
    );
  },
  drop: (taken, checked) =>
    pf2eDropChance(taken, { value: checked.hp, temp: checked.temp ?? 0, stamina: targetNumber(checked, "stamina") }),
};

/** The rolled parts of one type and persistence added into one instance, in the order they first appear. */
function instancesOf(parts: readonly RolledPart[]): { type: string; persistent: boolean; outcomes: DamageOutcomes }[] {
  const keys = [...new Set(parts.map((part) => `${part.persistent}|${part.type}`))];
  return keys.map((key) => {
    const own = parts.filter((part) => `${part.persistent}|${part.type}` === key);
    return { type: own[0]!.type, persistent: own[0]!.persistent, outcomes: sumOf(own.map((part) => part.outcomes)) };
  });
}

export const pf2eDamageRules: SystemDamageRules = {
  criticals: { pf2eDoubleDamage: critical("doubledamage"), pf2eDoubleDice: critical("doubledice") },
  targets: { pf2e: target },
};
