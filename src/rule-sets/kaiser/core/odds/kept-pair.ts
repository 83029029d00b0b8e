import { KAISER_DIE_FACES, PAIR_DICE } from "../mechanics/constants";
import { sequentialPairIsFinal } from "../mechanics/advantage";
import type { AdvantageMethod } from "../mechanics/types";
import { normalizeCheckSpec } from "../mechanics/validate";

const FACES = KAISER_DIE_FACES;

/** Number of slots in a kept-pair table: one per ordered (low, high), only low ≤ high ever holds mass. */
export const PAIR_TABLE_SIZE = FACES * FACES;

/** Slot of the kept pair (low, high) with low ≤ high, both 1..6. */
export function pairIndex(low: number, high: number): number {
  return (low - 1) * FACES + (high - 1);
}

const cache = new Map<string, Float64Array>();

/**
 * The exact distribution of the kept pair for a net advantage level and method, as a 36-slot table
 * (see `pairIndex`). Cached: the dialog asks for the same level again and again as the user types.
 * The returned table is shared — read it, never write it.
 */
export function keptPairTable(net: number, method: AdvantageMethod): Float64Array {
  normalizeCheckSpec({ kind: "skill", bonus: 0, advantage: net, method });
  const key = `${method}:${net}`;
  let table = cache.get(key);
  if (table === undefined) {
    table = method === "sequential" ? sequentialTable(net) : poolTable(net);
    cache.set(key, table);
  }
  return table;
}

/** Public, checked copy of `keptPairTable`: P(kept pair = (low, high)) for low ≤ high. */
export function kaiserKeptPairOdds(net: number, method: AdvantageMethod = "pool"): Float64Array {
  const spec = normalizeCheckSpec({ kind: "skill", bonus: 0, advantage: net, method });
  return keptPairTable(spec.advantage, spec.method).slice();
}

/**
 * Order statistics of the best two of n = 2 + |net| dice (worst two for disadvantage, by symmetry 7 − face).
 * With (a, b) the second-highest and highest face:
 *   a = b: at least two dice show b and none more:  (b/6)^n − ((b−1)/6)^n − n·(1/6)·((b−1)/6)^(n−1)
 *   a < b: exactly one die shows b, the rest top out at a:  n·(1/6)·[(a/6)^(n−1) − ((a−1)/6)^(n−1)]
 */
function poolTable(net: number): Float64Array {
  const n = PAIR_DICE + Math.abs(net);
  const table = new Float64Array(PAIR_TABLE_SIZE);
  const atMost = (face: number, count: number) => (face / FACES) ** count;
  for (let high = 1; high <= FACES; high++) {
    for (let second = 1; second <= high; second++) {
      const p =
        second === high
          ? atMost(high, n) - atMost(high - 1, n) - (n / FACES) * atMost(high - 1, n - 1)
          : (n / FACES) * (atMost(second, n - 1) - atMost(second - 1, n - 1));
      // Disadvantage mirrors every face f to 7 − f, which swaps which die of the pair is the low one.
      const slot = net >= 0 ? pairIndex(second, high) : pairIndex(FACES + 1 - high, FACES + 1 - second);
      table[slot] = Math.max(0, p);
    }
  }
  return table;
}

/** Exact Markov chain over the sorted pair: one step per level, a final pair absorbs the rest. */
function sequentialTable(net: number): Float64Array {
  let table: Float64Array = new Float64Array(PAIR_TABLE_SIZE);
  for (let x = 1; x <= FACES; x++) {
    for (let y = 1; y <= FACES; y++) table[sortedIndex(x, y)]! += 1 / (FACES * FACES);
  }
  for (let level = 0; level < Math.abs(net); level++) table = sequentialStep(table, net);
  return table;
}

function sequentialStep(table: Float64Array, net: number): Float64Array {
  const next = new Float64Array(PAIR_TABLE_SIZE);
  for (let low = 1; low <= FACES; low++) {
    for (let high = low; high <= FACES; high++) {
      const p = table[pairIndex(low, high)]!;
      if (p === 0) continue;
      if (sequentialPairIsFinal(low, high, net)) {
        next[pairIndex(low, high)]! += p;
        continue;
      }
      // Advantage rerolls the low die and keeps the high one; disadvantage the reverse.
      const keptDie = net > 0 ? high : low;
      for (let face = 1; face <= FACES; face++) next[sortedIndex(keptDie, face)]! += p / FACES;
    }
  }
  return next;
}

function sortedIndex(x: number, y: number): number {
  return x <= y ? pairIndex(x, y) : pairIndex(y, x);
}
