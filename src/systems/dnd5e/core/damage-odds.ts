/**
 * The figures of a D&D 5e damage roll (docs/damage.md "D&D 5e"): each choice's rolls — each formula as dnd5e's own
 * `configureDamage` made it for that button — read exactly, each clamped at 0 as dnd5e's chat and apply tray count a
 * roll (`Math.max(0, roll.total)`), and added; for each target whose numbers the viewer may see, the chance each
 * choice drops it, after its own adjustments (damage-taken.ts). A target the viewer may not see has no numbers here
 * at all, so nothing is worked out from them.
 */
import type { DamageOutcomes } from "../../../core/damage/damage-outcomes";
import type { SystemOdds } from "../../../core/systems/system-odds-types";
import type { SystemDamageRoll, SystemDamageTarget } from "../../../core/systems/system-damage-types";
import {
  dnd5eAttackDropChance,
  dnd5eDamageTaken,
  dnd5eDropChance,
  dnd5eSaveDropChance,
  type Dnd5eDamagePart,
  type Dnd5eHitPoints,
} from "./damage-taken";
import type { Dnd5eEngine } from "./dnd5e-engine";

/** The dialog's buttons, in its order (damage-configuration-dialog.mjs). */
export const DAMAGE_CHOICES = ["critical", "normal"] as const;
export type DamageChoice = (typeof DAMAGE_CHOICES)[number];

/** Which of a target's traits one roll (one part) meets: dnd5e's #changeHasEffect for its type and properties. */
export interface Dnd5ePartTraits {
  readonly immune: boolean;
  readonly resistant: boolean;
  readonly vulnerable: boolean;
  readonly modified: boolean;
}

/** What of a target the figures need: the numbers at the time they are read, and the traits each roll meets. */
export interface Dnd5eTargetNumbers {
  readonly hp: Dnd5eHitPoints;
  readonly threshold: number;
  readonly modifications: Readonly<Record<string, number>>;
  /** One a roll, in the rolls' order. */
  readonly parts: readonly Dnd5ePartTraits[];
  /** Where a save decides the damage (a save activity's): the chance the target makes it. */
  readonly saved?: number;
}

/** What a save activity's damage does on a made save (`damage.onSave`, save-sheet.mjs's options). */
export const DAMAGE_ON_SAVE = ["none", "half", "full"] as const;
export type Dnd5eDamageOnSave = (typeof DAMAGE_ON_SAVE)[number];

/**
 * The chance a target makes a save of `bonus` against `dc`: d20 + bonus at or above the DC (`BasicRoll#isSuccess`;
 * a save has no natural-20 rule in dnd5e), each face of the d20 alike.
 */
export function dnd5eSaveChance(bonus: number, dc: number): number {
  const faces = 21 - Math.ceil(dc - bonus);
  return Math.min(20, Math.max(0, faces)) / 20;
}

/** One choice: the formula of each of its rolls, as configured for it. */
interface Dnd5eDamageChoice {
  readonly id: DamageChoice;
  readonly formulas: readonly string[];
}

export interface Dnd5eDamageQuestion {
  readonly choices: readonly Dnd5eDamageChoice[];
  /** Each roll's damage type (`roll.options.type`), in the rolls' order. */
  readonly types: readonly string[];
  /** Each target: its name, and its numbers where the viewer may see them (else null). */
  readonly targets: readonly { readonly name: string; readonly numbers: Dnd5eTargetNumbers | null }[];
  /** A save activity's damage: what a made save leaves of it (the message's `roll.damageOnSave`), else absent. */
  readonly onSave?: Dnd5eDamageOnSave | null;
}

/** One roll's totals as dnd5e counts a roll: at least 0. Refuses (IndieDiceError) what it cannot answer exactly. */
function rollOutcomes(engine: Dnd5eEngine, formula: string): DamageOutcomes {
  const { outcomes } = engine.systems.formulaDistribution(formula);
  return engine.damage.mapTotals(outcomes, (total) => Math.max(0, total));
}

export function dnd5eDamageOdds(engine: Dnd5eEngine, question: Dnd5eDamageQuestion): SystemOdds {
  const rolls = question.choices.map(({ id, formulas }) => ({
    id,
    parts: formulas.map((formula) => rollOutcomes(engine, formula)),
  }));
  const damageRolls: SystemDamageRoll[] = rolls.map(({ id, parts }) => ({
    choice: id,
    outcomes: engine.damage.sumOf(parts),
  }));
  const targets: SystemDamageTarget[] = question.targets.map(({ name, numbers }) => ({
    name,
    chances: numbers && rolls.map(({ parts }) => dropChance(engine, parts, question.types, numbers, question.onSave)),
  }));
  return {
    target: null,
    totals: [],
    choices: question.choices.map(({ id }) => ({ id, outcomes: [] })),
    damage: { rolls: damageRolls, targets },
  };
}

/**
 * The chance the rolls drop the target; where a save decides the damage (and the target's chance to make it is
 * known), a failed save takes the damage at ×1 and a made one what `onSave` leaves: the tray's ×½ for "half".
 */
function dropChance(
  engine: Dnd5eEngine,
  parts: readonly DamageOutcomes[],
  types: readonly string[],
  numbers: Dnd5eTargetNumbers,
  onSave: Dnd5eDamageOnSave | null = null,
): number {
  const full = taken(parts, types, numbers);
  if (!onSave || numbers.saved === undefined) return dnd5eDropChance(engine, full, numbers.hp);
  const made =
    onSave === "none" ? engine.damage.NO_DAMAGE : onSave === "half" ? taken(parts, types, numbers, 0.5) : full;
  return dnd5eSaveDropChance(engine, numbers.saved, full, made, numbers.hp);
}

/** What the target takes from these rolls (one a part), after its own adjustments. */
function taken(
  parts: readonly DamageOutcomes[],
  types: readonly string[],
  numbers: Dnd5eTargetNumbers,
  multiplier = 1,
): DamageOutcomes {
  const described: Dnd5eDamagePart[] = parts.map((outcomes, index) => ({
    outcomes,
    type: types[index] ?? "",
    ...(numbers.parts[index] ?? { immune: false, resistant: false, vulnerable: false, modified: true }),
  }));
  const target = { modifications: numbers.modifications, threshold: numbers.threshold };
  return dnd5eDamageTaken(described, target, multiplier);
}

/** An attack's damage rolls as dnd5e would configure them on a hit and on a critical: each roll's formula. */
export interface Dnd5eAttackRolls {
  readonly hit: readonly string[];
  readonly critical: readonly string[];
  readonly types: readonly string[];
}

/**
 * The attack dialog's figures with the chance each of its choices drops the one target (docs/damage.md): each
 * choice's hit and critical chances as the d20 figures give them (a critical among the hits), the damage of a hit and
 * of a critical. Without a hit chance (no target AC) nothing is added; a target the viewer may not see: null.
 */
export function withAttackDrop(
  engine: Dnd5eEngine,
  odds: SystemOdds,
  rolls: Dnd5eAttackRolls,
  target: { readonly name: string; readonly numbers: Dnd5eTargetNumbers | null },
): SystemOdds {
  const weights = odds.choices.map(({ outcomes }) => ({
    hit: outcomes.find(({ key }) => key === "hit")?.probability,
    critical: outcomes.find(({ key }) => key === "critical")?.probability ?? 0,
  }));
  if (weights.some(({ hit }) => hit === undefined)) return odds;
  const numbers = target.numbers;
  let chances: number[] | null = null;
  if (numbers) {
    const outcomesOf = (formulas: readonly string[]) => formulas.map((formula) => rollOutcomes(engine, formula));
    const damage = {
      hit: taken(outcomesOf(rolls.hit), rolls.types, numbers),
      critical: taken(outcomesOf(rolls.critical), rolls.types, numbers),
    };
    chances = weights.map(({ hit, critical }) =>
      dnd5eAttackDropChance(engine, { hit: hit ?? 0, critical }, damage, numbers.hp),
    );
  }
  return { ...odds, damage: { rolls: [], targets: [{ name: target.name, chances }] } };
}
