import { IndieDiceError } from "../../errors";
import type { RandomSource } from "../../random";
import { increaseDie } from "./die-increase";
import { judgeSlots, rollSlots, totalOf, type DieSlot, type RolledTotal } from "./rolled-dice";
import { assertFlatBonus } from "./validation";

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
  if (spec.dice.length === 0) throw new IndieDiceError("INDIE_DICE.Error.Ogs.NoDice");
  assertFlatBonus(spec.flatBonus ?? 0);
  return spec.dice.flatMap((faces) => increaseDie(faces, spec.increase ?? 0).map((size) => ({ faces: size })));
}

export function rollOpenRoll(spec: OpenRollSpec, source: RandomSource): RolledTotal {
  return totalOf(rollSlots(openRollSlots(spec), source), spec.flatBonus ?? 0);
}

/** The same from faces rolled elsewhere, in the order of `openRollSlots`. */
export function judgeOpenRoll(spec: OpenRollSpec, faces: readonly number[]): RolledTotal {
  return totalOf(judgeSlots(openRollSlots(spec), faces), spec.flatBonus ?? 0);
}
