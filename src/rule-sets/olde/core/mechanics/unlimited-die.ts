import type { RandomSource } from "../../../../core/random";
import { OLDE_MAX_EXPLOSIONS } from "./rules";
import { assertFaceOnDie, assertUnlimitedFaces } from "./validation";

/**
 * One unlimited die: thrown, and thrown again for as long as it shows its highest face, every throw added.
 * Each die of a roll is its own chain — what the other dice show never matters.
 */

/**
 * The step rule: does this throw make the die explode (throw again)? True exactly on the die's highest face.
 * The Foundry adapter calls it between draws; the roller below calls it too, so both follow one rule.
 */
export function oldeDieExplodes(face: number, faces: number): boolean {
  assertUnlimitedFaces(faces);
  assertFaceOnDie(face, faces);
  return face === faces;
}

/**
 * Whether a die whose throws so far are `throwsSoFar` must be thrown again: it has not been thrown yet, or its
 * last throw exploded and it has not reached the cap of OLDE_MAX_EXPLOSIONS extra throws.
 */
export function oldeChainContinues(throwsSoFar: readonly number[], faces: number): boolean {
  const last = throwsSoFar.at(-1);
  if (last === undefined) {
    assertUnlimitedFaces(faces);
    return true;
  }
  return oldeDieExplodes(last, faces) && throwsSoFar.length - 1 < OLDE_MAX_EXPLOSIONS;
}

/** Throws one unlimited die to the end of its chain and returns every face it showed, in order. */
export function throwUnlimitedDie(faces: number, source: RandomSource): number[] {
  const throws: number[] = [];
  while (oldeChainContinues(throws, faces)) throws.push(source.die(faces));
  return throws;
}
