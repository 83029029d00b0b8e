import { IndieDiceError } from "../../../../core/errors";
import { limitError, requireWithin, type Limit } from "../../../../core/limits";
import { KINGDOMS_LIMITS } from "../limits";
import { requireBoundedWhole } from "../../../../core/mechanics/bounded-number";
import { KINGDOMS_DIE_FACES } from "./rules";
import { requireList } from "../../../../core/lists";

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

/** A whole number (else this rule set's message `name`) inside its limit (else the limit's message). */
function requireNumber(limit: Limit, value: unknown, name: string): number {
  return requireBoundedWhole(limit, value, () => new IndieDiceError(`${KEY}.${name}`, { value: shown(value) }));
}

/** A pool is a whole number of dice within the pool limit. */
export function assertPoolSize(pool: unknown): asserts pool is number {
  requireNumber(KINGDOMS_LIMITS.kingdomsPool, pool, "PoolSize");
}

/**
 * The player may roll fewer dice than the pool, but at least one and never more. An extended test's pool can
 * grow past the pool limit by replenishing, but no roll throws more dice than that limit.
 */
export function assertDiceCount(dice: unknown, pool: number): asserts dice is number {
  if (!isWholeNumber(dice) || dice < 1 || dice > pool) {
    throw new IndieDiceError(`${KEY}.DiceCount`, { value: shown(dice), pool });
  }
  if (dice > KINGDOMS_LIMITS.kingdomsPool.max) throw limitError(KINGDOMS_LIMITS.kingdomsPool, dice);
}

/** A DT outside 1–11 is the GM's call, not an error; one past 0–99 would mean nothing new. */
export function assertThreshold(dt: unknown): asserts dt is number {
  requireNumber(KINGDOMS_LIMITS.kingdomsThreshold, dt, "Threshold");
}

export function assertFace(face: unknown): asserts face is number {
  if (!isWholeNumber(face) || face < 1 || face > KINGDOMS_DIE_FACES) {
    throw new IndieDiceError(`${KEY}.Face`, { value: shown(face) });
  }
}

/** The faces of one roll: at least one die and no more than a pool may roll, each a d12 face. */
export function assertFaces(faces: readonly unknown[]): asserts faces is readonly number[] {
  if (requireList(faces, "faces").length === 0) throw new IndieDiceError(`${KEY}.NoDice`);
  if (faces.length > KINGDOMS_LIMITS.kingdomsPool.max) throw limitError(KINGDOMS_LIMITS.kingdomsPool, faces.length);
  for (const face of faces) assertFace(face);
}

/** The dice an extended test adds after each roll. */
export function assertReplenish(replenish: unknown): asserts replenish is number {
  requireNumber(KINGDOMS_LIMITS.kingdomsReplenish, replenish, "Replenish");
}

/** How many rounds an extended test lasts, when the table sets a number. */
export function assertRounds(rounds: unknown): asserts rounds is number {
  requireWithin(KINGDOMS_LIMITS.kingdomsRounds, rounds);
}

/** The running margin an extended test aims for, when the table sets one. */
export function assertTargetMargin(margin: unknown): asserts margin is number {
  requireWithin(KINGDOMS_LIMITS.kingdomsTargetMargin, margin);
}

/** Names a value in an error message (strings quoted so an empty or blank one is visible). */
export const describeValue = shown;
