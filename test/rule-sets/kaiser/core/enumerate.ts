import { KAISER_DIE_FACES } from "../../../../src/rule-sets/kaiser/core/mechanics/constants";

/**
 * Brute force for the odds tests: walks every sequence of d6 faces a rule can draw, using the rule's own
 * step predicate, and hands each finished sequence to `leaf` with its exact probability 6^−length.
 * Sequences still going at `maxDice` dice are not followed; their total probability is returned.
 */
export function enumerateFaces(
  needsAnotherDie: (faces: readonly number[]) => boolean,
  maxDice: number,
  leaf: (faces: readonly number[], probability: number) => void,
): number {
  let unfinished = 0;
  const faces: number[] = [];
  const walk = (probability: number): void => {
    if (!needsAnotherDie(faces)) {
      leaf(faces, probability);
      return;
    }
    if (faces.length >= maxDice) {
      unfinished += probability;
      return;
    }
    for (let face = 1; face <= KAISER_DIE_FACES; face++) {
      faces.push(face);
      walk(probability / KAISER_DIE_FACES);
      faces.pop();
    }
  };
  walk(1);
  return unfinished;
}

/** Adds `p` at `key` of a plain record of probabilities. */
export function accumulate(record: Map<number, number>, key: number, p: number): void {
  record.set(key, (record.get(key) ?? 0) + p);
}
