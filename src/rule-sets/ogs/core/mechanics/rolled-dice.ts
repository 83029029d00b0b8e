import type { RandomSource } from "../../../../core/random";
import { assertFaces } from "./validation";
import { requireList } from "../../../../core/lists";

/** Which die of an Action Check a real die belongs to (a promoted die contributes several real dice). */
export type DieRole = "stat" | "skill" | "modifier";

/** A real die that was rolled: its size and the face it shows. */
export interface RolledDie {
  faces: number;
  value: number;
  /** Set on Action Check dice only. */
  role?: DieRole;
}

/** What the tie-break needs from either kind of roll: every real die and the total with flat bonuses. */
export interface RolledTotal {
  dice: RolledDie[];
  flatBonus: number;
  total: number;
}

/** A real die to roll, before it has a face. */
export interface DieSlot {
  faces: number;
  role?: DieRole;
}

export function rollSlots(slots: readonly DieSlot[], source: RandomSource): RolledDie[] {
  return slots.map((slot) => ({ ...slot, value: source.die(slot.faces) }));
}

/** Pairs already-rolled faces with their slots, after checking they fit. */
export function judgeSlots(slots: readonly DieSlot[], faces: readonly number[]): RolledDie[] {
  assertFaces(
    slots.map((slot) => slot.faces),
    requireList(faces, "faces"),
  );
  return slots.map((slot, i) => ({ ...slot, value: faces[i]! }));
}

export function totalOf(dice: readonly RolledDie[], flatBonus: number): RolledTotal {
  const sum = dice.reduce((acc, die) => acc + die.value, 0);
  return { dice: [...dice], flatBonus, total: sum + flatBonus };
}
