import type { SystemChoice } from "../../../core/systems/system-odds-types";

/**
 * Second Chance after the roll (docs/systems-shadowrun5e.md "Second Chance"), as SR5-FoundryVTT 0.36.0 (a86d50d3)
 * plays it from the message's context menu (SuccessTest.ts `executeWithSecondChance`, `applySecondChance`,
 * `canSecondChance`): the dice of the last roll that were no hits are rolled again as a roll of their own
 * (`<n>ds`, no explosions); the hits of both rolls are added, then capped by the limit; their 1s are added too, and
 * the pool value grows by the dice rolled again (a base part `SR5.SecondChance`), so a glitch is more 1s, both rolls
 * together, than half of that. The system refuses it on a glitched test, with bought hits, after Push the Limit, and
 * with no die that missed.
 */

/** The first roll as the message's test holds it: its hits and 1s before the limit, and the dice thrown. */
export interface FirstRoll {
  readonly hits: number;
  readonly ones: number;
  readonly thrown: number;
}

/** The test it was: its pool value, limit (null: none applies), threshold. */
interface JudgedTest {
  readonly pool: number;
  readonly limit: number | null;
  readonly threshold: number;
}

const SECOND_CHANCE = "secondChance";

/** C(n, k) as a float: the pools here are small (a sheet's dice). */
function choose(n: number, k: number): number {
  let ways = 1;
  for (let i = 1; i <= k; i += 1) ways = (ways * (n - k + i)) / i;
  return ways;
}

/**
 * The chance Second Chance meets the threshold and of a glitch with it, for a first roll that failed and may take it
 * (threshold set, no glitch, a die that missed); null where the system would not offer it or it changes nothing.
 */
export function secondChance(first: FirstRoll, test: JudgedTest): SystemChoice | null {
  const capped = (hits: number) => (test.limit === null ? hits : Math.min(hits, test.limit));
  const glitched = (ones: number, pool: number) => ones > Math.floor(Math.max(pool, 1) / 2);
  const dice = first.thrown - first.hits;
  const failed = capped(first.hits) < test.threshold;
  if (test.threshold <= 0 || !failed || dice <= 0 || glitched(first.ones, test.pool)) return null;
  let success = 0;
  let glitch = 0;
  // Each die rolled again is a hit (1/3), a 1 (1/6) or neither (1/2): every split of the dice, its chance.
  for (let hits = 0; hits <= dice; hits += 1)
    for (let ones = 0; hits + ones <= dice; ones += 1) {
      const chance =
        choose(dice, hits) * choose(dice - hits, ones) * 3 ** -hits * 6 ** -ones * 2 ** -(dice - hits - ones);
      if (capped(first.hits + hits) >= test.threshold) success += chance;
      if (glitched(first.ones + ones, test.pool + dice)) glitch += chance;
    }
  return {
    id: SECOND_CHANCE,
    afterTheRoll: true,
    outcomes: [
      { key: "success", probability: success, fromTarget: true },
      { key: "glitch", probability: glitch, fromTarget: false, fact: true },
    ],
  };
}
