/**
 * The playground's seed: one number that makes a whole session of rolls repeatable without making them all the
 * same. The first roll after the seed is typed draws from `seededSource(seed)` itself (so a test can rebuild that
 * card from the seed alone); each later roll draws from a stream of its own, derived from the seed and the roll's
 * number. Typing the seed again starts the count over, and the same clicks then give the same dice.
 *
 * Each roll gets a fresh stream rather than the rest of one long stream: the third roll's dice do not depend on
 * how many dice the first two happened to draw (an Open Roll or an exploding die draws more).
 */
import { seededSource, type RandomSource } from "../src/core/random";

export class SeedSequence {
  #rolls = 0;

  /** The seed was typed (again): the next roll is the first one. */
  restart(): void {
    this.#rolls = 0;
  }

  /** The source of the next roll under `seed`. */
  next(seed: number): RandomSource {
    return seededSource(rollSeed(seed, this.#rolls++));
  }
}

/**
 * The seed of roll number `index` (0 = the first) under `seed`. Later rolls hash the pair, so that no roll's
 * stream is a shifted copy of another's: `seededUniform` walks a Weyl sequence, where seeds a constant step apart
 * would share their numbers.
 */
export function rollSeed(seed: number, index: number): number {
  if (index === 0) return seed >>> 0;
  let z = (seed ^ Math.imul(index, 0x632be5ab)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x7feb352d) >>> 0;
  z = Math.imul(z ^ (z >>> 15), 0x846ca68b) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}
