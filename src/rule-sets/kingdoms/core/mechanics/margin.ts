import type { RandomSource } from "../../../../core/random";
import { classifyDie, isFailedDie } from "./die";
import { DIE_WEIGHTS, KINGDOMS_DIE_FACES } from "./rules";
import type { DieKind, DieWeight } from "./rules";
import { assertFaces, assertThreshold } from "./validation";

/** One die of a roll, as the chat card shows it. */
interface JudgedDie {
  face: number;
  kind: DieKind;
  weight: DieWeight;
}

/** How many dice fell into each pile. */
type PileCounts = Record<DieKind, number>;

/** A judged roll of a pool against a DT: every die, the piles, and the Margin of Success. */
export interface MarginResult {
  dt: number;
  dice: JudgedDie[];
  piles: PileCounts;
  /** Successes counted the text's way: a 12 gives two. */
  successes: number;
  /** Failures counted the text's way: a 1 gives two. */
  failures: number;
  /** successes − failures. */
  margin: number;
  /** Dice that failed, critically or not: what an extended test removes from the pool. */
  failedDice: number;
}

/** Judges faces that were already rolled (e.g. by Foundry) against a DT. */
export function judgeMargin(faces: readonly number[], dt: number): MarginResult {
  assertFaces(faces);
  assertThreshold(dt);
  const piles: PileCounts = { criticalSuccess: 0, success: 0, failure: 0, criticalFailure: 0 };
  const dice = faces.map((face): JudgedDie => {
    const kind = classifyDie(face, dt);
    piles[kind] += 1;
    return { face, kind, weight: DIE_WEIGHTS[kind] };
  });
  const successes = 2 * piles.criticalSuccess + piles.success;
  const failures = 2 * piles.criticalFailure + piles.failure;
  const failedDice = dice.filter((die) => isFailedDie(die.kind)).length;
  return { dt, dice, piles, successes, failures, margin: successes - failures, failedDice };
}

/** Draws `count` d12 faces. The count is checked by the callers, who know the pool it comes from. */
export function rollFaces(source: RandomSource, count: number): number[] {
  return Array.from({ length: count }, () => source.die(KINGDOMS_DIE_FACES));
}
