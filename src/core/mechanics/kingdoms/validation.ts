import { IndieDiceError } from "../../errors";
import { KINGDOMS_DIE_FACES } from "./rules";

/**
 * Parameter checks for the K&R mechanic. Each throws an IndieDiceError naming the bad value, because the
 * callers include macros and sheet formulas written by hand — never fall back to a guess.
 */

const KEY = "INDIE_DICE.Error.Kingdoms";

function shown(value: unknown): string {
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

function isWholeNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value);
}

/** A pool is a whole number of dice, at least one. */
export function assertPoolSize(pool: unknown): asserts pool is number {
  if (!isWholeNumber(pool) || pool < 1) throw new IndieDiceError(`${KEY}.PoolSize`, { value: shown(pool) });
}

/** The player may roll fewer dice than the pool, but at least one and never more. */
export function assertDiceCount(dice: unknown, pool: number): asserts dice is number {
  if (!isWholeNumber(dice) || dice < 1 || dice > pool) {
    throw new IndieDiceError(`${KEY}.DiceCount`, { value: shown(dice), pool });
  }
}

/** Any whole number is a DT: values outside 1–11 are the GM's call, not an error. */
export function assertThreshold(dt: unknown): asserts dt is number {
  if (!isWholeNumber(dt)) throw new IndieDiceError(`${KEY}.Threshold`, { value: shown(dt) });
}

export function assertFace(face: unknown): asserts face is number {
  if (!isWholeNumber(face) || face < 1 || face > KINGDOMS_DIE_FACES) {
    throw new IndieDiceError(`${KEY}.Face`, { value: shown(face) });
  }
}

/** The faces of one roll: at least one die, each a d12 face. */
export function assertFaces(faces: readonly unknown[]): asserts faces is readonly number[] {
  if (faces.length === 0) throw new IndieDiceError(`${KEY}.NoDice`);
  for (const face of faces) assertFace(face);
}

/** The dice an extended test adds after each roll: zero or more. */
export function assertReplenish(replenish: unknown): asserts replenish is number {
  if (!isWholeNumber(replenish) || replenish < 0) {
    throw new IndieDiceError(`${KEY}.Replenish`, { value: shown(replenish) });
  }
}

/** Names a value in an error message (strings quoted so an empty or blank one is visible). */
export const describeValue = shown;
