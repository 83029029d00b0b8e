import { LIMITS, requireWithin } from "../limits";
import { assertReplenish, assertThreshold } from "../mechanics/kingdoms";
import { kingdomsDieOdds } from "../odds/kingdoms";
import { diceToRoll, extendedTestError } from "./extended-test-state";

/**
 * The exact chance that a K&R extended test reaches its target margin from where it stands: a forward dynamic
 * programme over (pool, running margin) states, one round at a time. A state whose margin reaches the target is
 * a success and rolls no more; one whose pool is empty or that cannot reach the target in the rounds left (every
 * die at +2) is a failure. Each round, given the pool `p`, the `n = min(p, pool limit)` dice rolled split into
 * `f` failed dice (binomial) and `n − f` that stayed; given `f`, the margin moves by `n − 2f + X − Y`, where
 * `X ~ Bin(n − f, P(12 | stayed))` counts the extra success of each 12 and `Y ~ Bin(f, P(1 | failed))` the extra
 * failure of each 1. The next pool is `p − f + replenish`.
 *
 * States whose chance is below `PRUNE_BELOW` are dropped (the same spirit as the engine's 1e-12 truncation of
 * open-ended tails); the total mass dropped is returned, so the figure is exact to within it.
 */

export interface ExtendedOddsQuestion {
  /** The pool before the next roll. */
  readonly pool: number;
  readonly dt: number;
  readonly replenish: number;
  /** The running margin so far. */
  readonly margin: number;
  readonly targetMargin: number;
  readonly roundsLeft: number;
}

export interface ExtendedOdds {
  /** P(the running margin reaches the target within the rounds left). */
  readonly reach: number;
  /** Probability mass dropped by pruning: `reach` is exact to within this. */
  readonly truncated: number;
  /**
   * The chance still undecided when the work budget ran out (0 when the programme ran to the end): the true
   * figure then lies between `reach` and `reach + unresolved`.
   */
  readonly unresolved: number;
}

/** A state less likely than this is dropped. */
export const PRUNE_BELOW = 1e-15;

/**
 * Multiply-adds the programme may spend (about 40 ms): enough for every test a table plays (a pool of 20 over 10
 * rounds takes a few hundred thousand), while the largest the limits allow (a pool of 200 replenishing 200 dice
 * for 100 rounds) would take minutes; past the budget the figure becomes a range (`unresolved`).
 */
export const WORK_BUDGET = 40_000_000;

/* -------------------------------------------- */
/*  One round's kernel                          */
/* -------------------------------------------- */

/** Binomial rows 0..max for one success chance: row n, entry k = P(Bin(n, p) = k). Built by convolution. */
function binomialRows(max: number, p: number): Float64Array[] {
  const rows = [Float64Array.of(1)];
  for (let n = 1; n <= max; n++) {
    const previous = rows[n - 1]!;
    const row = new Float64Array(n + 1);
    for (let k = 0; k < n; k++) {
      row[k] = row[k]! + previous[k]! * (1 - p);
      row[k + 1] = row[k + 1]! + previous[k]! * p;
    }
    rows.push(row);
  }
  return rows;
}

/** The first and last index of a binomial row that are not negligible. */
function span(row: Float64Array): [number, number] {
  let from = 0;
  let to = row.length - 1;
  while (from < to && row[from]! < NEGLIGIBLE) from++;
  while (to > from && row[to]! < NEGLIGIBLE) to--;
  return [from, to];
}

interface KernelRow {
  /** Dice failed (and left the pool). */
  readonly failed: number;
  /** The lowest margin change of this row: n − 3f (every stayed die +1, every failed die −2). */
  readonly low: number;
  /** P(failed = f and margin change = low + j), index j. */
  readonly probs: Float64Array;
  /** tail[j] = Σ probs[j..]: the chance of at least `low + j`. */
  readonly tail: Float64Array;
  readonly width: number;
}

/** Kernel terms below this are left out: a million of them would still not reach the pruning threshold. */
const NEGLIGIBLE = PRUNE_BELOW * 1e-6;

interface DtTables {
  readonly failedRows: Float64Array[];
  readonly twelveRows: Float64Array[];
  readonly oneRows: Float64Array[];
  readonly kernels: Map<number, KernelRow[]>;
}

const tablesByDt = new Map<number, DtTables>();

function tablesFor(dt: number): DtTables {
  let tables = tablesByDt.get(dt);
  if (!tables) {
    const die = kingdomsDieOdds(dt);
    const failed = die.failure + die.criticalFailure;
    const max = LIMITS.kingdomsPool.max;
    tables = {
      failedRows: binomialRows(max, failed),
      twelveRows: binomialRows(max, die.criticalSuccess / (1 - failed)),
      oneRows: binomialRows(max, die.criticalFailure / failed),
      kernels: new Map(),
    };
    tablesByDt.set(dt, tables);
  }
  return tables;
}

/** The joint chance of (dice failed, margin change) for one roll of `n` dice; negligible rows are left out. */
function kernelFor(tables: DtTables, n: number): KernelRow[] {
  let kernel = tables.kernels.get(n);
  if (kernel) return kernel;
  kernel = [];
  const failedRow = tables.failedRows[n]!;
  for (let f = 0; f <= n; f++) {
    const pf = failedRow[f]!;
    if (pf < NEGLIGIBLE) continue;
    const twelves = tables.twelveRows[n - f]!;
    const ones = tables.oneRows[f]!;
    const [xFrom, xTo] = span(twelves);
    const [yFrom, yTo] = span(ones);
    // Margin change n − 3f + j with j = x − y + f; only j in [xFrom − yTo + f, xTo − yFrom + f] can occur.
    const jFrom = xFrom - yTo + f;
    const probs = new Float64Array(xTo - yFrom + f - jFrom + 1);
    for (let x = xFrom; x <= xTo; x++) {
      const px = pf * twelves[x]!;
      for (let y = yFrom; y <= yTo; y++) probs[x - y + f - jFrom] = probs[x - y + f - jFrom]! + px * ones[y]!;
    }
    const tail = new Float64Array(probs.length + 1);
    for (let j = probs.length - 1; j >= 0; j--) tail[j] = tail[j + 1]! + probs[j]!;
    kernel.push({ failed: f, low: n - 3 * f + jFrom, probs, tail, width: probs.length });
  }
  tables.kernels.set(n, kernel);
  return kernel;
}

/* -------------------------------------------- */
/*  The programme                               */
/* -------------------------------------------- */

/** The chance of each running margin `low + i` for one pool size. */
interface MarginRow {
  low: number;
  probs: Float64Array;
}

/** The largest pool an extended test can reach: the pool limit, replenished every round without a failure. */
export const EXTENDED_MAX_POOL = LIMITS.kingdomsPool.max + LIMITS.kingdomsRounds.max * LIMITS.kingdomsReplenish.max;

/** The largest running margin in size: every die of every round a 12 (or a 1), past the largest target. */
export const EXTENDED_MAX_MARGIN = 2 * LIMITS.kingdomsPool.max * LIMITS.kingdomsRounds.max;

function requireWhole(value: unknown, min: number, max: number, name: string): void {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min || value > max) {
    throw extendedTestError("OddsQuestion", { name, value: String(value), min, max });
  }
}

function checkQuestion(q: ExtendedOddsQuestion): void {
  assertThreshold(q.dt);
  assertReplenish(q.replenish);
  requireWithin(LIMITS.kingdomsTargetMargin, q.targetMargin);
  requireWhole(q.pool, 0, EXTENDED_MAX_POOL, "pool");
  requireWhole(q.margin, -EXTENDED_MAX_MARGIN, EXTENDED_MAX_MARGIN, "margin");
  requireWhole(q.roundsLeft, 0, LIMITS.kingdomsRounds.max, "roundsLeft");
}

/** Trims negligible ends off a row, returning the row (or null when nothing is left) and the mass dropped. */
function trim(row: MarginRow): [MarginRow | null, number] {
  const { probs } = row;
  let start = 0;
  let end = probs.length;
  let dropped = 0;
  while (start < end && probs[start]! < PRUNE_BELOW) dropped += probs[start++]!;
  while (end > start && probs[end - 1]! < PRUNE_BELOW) dropped += probs[--end]!;
  if (start === end) return [null, dropped];
  return [{ low: row.low + start, probs: probs.subarray(start, end) }, dropped];
}

/** The most margin `rounds` rounds can add, starting from at most `pool` dice: every die a 12, no die failing. */
function maxGain(pool: number, replenish: number, rounds: number): number {
  let gain = 0;
  for (let t = 0; t < rounds; t++) gain += 2 * diceToRoll(pool + t * replenish);
  return gain;
}

export function extendedTestOdds(question: ExtendedOddsQuestion): ExtendedOdds {
  checkQuestion(question);
  const { dt, replenish, targetMargin: target } = question;
  const tables = tablesFor(dt);
  let reach = 0;
  let truncated = 0;
  let work = 0;
  let exhaustedBudget = false;
  let states = new Map<number, MarginRow>([[question.pool, { low: question.margin, probs: Float64Array.of(1) }]]);
  for (let left = question.roundsLeft; left > 0 && states.size > 0; left--) {
    // A margin below this cannot reach the target in the rounds after this one, every die a 12.
    const floor = target - maxGain(Math.max(...states.keys()) + replenish, replenish, left - 1);
    // First the span of margins each next pool can hold, then the chances.
    const spans = new Map<number, [number, number]>();
    const sources: Array<[number, MarginRow, KernelRow[]]> = [];
    for (const [pool, row] of states) {
      if (pool === 0) continue;
      const kernel = kernelFor(tables, diceToRoll(pool));
      sources.push([pool, row, kernel]);
      for (const k of kernel) {
        const next = pool - k.failed + replenish;
        const lo = Math.max(floor, row.low + k.low);
        const hi = Math.min(target - 1, row.low + row.probs.length - 1 + k.low + k.probs.length - 1);
        if (lo > hi) continue;
        const span = spans.get(next);
        spans.set(next, span ? [Math.min(span[0], lo), Math.max(span[1], hi)] : [lo, hi]);
      }
    }
    // Stop before a round that would overrun the budget: what is still undecided is reported as such.
    const roundWork = sources.reduce((sum, [, row, kernel]) => sum + row.probs.length * kernel.reduce((w, k) => w + k.width, 0), 0);
    if (work + roundWork > WORK_BUDGET) {
      exhaustedBudget = true;
      break;
    }
    const next = new Map<number, MarginRow>();
    for (const [pool, [lo, hi]] of spans) next.set(pool, { low: lo, probs: new Float64Array(hi - lo + 1) });
    work += roundWork;
    for (const [pool, row, kernel] of sources) {
      for (const k of kernel) {
        const out = next.get(pool - k.failed + replenish);
        for (let i = 0; i < row.probs.length; i++) {
          const w = row.probs[i]!;
          const margin = row.low + i;
          // Changes of at least target − margin reach the target: a success, rolled no further.
          const needed = target - margin - k.low;
          if (needed <= 0) {
            reach += w * k.tail[0]!;
            continue;
          }
          if (needed < k.probs.length) reach += w * k.tail[needed]!;
          if (!out) continue;
          const top = Math.min(needed, k.probs.length);
          const from = Math.max(0, out.low - margin - k.low);
          const base = margin + k.low - out.low;
          for (let j = from; j < top; j++) out.probs[base + j] = out.probs[base + j]! + w * k.probs[j]!;
        }
      }
    }
    states = new Map();
    for (const [pool, row] of next) {
      const [kept, dropped] = trim(row);
      truncated += dropped;
      if (kept) states.set(pool, kept);
    }
  }
  let unresolved = 0;
  for (const row of states.values()) unresolved += row.probs.reduce((sum, p) => sum + p, 0);
  return { reach: Math.min(1, reach), truncated, unresolved: exhaustedBudget ? unresolved : 0 };
}
