/**
 * The damage a D&D 5e target takes from a roll, as dnd5e's `Actor5e#calculateDamage` works it out when the GM applies
 * it with the tray's defaults (multiplier 1, nothing ignored or downgraded; docs/damage.md): for each part in the
 * roll's order, immunity (nothing), the target's damage modification of the part's type and then of all damage, each
 * spent once a roll, never turning the part's sign (then 0), resistance (halved toward 0), vulnerability (doubled);
 * the parts added and truncated; a total above 0 but under the damage threshold becomes 0. Which of a target's
 * traits meets which part (its type, a physical part's bypassing properties) the adapter reads from the actor; here
 * each part says so.
 */
import type { DamageOutcomes } from "../../../core/damage/damage-outcomes";
import type { Dnd5eEngine } from "./dnd5e-engine";

/** One part of a damage roll (one damage type) and which of the target's traits it meets. */
export interface Dnd5eDamagePart {
  readonly outcomes: DamageOutcomes;
  /** The part's damage type (the key of its modification). */
  readonly type: string;
  readonly immune: boolean;
  readonly resistant: boolean;
  readonly vulnerable: boolean;
  /** Whether the target's damage modifications meet this part (a physical part's properties may bypass them). */
  readonly modified: boolean;
}

/** What of a target changes the damage it takes, but for the traits each part meets. */
export interface Dnd5eDamageTarget {
  /** The target's damage modification by damage type, "ALL" for all damage (dnd5e's `traits.dm.amount`). */
  readonly modifications: Readonly<Record<string, number>>;
  /** The damage threshold (`attributes.hp.dt`), 0 for none. */
  readonly threshold: number;
}

/** A state of the walk over the parts: the damage so far, and what is left of each modification. */
interface Walk {
  readonly amount: number;
  readonly left: Readonly<Record<string, number>>;
}

/**
 * The damage the target takes from the roll, as exact outcomes (every part rolled independently); `multiplier` is the
 * tray's (½ where a save halves the damage: applied to each part after its modification, before its resistance, as
 * `calculateDamage` does, so that only the sum is truncated).
 */
export function dnd5eDamageTaken(
  parts: readonly Dnd5eDamagePart[],
  target: Dnd5eDamageTarget,
  multiplier = 1,
): DamageOutcomes {
  let walks = new Map<string, { walk: Walk; probability: number }>([
    [
      key({ amount: 0, left: target.modifications }),
      { walk: { amount: 0, left: target.modifications }, probability: 1 },
    ],
  ]);
  for (const part of parts) {
    const next = new Map<string, { walk: Walk; probability: number }>();
    for (const { walk, probability } of walks.values()) {
      for (const [value, chance] of part.outcomes) {
        const after = takePart(walk, part, value, multiplier);
        const at = key(after);
        const known = next.get(at);
        next.set(at, { walk: after, probability: (known?.probability ?? 0) + probability * chance });
      }
    }
    walks = next;
  }
  const totals = new Map<number, number>();
  for (const { walk, probability } of walks.values()) {
    const amount = Math.trunc(walk.amount);
    const taken = amount > 0 && amount < target.threshold ? 0 : amount;
    totals.set(taken, (totals.get(taken) ?? 0) + probability);
  }
  return [...totals].filter(([, probability]) => probability > 0).sort(([a], [b]) => a - b);
}

function takePart(walk: Walk, part: Dnd5eDamagePart, rolled: number, multiplier: number): Walk {
  if (part.immune) return walk;
  let value = rolled;
  const left = { ...walk.left };
  if (part.modified) {
    for (const type of [part.type, "ALL"]) {
      const modification = left[type];
      if (!modification) continue;
      const before = value;
      value = Math.sign(value) === Math.sign(value + modification) ? value + modification : 0;
      left[type] = modification + before - value;
    }
  }
  value *= multiplier;
  if (part.resistant) value = Math.trunc(value / 2);
  if (part.vulnerable) value *= 2;
  return { amount: walk.amount + value, left };
}

function key(walk: Walk): string {
  return `${walk.amount}|${Object.entries(walk.left)
    .map(([type, left]) => `${type}:${left}`)
    .join(",")}`;
}

/** The target's hit points and temporary hit points (`attributes.hp.value`, `.temp`). */
export interface Dnd5eHitPoints {
  readonly value: number;
  readonly temp: number;
}

/**
 * The chance the damage taken drops the target to 0 hit points: temporary hit points absorb first, and the rest
 * must reach its hit points (`Actor5e#applyDamage`). A target already at 0 is dropped whatever happens.
 */
export function dnd5eDropChance(engine: Dnd5eEngine, taken: DamageOutcomes, hp: Dnd5eHitPoints): number {
  if (hp.value <= 0) return 1;
  return engine.damage.chanceAtLeast(taken, hp.value + Math.max(0, hp.temp));
}

/** What the target takes from the attack's damage on a hit and on a critical (each from `dnd5eDamageTaken`). */
export interface Dnd5eAttackDamage {
  readonly hit: DamageOutcomes;
  readonly critical: DamageOutcomes;
}

/**
 * The chance one attack drops the target, from the attack's figures as the d20 dialog reads them (d20-odds.ts):
 * `hit` counts every hit, a critical among them (a critical always hits), `critical` the criticals. A critical deals
 * the critical's damage, any other hit the hit's, a miss nothing.
 */
export function dnd5eAttackDropChance(
  engine: Dnd5eEngine,
  chances: { readonly hit: number; readonly critical: number },
  taken: Dnd5eAttackDamage,
  hp: Dnd5eHitPoints,
): number {
  const attack = engine.damage.mixture([
    { weight: 1 - chances.hit, outcomes: engine.damage.NO_DAMAGE },
    { weight: chances.hit - chances.critical, outcomes: taken.hit },
    { weight: chances.critical, outcomes: taken.critical },
  ]);
  return dnd5eDropChance(engine, attack, hp);
}

/**
 * The chance a damage roll a save halves drops the target (a Fireball; dnd5e's save activity, `damage.onSave` "half"):
 * the target fails its save with the chance `1 − saved` and takes `taken` (the damage at ×1), or makes it and takes
 * `halved` (the same roll at ×½, `dnd5eDamageTaken(…, 0.5)`) — or nothing where the save leaves none (`onSave`
 * "none": pass the engine's NO_DAMAGE).
 */
export function dnd5eSaveDropChance(
  engine: Dnd5eEngine,
  saved: number,
  taken: DamageOutcomes,
  halved: DamageOutcomes,
  hp: Dnd5eHitPoints,
): number {
  const save = engine.damage.mixture([
    { weight: 1 - saved, outcomes: taken },
    { weight: saved, outcomes: halved },
  ]);
  return dnd5eDropChance(engine, save, hp);
}
