import { LARGEST_DIE, OGS_DIE_SIZES, PROMOTED_POOL, type OgsDieSize } from "./rules";
import { assertDiceCount, assertOgsDie, assertRealDiceCount, assertStages } from "./validation";

/**
 * Die Increases: each stage moves a die one size up d4 → d6 → d8 → d10 → d12. Past d12 the die becomes the pool
 * [d8 + d6], and the remaining stages of the same increase go to that pool's d6, which breaks into [d8 + d6]
 * again when it is pushed past d12. So a pool is always some d8s followed by one growing die.
 */

/** A die's position on the ladder: d4 = 0, d6 = 1, … d12 = 4. */
export function dieRank(faces: number): number {
  assertOgsDie(faces);
  return OGS_DIE_SIZES.indexOf(faces);
}

/**
 * How many stages above a lone d4 a die or pool stands. Breaking a d12 (rank 4) into [d8 + d6] (ranks 2 + 1) is
 * one stage, so every die of a pool after the first adds 2 to the sum of its dice's ranks. A die increased by
 * N stages always stands exactly N higher than it started.
 */
export function ladderPosition(pool: readonly number[]): number {
  const ranks = pool.reduce((sum, faces) => sum + dieRank(faces), 0);
  return ranks + 2 * Math.max(0, pool.length - 1);
}

const POOL_START = OGS_DIE_SIZES.length; // the position of the first [d8 + d6]
const POOL_CYCLE = dieRank(LARGEST_DIE) - dieRank(PROMOTED_POOL[1]!) + 1; // d6 → d12 → break: 4 stages

/**
 * How many real dice a die of `faces` becomes after `stages` (which may be the sum of several effects), counted
 * without building them, so a huge sum is refused before any work.
 */
export function realDiceCount(faces: number, stages: number): number {
  const position = dieRank(faces) + stages;
  if (position < POOL_START) return 1;
  return 2 + Math.floor((position - POOL_START) / POOL_CYCLE);
}

/**
 * The real dice a die of `faces` becomes after a Die Increase of `stages`.
 * @example increaseDie(12, 1) // [8, 6]
 * @example increaseDie(12, 5) // [8, 8, 6]
 * @example increaseDie(6, 2)  // [10]
 */
export function increaseDie(faces: number, stages: number): OgsDieSize[] {
  assertStages(stages);
  return promote(faces, stages);
}

/**
 * The same for the stages of several effects summed on one die (each effect already checked): the sum may pass
 * one effect's limit, so only the real dice it makes are bounded.
 */
export function increaseDieBySum(faces: number, stages: number): OgsDieSize[] {
  assertRealDiceCount(realDiceCount(faces, stages));
  return promote(faces, stages);
}

function promote(faces: number, stages: number): OgsDieSize[] {
  const position = dieRank(faces) + stages;
  if (position < POOL_START) return [OGS_DIE_SIZES[position]!];
  // Past d12: count the full [d8 … d12 → d8 + d6] cycles, then find where the growing die stands.
  const beyond = position - POOL_START;
  const eights = 1 + Math.floor(beyond / POOL_CYCLE);
  const growing = OGS_DIE_SIZES[dieRank(PROMOTED_POOL[1]!) + (beyond % POOL_CYCLE)]!;
  return [...new Array<OgsDieSize>(eights).fill(PROMOTED_POOL[0]!), growing];
}

/**
 * A notation term `NdXpS`: every one of its N dice gets the whole increase (an open roll increases all dice).
 * One pool per die of the term, so the adapter can show which real dice stand for which.
 * @example increaseTerm(10, 6, 2) // ten [10]s
 */
export function increaseTerm(count: number, faces: number, stages: number): OgsDieSize[][] {
  assertDiceCount(count);
  const pool = increaseDie(faces, stages);
  assertRealDiceCount(count * pool.length);
  return Array.from({ length: count }, () => [...pool]);
}
