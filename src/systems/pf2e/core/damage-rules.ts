/**
 * Pathfinder 2e's damage rules as a damage question names them (docs/damage.md "A damage question"): its two
 * critical rules — the default `doubledamage` and the variant `doubledice` — and its target, whose immunities (a list
 * of damage types, `all` for every one), weaknesses and resistances (amounts by type, `all` for every one: the one
 * highest meets each instance), hardness and stamina meet the roll as pf2e's `applyIWR` and `applyDamage` do.
 */
import type { DamageOutcomes } from "../../../core/damage/damage-outcomes";
import type { CriticalRule, SystemDamageRules, TargetRule } from "../../../core/damage/damage-question";
import type { DamageTarget, RolledPart } from "../../../core/damage/damage-question-types";
import { pf2eDamageFormulas, type Pf2eCriticalRule } from "./critical-damage";
import { pf2eDamageTaken, pf2eDropChance } from "./damage-taken";
import type { Pf2eEngine } from "./pf2e-engine";

/** pf2e's instances (its partials grouped by type); a critical's bonus counts as a critical-only partial. */
function critical(engine: Pf2eEngine, rule: Pf2eCriticalRule): CriticalRule {
  return (parts, extras) => {
    const bonus = extras?.bonus.trim() ? [{ formula: extras.bonus, type: parts[0]!.type, criticalOnly: true }] : [];
    const partials = [...parts, ...bonus].map((part) => ({ ...part, criticalOnly: part.criticalOnly === true }));
    const persistent = new Set(parts.filter((part) => part.persistent).map((part) => part.type));
    return pf2eDamageFormulas(engine, partials, rule).map(({ type, formula }) => ({
      formula,
      type,
      persistent: persistent.has(type),
    }));
  };
}

/** The target's own fields, each refused by name where it is not one the rules read. */
function checkTarget({ damage }: Pf2eEngine, checked: DamageTarget): void {
  damage.targetTypes(checked, "immune");
  damage.targetAmounts(checked, "weaknesses");
  damage.targetAmounts(checked, "resistances");
  for (const field of ["hardness", "stamina"]) damage.targetNumber(checked, field);
}

/** What the target takes: each instance met by its immunities and its one highest weakness and resistance. */
function takenBy(engine: Pf2eEngine, parts: readonly RolledPart[], checked: DamageTarget): DamageOutcomes {
  const { targetAmounts, targetNumber, targetTypes } = engine.damage;
  const highest = (field: string, type: string) => {
    const amounts = targetAmounts(checked, field);
    return Math.max(0, amounts[type] ?? 0, amounts.all ?? 0);
  };
  const immune = targetTypes(checked, "immune");
  return pf2eDamageTaken(
    instancesOf(engine, parts).map((instance) => ({
      outcomes: instance.outcomes,
      persistent: instance.persistent,
      immune: immune.includes(instance.type) || immune.includes("all"),
      weakness: highest("weaknesses", instance.type),
      resistance: highest("resistances", instance.type),
    })),
    { hardness: targetNumber(checked, "hardness") },
  );
}

function target(engine: Pf2eEngine): TargetRule {
  return {
    check: (checked) => checkTarget(engine, checked),
    taken: (parts, checked) => takenBy(engine, parts, checked),
    drop: (taken, checked) =>
      pf2eDropChance(engine, taken, {
        value: checked.hp,
        temp: checked.temp ?? 0,
        stamina: engine.damage.targetNumber(checked, "stamina"),
      }),
  };
}

/** The rolled parts of one type and persistence added into one instance, in the order they first appear. */
function instancesOf(
  engine: Pf2eEngine,
  parts: readonly RolledPart[],
): { type: string; persistent: boolean; outcomes: DamageOutcomes }[] {
  const keys = [...new Set(parts.map((part) => `${part.persistent}|${part.type}`))];
  return keys.map((key) => {
    const own = parts.filter((part) => `${part.persistent}|${part.type}` === key);
    return {
      type: own[0]!.type,
      persistent: own[0]!.persistent,
      outcomes: engine.damage.sumOf(own.map((part) => part.outcomes)),
    };
  });
}

/** The rules, built with the engine the adapter (the kit) or the web calculator hands over. */
export function pf2eDamageRules(engine: Pf2eEngine): SystemDamageRules {
  return {
    criticals: { pf2eDoubleDamage: critical(engine, "doubledamage"), pf2eDoubleDice: critical(engine, "doubledice") },
    targets: { pf2e: target(engine) },
  };
}
