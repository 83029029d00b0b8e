/**
 * The damage a Pathfinder 2e target takes from a Strike's damage roll, as pf2e works it out (docs/damage.md): each
 * instance (one damage type) counts its total rounded down and at least 0, persistent damage nothing on the hit; a
 * roll whose total is 0 or less deals 1, counted as the first instance's; then for each instance dealing damage,
 * immunity (nothing), its one highest weakness added, its one highest resistance taken off (never below 0); the
 * instances added; then the target's hardness taken off. Which weakness and resistance meet which instance the
 * adapter reads from the actor (`applyIWR`); here each instance says so. Not counted yet: weaknesses that apply once a
 * roll, critical-hit and precision immunity or resistance, splash, and an ignored or redirected resistance.
 */
import type { DamageOutcomes } from "../../../core/damage/damage-outcomes";
import type { Pf2eEngine } from "./pf2e-engine";

/** One damage instance of the roll (one type), its totals as rolled, and what of the target meets it. */
export interface Pf2eDamageInstance {
  /** The instance's totals as its formula rolls them (`2 * (2d8 + 4) + 1d8` on a critical). */
  readonly outcomes: DamageOutcomes;
  /** Persistent damage: nothing on the hit (it becomes a condition). */
  readonly persistent: boolean;
  readonly immune: boolean;
  /** The highest of the target's weaknesses that meet the instance, 0 for none. */
  readonly weakness: number;
  /** The highest of its resistances that meet the instance, 0 for none. */
  readonly resistance: number;
}

/** An instance's damage after the target's immunity, weakness and resistance, from its total (at least 0). */
function afterIwr(instance: Pf2eDamageInstance, total: number): number {
  if (total <= 0 || instance.immune) return 0;
  const weakened = total + instance.weakness;
  return weakened - Math.min(weakened, instance.resistance);
}

/** The instance's totals as the roll counts them: rounded down, at least 0; persistent damage 0. */
function counted(instance: Pf2eDamageInstance): DamageOutcomes {
  const totals = new Map<number, number>();
  for (const [total, probability] of instance.outcomes) {
    const count = instance.persistent ? 0 : Math.max(Math.floor(total), 0);
    totals.set(count, (totals.get(count) ?? 0) + probability);
  }
  return [...totals];
}

/** The damage the target takes from the roll, its hardness taken off last, as exact outcomes. */
export function pf2eDamageTaken(
  instances: readonly Pf2eDamageInstance[],
  target: { readonly hardness: number },
): DamageOutcomes {
  // Walk the instances: the damage taken so far, and whether every instance so far counted 0.
  let walks = new Map<string, { taken: number; allZero: boolean; probability: number }>([
    ["0|true", { taken: 0, allZero: true, probability: 1 }],
  ]);
  for (const instance of instances) {
    const next = new Map<string, { taken: number; allZero: boolean; probability: number }>();
    for (const walk of walks.values()) {
      for (const [total, chance] of counted(instance)) {
        const taken = walk.taken + afterIwr(instance, total);
        const allZero = walk.allZero && total === 0;
        const at = `${taken}|${allZero}`;
        const known = next.get(at);
        next.set(at, { taken, allZero, probability: (known?.probability ?? 0) + walk.probability * chance });
      }
    }
    walks = next;
  }
  // A roll totalling 0 or less deals 1 (unless every instance is persistent), counted as its first instance's.
  const first = instances[0];
  const raised = instances.some((instance) => !instance.persistent);
  const totals = new Map<number, number>();
  for (const { taken, allZero, probability } of walks.values()) {
    const dealt = allZero && raised && first ? afterIwr(first, 1) : taken;
    const final = Math.max(dealt - target.hardness, 0);
    totals.set(final, (totals.get(final) ?? 0) + probability);
  }
  return [...totals].filter(([, probability]) => probability > 0).sort(([a], [b]) => a - b);
}

/** The target's hit points, temporary hit points and (the variant rule's) stamina. */
export interface Pf2eHitPoints {
  readonly value: number;
  readonly temp: number;
  readonly stamina: number;
}

/** The chance the damage taken brings the target to 0 hit points: temporary hit points and stamina are spent first. */
export function pf2eDropChance(engine: Pf2eEngine, taken: DamageOutcomes, hp: Pf2eHitPoints): number {
  if (hp.value <= 0) return 1;
  return engine.damage.chanceAtLeast(taken, hp.value + Math.max(0, hp.temp) + Math.max(0, hp.stamina));
}
