import type { CoinSide } from "../../../../core/random";
import {
  CRITICAL_FACE,
  CRITICAL_FAILURE_VALUE,
  CRITICAL_SUCCESS_VALUE,
  D10ISH_FACES,
  KLEPTO_DIE_FACES,
} from "./constants";
import { isWholeNumber, kleptoError } from "./validation";

/** A Critical Roll resolves into one of these. */
export type Crit = "success" | "failure";

/**
 * How Critical Rolls are resolved. `coin` (notation `kc`): a d10 showing 10 flips a coin. `d10ish` (notation
 * `di`): a d20 read as 0, 1–9 twice, 10, where 0 and 10 are the crits — no coin.
 */
export type CritMethod = "coin" | "d10ish";

const CRIT_METHODS: readonly CritMethod[] = ["coin", "d10ish"];

/** One die of a Test after its Critical Roll (if any) was resolved. Plain JSON. */
export interface KleptoDie {
  /** What the physical die showed: 1–10 on a d10 (coin method), 1–20 on the d20 behind the d10ish die. */
  face: number;
  /** What the die counts: 0 (Critical Failure), 1–9, or 10 (Critical Success). */
  value: number;
  crit: Crit | null;
  /** The coin flipped for this die's Critical Roll; null when none was flipped. */
  coin: CoinSide | null;
}

export function assertCritMethod(method: unknown): asserts method is CritMethod {
  if (!CRIT_METHODS.includes(method as CritMethod)) throw kleptoError("Method", { method: String(method) });
}

/** The size of the physical die each method rolls. */
export function dieFacesFor(method: CritMethod): number {
  return method === "coin" ? KLEPTO_DIE_FACES : D10ISH_FACES;
}

/** Both methods give the crits the extreme values, so a die's value alone says whether it is a crit. */
export function critOfValue(value: number): Crit | null {
  if (value === CRITICAL_SUCCESS_VALUE) return "success";
  if (value === CRITICAL_FAILURE_VALUE) return "failure";
  return null;
}

function assertFace(face: unknown, faces: number, index: number): asserts face is number {
  if (!isWholeNumber(face) || face < 1 || face > faces) {
    throw kleptoError("Face", { face: String(face), index: index + 1, faces });
  }
}

/* -------------------------------------------- */
/*  By coin (kc)                                */
/* -------------------------------------------- */

/**
 * The step predicate for the coin method: does this d10 face need a coin flip? The Foundry adapter asks it after
 * each die it draws, and the roller here uses the same test.
 */
export function isCriticalRoll(face: number): boolean {
  return face === CRITICAL_FACE;
}

/**
 * Heads is a Critical Success and counts 10; tails a Critical Failure and counts 0 (docs/rulings.md "The
 * Kleptonomicon").
 */
export function coinDieValue(face: number, coin: CoinSide | null): number {
  if (!isCriticalRoll(face)) return face;
  return coin === "heads" ? CRITICAL_SUCCESS_VALUE : CRITICAL_FAILURE_VALUE;
}

/** A d10 of the coin method; `coin` must be given exactly when the face is a Critical Roll. */
export function resolveCoinDie(face: number, coin: CoinSide | null, index = 0): KleptoDie {
  assertFace(face, KLEPTO_DIE_FACES, index);
  const critical = isCriticalRoll(face);
  if (critical && coin !== "heads" && coin !== "tails") {
    throw kleptoError("Coin", { index: index + 1, coin: String(coin) });
  }
  if (!critical && coin !== null) throw kleptoError("CoinUnneeded", { index: index + 1, face });
  const value = coinDieValue(face, coin);
  return { face, value, crit: critOfValue(value), coin };
}

/* -------------------------------------------- */
/*  The d10ish die (di)                         */
/* -------------------------------------------- */

/**
 * The d20 face → d10ish value mapping: face 1 → 0, faces 2k and 2k+1 → k (k = 1..9), face 20 → 10. In one
 * rule: ⌊face / 2⌋. So 0 and 10 have one face each (5%) and 1–9 two each (10%), as on the real die.
 */
export function d10ishValue(face: number): number {
  return Math.floor(face / 2);
}

/** The mapping as a table, index = face − 1: what the adapter labels the faces with (and Dice So Nice). */
export const D10ISH_FACE_VALUES: readonly number[] = Array.from({ length: D10ISH_FACES }, (_, i) => d10ishValue(i + 1));

export function resolveD10ishDie(face: number, index = 0): KleptoDie {
  assertFace(face, D10ISH_FACES, index);
  const value = d10ishValue(face);
  return { face, value, crit: critOfValue(value), coin: null };
}

/* -------------------------------------------- */
/*  Several dice                                */
/* -------------------------------------------- */

/** How many coins a set of faces needs: one per Critical Roll by coin, none with the d10ish die. */
export function coinsNeeded(method: CritMethod, faces: readonly number[]): number {
  return method === "coin" ? faces.filter(isCriticalRoll).length : 0;
}

/**
 * Resolves every die of a Test. Coins are consumed in die order, one per Critical Roll — the order the roller
 * draws them in (all dice first, then a coin for each 10).
 */
export function resolveDice(
  method: CritMethod,
  faces: readonly number[],
  coins: readonly CoinSide[] = [],
): KleptoDie[] {
  assertCritMethod(method);
  const needed = coinsNeeded(
    method,
    faces.filter((face) => isWholeNumber(face)),
  );
  if (coins.length !== needed) throw kleptoError("CoinCount", { needed, given: coins.length });
  if (method === "d10ish") return faces.map((face, index) => resolveD10ishDie(face, index));
  let nextCoin = 0;
  return faces.map((face, index) =>
    resolveCoinDie(face, isCriticalRoll(face) ? (coins[nextCoin++] ?? null) : null, index),
  );
}
