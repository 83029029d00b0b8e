import { IndieDiceError } from "../../../../core/errors";
import type { RandomSource } from "../../../../core/random";
import { increaseDieBySum, realDiceCount } from "./die-increase";
import { judgeSlots, rollSlots, totalOf, type DieRole, type DieSlot, type RolledTotal } from "./rolled-dice";
import { DEFAULT_MODIFIER_DIE, POINTS_PER_CRITICAL_STAGE } from "./rules";
import { assertDifficulty, assertFlatBonus, assertRealDiceCount, assertStages } from "./validation";
import { requireList } from "../../../../core/lists";

/**
 * Action Checks: stat die + skill die + modifier die (a d6 when there is no modifier) + flat bonuses, against a
 * difficulty the GM sets. Success on total ≥ difficulty; every 2 points above it is a stage of critical success.
 */

const DIE_ROLES: readonly DieRole[] = ["stat", "skill", "modifier"];

/** One Die Increase effect. It hits the modifier die unless the effect names another target. */
export interface DieIncrease {
  stages: number;
  target?: DieRole;
}

/** The dice of an Action Check, as sizes before any increase (d4–d12). */
export interface ActionDiceSpec {
  stat: number;
  skill: number;
  /** Omitted when the character has no relevant modifier: a d6 is rolled instead. */
  modifier?: number;
  /** Several effects on the same die add their stages together. */
  increases?: readonly DieIncrease[];
  flatBonus?: number;
}

export interface ActionCheckSpec extends ActionDiceSpec {
  difficulty: number;
}

export interface ActionCheckResult extends RolledTotal {
  difficulty: number;
  success: boolean;
  /** total − difficulty: negative on a failure. */
  margin: number;
  /** 0 unless the check beat the difficulty by 2 or more. */
  criticalStages: number;
}

/** The stages each die of the check receives. */
export function stagesByRole(increases: readonly DieIncrease[] = []): Record<DieRole, number> {
  const stages: Record<DieRole, number> = { stat: 0, skill: 0, modifier: 0 };
  for (const increase of requireList(increases, "increases")) {
    const target = increase.target ?? "modifier";
    if (!DIE_ROLES.includes(target)) {
      throw new IndieDiceError("INDIE_DICE.Error.Ogs.BadTarget", { target: String(target) });
    }
    // Checked per effect: a bad effect is named even when it is later summed with others.
    assertStages(increase.stages);
    stages[target] += increase.stages;
  }
  return stages;
}

/** The real dice to roll, in order (stat, skill, modifier), each promoted die expanded into its pool. */
export function actionCheckSlots(spec: ActionDiceSpec): DieSlot[] {
  assertFlatBonus(spec.flatBonus ?? 0);
  const stages = stagesByRole(spec.increases);
  const base: Record<DieRole, number> = {
    stat: spec.stat,
    skill: spec.skill,
    modifier: spec.modifier ?? DEFAULT_MODIFIER_DIE,
  };
  assertRealDiceCount(DIE_ROLES.reduce((count, role) => count + realDiceCount(base[role], stages[role]), 0));
  return DIE_ROLES.flatMap((role) => increaseDieBySum(base[role], stages[role]).map((faces) => ({ faces, role })));
}

/** Rolls the dice of a check without a difficulty (one side of an Opposed Check). */
export function rollActionDice(spec: ActionDiceSpec, source: RandomSource): RolledTotal {
  return totalOf(rollSlots(actionCheckSlots(spec), source), spec.flatBonus ?? 0);
}

/** The same from faces rolled elsewhere, in the order of `actionCheckSlots`. */
export function judgeActionDice(spec: ActionDiceSpec, faces: readonly number[]): RolledTotal {
  return totalOf(judgeSlots(actionCheckSlots(spec), faces), spec.flatBonus ?? 0);
}

export function rollActionCheck(spec: ActionCheckSpec, source: RandomSource): ActionCheckResult {
  assertDifficulty(spec.difficulty);
  return againstDifficulty(rollActionDice(spec, source), spec.difficulty);
}

export function judgeActionCheck(spec: ActionCheckSpec, faces: readonly number[]): ActionCheckResult {
  assertDifficulty(spec.difficulty);
  return againstDifficulty(judgeActionDice(spec, faces), spec.difficulty);
}

/** Compares a rolled total with a difficulty. */
export function againstDifficulty(rolled: RolledTotal, difficulty: number): ActionCheckResult {
  assertDifficulty(difficulty);
  const margin = rolled.total - difficulty;
  return {
    ...rolled,
    difficulty,
    success: margin >= 0,
    margin,
    criticalStages: criticalStages(rolled.total, difficulty),
  };
}

/** floor((total − difficulty) / 2), or 0 when that is below 1. Difficulty 8, total 16 → 4 stages. */
export function criticalStages(total: number, difficulty: number): number {
  return Math.max(0, Math.floor((total - difficulty) / POINTS_PER_CRITICAL_STAGE));
}
