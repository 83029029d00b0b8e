import type { Limit } from "indie-dice-types";
import { kit } from "../kit";

/**
 * Coins, the example rule set of docs/rule-set-authors.md: flip N coins, count the heads; with a target T, the roll
 * succeeds on at least T heads. Foundry rolls each coin as a d2 and counts a 2 as a head (`3d2cs>=2`).
 */

/** A roll of coins: how many are flipped, and the heads it needs (none: the heads are only counted). */
export interface CoinsSpec {
  readonly coins: number;
  readonly target?: number | null;
}

export interface CheckedCoinsSpec {
  readonly coins: number;
  readonly target: number | null;
}

export const COINS_LIMIT: Limit = Object.freeze({ field: "CoinsCount", min: 1, max: 100 });
export const TARGET_LIMIT: Limit = Object.freeze({ field: "CoinsTarget", min: 1, max: 100 });

/** The d2's face that is a head. */
export const HEADS_FACE = 2;

export function checkCoinsSpec(spec: CoinsSpec): CheckedCoinsSpec {
  const coins = kit().limits.requireWithin(COINS_LIMIT, spec.coins);
  const target =
    spec.target === undefined || spec.target === null ? null : kit().limits.requireWithin(TARGET_LIMIT, spec.target);
  return { coins, target };
}

/** The roll in Foundry's notation: N d2s, each 2 counted as a success (Die#countSuccess), so the total is the heads. */
export function coinsFormula(spec: CoinsSpec): string {
  return `${checkCoinsSpec(spec).coins}d2cs>=${HEADS_FACE}`;
}

/** A judged roll: plain data, what cards, contests and request rows read. */
export interface CoinsRollResult extends CheckedCoinsSpec {
  /** Each coin's d2 face, in order. */
  readonly faces: readonly number[];
  readonly heads: number;
  /** At least `target` heads; null without a target. */
  readonly success: boolean | null;
}

/** Judges d2 faces already rolled: one a coin, each 1 or 2. */
export function judgeCoins(spec: CoinsSpec, faces: readonly number[]): CoinsRollResult {
  const checked = checkCoinsSpec(spec);
  if (faces.length !== checked.coins || faces.some((face) => face !== 1 && face !== HEADS_FACE)) {
    throw new (kit().limits.IndieDiceError)("INDIE_DICE.Error.Coins.Faces", {
      count: checked.coins,
      given: faces.length,
    });
  }
  const heads = faces.filter((face) => face === HEADS_FACE).length;
  return { ...checked, faces: [...faces], heads, success: checked.target === null ? null : heads >= checked.target };
}
