import { IndieDiceError } from "../../../../core/errors";
import type { RandomSource } from "../../../../core/random";
import { requireWithin } from "../../../../core/limits";
import { OGS_LIMITS } from "../limits";
import { increaseDie, realDiceCount } from "./die-increase";
import { judgeSlots, rollSlots, totalOf, type DieSlot, type RolledTotal } from "./rolled-dice";
import { assertFlatBonus, assertRealDiceCount, assertStages } from "./validation";
import { requireList } from "../../../../core/lists";

/**
 * Open Rolls (damage and anything else that is not a check): any OGS dice, simply totalled, plus flat bonuses.
 * A Die Increase that targets an open roll increases every one of its dice.
 */
export interface OpenRollSpec {
  /** Die sizes before the increase, e.g. ten 6s for a 10d6 Fireball. */
  dice: readonly number[];
  /** Stages of Die Increase applied to every die. */
  increase?: number;
  flatBonus?: number;
}

export function openRollSlots(spec: OpenRollSpec): DieSlot[] {
  if (requireList(spec.dice, "dice").length === 0) throw new IndieDiceError("INDIE_DICE.Error.Ogs.NoDice");
  requireWithin(OGS_LIMITS.ogsTermDice, spec.dice.length);
  assertFlatBonus(spec.flatBonus ?? 0);
  const stages = spec.increase ?? 0;
  assertStages(stages);
  assertRealDiceCount(spec.dice.reduce((count, faces) => count + realDiceCount(faces, stages), 0));
  return spec.dice.flatMap((faces) => increaseDie(faces, stages).map((size) => ({ faces: size })));
}

export function rollOpenRoll(spec: OpenRollSpec, source: RandomSource): RolledTotal {
  return totalOf(rollSlots(openRollSlots(spec), source), spec.flatBonus ?? 0);
}

/** The same from faces rolled elsewhere, in the order of `openRollSlots`. */
export function judgeOpenRoll(spec: OpenRollSpec, faces: readonly number[]): RolledTotal {
  return totalOf(judgeSlots(openRollSlots(spec), faces), spec.flatBonus ?? 0);
}
