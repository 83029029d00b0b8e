import { IndieDiceError } from "../../errors";
import { LARGEST_DIE } from "../../mechanics/ogs/rules";
import { assertOgsDie, assertRealDice } from "../../mechanics/ogs/validation";

/**
 * The joint distribution of (dice sum, sorted values) for one list of dice — what the tie-break needs.
 *
 * A multiset of faces is stored as an integer key: the count of each face value as one base-16 digit, the
 * count of 12s most significant. Comparing the sorted-high-to-low value lists pairwise (a die beats no die) then
 * orders exactly like comparing the keys as numbers: at the first difference, the side ahead is the one with
 * more dice of the highest value where the counts differ. 12 digits of 4 bits fit a double exactly (2^48).
 */

/** A face value can be counted at most 15 times in one base-16 digit. */
export const MAX_TIE_BREAK_DICE = 15;

const DIGIT_BASE = 16;
/** DIGIT_WEIGHT[v] adds one die showing v to a key. */
const DIGIT_WEIGHT = Float64Array.from({ length: LARGEST_DIE + 1 }, (_, value) =>
  value === 0 ? 0 : DIGIT_BASE ** (value - 1),
);

/** Every distinct multiset of values, sorted by dice sum and then by key (so by tie-break order). */
export interface ValueTable {
  readonly sums: Int32Array;
  readonly keys: Float64Array;
  readonly probs: Float64Array;
}

const CACHE_LIMIT = 64;
const cache = new Map<string, ValueTable>();

/**
 * The table for these dice, cached: the value multiset does not depend on the order of the dice. The arrays
 * are shared with every later caller, so treat them as read-only.
 */
export function valueTable(sizes: readonly number[]): ValueTable {
  assertRealDice(sizes);
  sizes.forEach((faces) => assertOgsDie(faces));
  if (sizes.length > MAX_TIE_BREAK_DICE) {
    throw new IndieDiceError("INDIE_DICE.Error.Ogs.OddsTooManyDice", { max: MAX_TIE_BREAK_DICE, count: sizes.length });
  }
  const sorted = [...sizes].sort((a, b) => a - b);
  const cacheKey = sorted.join(",");
  const cached = cache.get(cacheKey);
  if (cached !== undefined) return cached;
  const table = buildTable(sorted);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(cacheKey, table);
  return table;
}

/**
 * Enumerates each multiset of values exactly once, without hashing, by deciding how many dice show 12, then 11,
 * … down to 1. A die of size s can show any value ≤ s, so once the values above v are placed, every die still
 * free and at least v big is interchangeable for all the values still to come: the number of ways to pick which
 * of the m free dice show v is simply C(m, count). Choosing counts high to low visits keys in descending order.
 */
/** Forgets every cached table (for benchmarks that time the uncached path). */
export function clearValueTableCache(): void {
  cache.clear();
}

function buildTable(sizes: readonly number[]): ValueTable {
  const joiningAt = new Int32Array(LARGEST_DIE + 1); // dice that become able to show v when v is reached
  for (const faces of sizes) joiningAt[faces]!++;
  const outcomes = sizes.reduce((product, faces) => product * faces, 1);
  const keys: number[] = [];
  const sums: number[] = [];
  const probs: number[] = [];

  const place = (value: number, free: number, key: number, sum: number, ways: number): void => {
    const available = free + joiningAt[value]!;
    if (value === 1) {
      // Every die left shows 1.
      keys.push(key + available * DIGIT_WEIGHT[1]!);
      sums.push(sum + available);
      probs.push(ways / outcomes);
      return;
    }
    for (let count = available; count >= 0; count--) {
      const weight = count * DIGIT_WEIGHT[value]!;
      place(value - 1, available - count, key + weight, sum + count * value, ways * binomial(available, count));
    }
  };
  place(LARGEST_DIE, 0, 0, 0, 1);
  return orderBySumThenKey(keys, sums, probs);
}

/** Stable counting sort by sum of rows that arrive in descending key order, giving (sum, key) ascending. */
function orderBySumThenKey(keysDescending: number[], sums: number[], probs: number[]): ValueTable {
  const count = keysDescending.length;
  const maxSum = sums.reduce((max, sum) => Math.max(max, sum), 0);
  const start = new Int32Array(maxSum + 2);
  for (const sum of sums) start[sum + 1]!++;
  for (let sum = 1; sum < start.length; sum++) start[sum]! += start[sum - 1]!;
  const table = { sums: new Int32Array(count), keys: new Float64Array(count), probs: new Float64Array(count) };
  for (let row = count - 1; row >= 0; row--) {
    const sum = sums[row]!;
    const at = start[sum]!++;
    table.sums[at] = sum;
    table.keys[at] = keysDescending[row]!;
    table.probs[at] = probs[row]!;
  }
  return table;
}

/** C(n, k) for the small n of one dice list (at most MAX_TIE_BREAK_DICE), exact in a double. */
function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** The key of one list of faces (for tests and for checking a roll against the table). */
export function valueKey(values: readonly number[]): number {
  return values.reduce((key, value) => key + DIGIT_WEIGHT[value]!, 0);
}
