import { IndieDiceError } from "../../../../core/errors";
import { LARGEST_DIE } from "../mechanics/rules";
import { assertOgsDie, assertRealDice } from "../mechanics/validation";

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

/** The one row of dice already rolled: their multiset of values, certain (a side's recorded roll). */
export function rolledValueTable(values: readonly number[]): ValueTable {
  const key = values.reduce((sum, value) => sum + DIGIT_WEIGHT[value]!, 0);
  const sum = values.reduce((total, value) => total + value, 0);
  return { sums: Int32Array.of(sum), keys: Float64Array.of(key), probs: Float64Array.of(1) };
}

/** Forgets every cached table (for benchmarks that time the uncached path). */
export function clearValueTableCache(): void {
  cache.clear();
}

/** C(n, k) for n, k ≤ MAX_TIE_BREAK_DICE, exact in a double: looked up, for the table's innermost loop. */
const BINOMIAL: readonly Float64Array[] = Array.from({ length: MAX_TIE_BREAK_DICE + 1 }, (_, n) => {
  const row = new Float64Array(n + 1);
  row[0] = 1;
  for (let k = 1; k <= n; k++) row[k] = (row[k - 1]! * (n - k + 1)) / k;
  return row;
});

/** The rows as they are enumerated (descending key), before the sort by sum. */
interface Rows {
  readonly keys: Float64Array;
  readonly sums: Int32Array;
  readonly probs: Float64Array;
  length: number;
}

function buildTable(sizes: readonly number[]): ValueTable {
  const joiningAt = new Int32Array(LARGEST_DIE + 1); // dice that become able to show v when v is reached
  for (const faces of sizes) joiningAt[faces]!++;
  const outcomes = sizes.reduce((product, faces) => product * faces, 1);
  const capacity = multisetCount(joiningAt);
  const rows: Rows = {
    keys: new Float64Array(capacity),
    sums: new Int32Array(capacity),
    probs: new Float64Array(capacity),
    length: 0,
  };
  place(rows, joiningAt, 1 / outcomes, LARGEST_DIE, 0, 0, 0, 1);
  if (rows.length !== capacity) throw new Error(`OGS value table: ${rows.length} rows written, ${capacity} counted`);
  return orderBySumThenKey(rows);
}

/**
 * Enumerates each multiset of values exactly once, without hashing, by deciding how many dice show 12, then 11,
 * … down to 1. A die of size s can show any value ≤ s, so once the values above v are placed, every die still
 * free and at least v big is interchangeable for all the values still to come: the number of ways to pick which
 * of the m free dice show v is simply C(m, count). Choosing counts high to low visits keys in descending order.
 */
function place(
  rows: Rows,
  joiningAt: Int32Array,
  perOutcome: number,
  value: number,
  free: number,
  key: number,
  sum: number,
  ways: number,
): void {
  const available = free + joiningAt[value]!;
  const choose = BINOMIAL[available]!;
  if (value === 2) {
    // The last choice, written out: the dice not showing 2 show 1 (one row each, the hot path of the table).
    const ones = joiningAt[1]!;
    for (let twos = available; twos >= 0; twos--) {
      const at = rows.length++;
      const rest = available - twos + ones;
      rows.keys[at] = key + twos * DIGIT_WEIGHT[2]! + rest * DIGIT_WEIGHT[1]!;
      rows.sums[at] = sum + 2 * twos + rest;
      rows.probs[at] = ways * choose[twos]! * perOutcome;
    }
    return;
  }
  const weight = DIGIT_WEIGHT[value]!;
  for (let count = available; count >= 0; count--) {
    place(
      rows,
      joiningAt,
      perOutcome,
      value - 1,
      available - count,
      key + count * weight,
      sum + count * value,
      ways * choose[count]!,
    );
  }
}

/**
 * How many distinct value multisets the dice have: the rows `place` writes, counted by the same walk without the
 * keys. below[m] is the number of ways the values passed so far (from 1 up) can share m free dice.
 */
function multisetCount(joiningAt: Int32Array): number {
  let below = new Float64Array(MAX_TIE_BREAK_DICE + 1).fill(1); // value 1 takes every die left: one way
  for (let value = 2; value <= LARGEST_DIE; value++) {
    const next = new Float64Array(MAX_TIE_BREAK_DICE + 1);
    for (let free = 0; free + joiningAt[value]! <= MAX_TIE_BREAK_DICE; free++) {
      let ways = 0;
      for (let m = 0; m <= free + joiningAt[value]!; m++) ways += below[m]!;
      next[free] = ways;
    }
    below = next;
  }
  return below[0]!;
}

/** Stable counting sort by sum of rows that arrive in descending key order, giving (sum, key) ascending. */
function orderBySumThenKey(rows: Rows): ValueTable {
  const count = rows.length;
  let maxSum = 0;
  for (let row = 0; row < count; row++) if (rows.sums[row]! > maxSum) maxSum = rows.sums[row]!;
  const start = new Int32Array(maxSum + 2);
  for (let row = 0; row < count; row++) start[rows.sums[row]! + 1]!++;
  for (let sum = 1; sum < start.length; sum++) start[sum]! += start[sum - 1]!;
  const table = { sums: new Int32Array(count), keys: new Float64Array(count), probs: new Float64Array(count) };
  for (let row = count - 1; row >= 0; row--) {
    const sum = rows.sums[row]!;
    const at = start[sum]!++;
    table.sums[at] = sum;
    table.keys[at] = rows.keys[row]!;
    table.probs[at] = rows.probs[row]!;
  }
  return table;
}

/** The key of one list of faces (for tests and for checking a roll against the table). */
export function valueKey(values: readonly number[]): number {
  return values.reduce((key, value) => key + DIGIT_WEIGHT[value]!, 0);
}
