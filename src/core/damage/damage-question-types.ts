/**
 * The shapes of a damage question and its answer (src/core/damage/damage-question.ts, `api.odds.damage`;
 * docs/systems.md "A damage question").
 */
import type { DamageOutcomes } from "./damage-outcomes";

/** One part of the roll: a formula, its damage type, and what a system reads of it. */
export interface DamagePart {
  readonly formula: string;
  /** The damage type (`slashing`, `fire`): the key the target's adjustments meet it by. */
  readonly type: string;
  /** Counts only on a critical, undoubled (pf2e's deadly and fatal dice). */
  readonly criticalOnly?: boolean;
  /** pf2e's persistent damage: nothing on the hit. */
  readonly persistent?: boolean;
}

/** A critical: the rule by name, and what the actor and the activity add. */
export interface DamageCritical {
  readonly rule: string;
  /** Extra dice on the roll's first dice term (dnd5e's `meleeCriticalDamageDice`); 0 when left out. */
  readonly extraDice?: number;
  /** A formula appended on a critical, undoubled (dnd5e's `critical.bonusDamage`); none when left out. */
  readonly bonus?: string;
}

/** A target: its system's adjustments by name (`rules`), its hit points and temporary hit points, and the rest. */
export interface DamageTarget {
  readonly rules: string;
  readonly hp: number;
  readonly temp?: number;
  readonly [adjustment: string]: unknown;
}

export interface DamageQuestion {
  readonly parts: readonly DamagePart[];
  /** Left out: a hit. */
  readonly critical?: DamageCritical;
  readonly targets?: readonly DamageTarget[];
}

/** One part as the rule built it: the formula rolled, and its exact totals. */
export interface BuiltPart {
  readonly formula: string;
  readonly type: string;
  readonly persistent: boolean;
}

export interface RolledPart extends BuiltPart {
  readonly outcomes: DamageOutcomes;
}

/** What one target takes, its mean, and the chance it drops the target. */
interface DamageTargetAnswer {
  readonly outcomes: DamageOutcomes;
  readonly mean: number;
  readonly drop: number;
}

export interface DamageAnswer {
  /** The parts as rolled (a critical's formulas as its rule wrote them). */
  readonly parts: readonly BuiltPart[];
  /** The roll's totals, the parts added, before any target. */
  readonly outcomes: DamageOutcomes;
  readonly mean: number;
  /** Each target's, in the order given. */
  readonly targets: readonly DamageTargetAnswer[];
}
