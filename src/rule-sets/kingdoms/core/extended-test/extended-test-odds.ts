import { EXTENDED_ODDS_TRUNCATION, requireWithin } from "../../../../core/limits";
import { KINGDOMS_LIMITS } from "../limits";
import { assertReplenish, assertThreshold } from "../mechanics/validation";
import { kingdomsDieOdds } from "../odds/die-odds";
import { diceToRoll, extendedTestError, type ExtendedStanding } from "./extended-test-state";

/**
 * The exact chance that a K&R extended test reaches its target margin from where it stands: a forward dynamic
 * programme over (pool, running margin) states, one round at a time. A state whose margin reaches the target is
 * a success and rolls no more; one whose pool is empty, or whose margin cannot reach the target in the rounds
 * left even if every die shows 12, is a failure and is dropped.
 *
 * A round of `n` dice is split into three passes, each a binomial whose size the state itself tells, so no pass
 * needs a two-dimensional kernel: first how many of the `n` dice show a 1 (−2 each, they leave the pool), then
 * how many of the rest fail plainly (−1 each, they leave), then how many of the survivors show a 12 (the
 * survivors add +1 each and a 12 one more). After the second pass the pool is exactly the dice still in play,
 * which is what the third needs, and pools that meet in a pass are added up before the next. That holds while
 * the pool is within the pool limit (every die is rolled); a larger pool keeps the dice past the limit aside, so
 * it moves by the joint (failed dice, margin change) table of a full roll instead. A pool so large that every
 * roll left throws the limit even if every die fails is the same state whatever its size: such pools are merged
 * into one, which moves by the margin change of a full roll alone. Within a round, margins the dice still to
 * come cannot pull back under the target count as reached at once, and margins they cannot lift to the floor
 * are dropped.
 *
 * Three cuts keep the programme small, all counted in `truncated` (never more than EXTENDED_ODDS_TRUNCATION), so
 * `reach` is exact to within it: the far tails of each binomial, the faint ends of each pool's margin row after
 * every pass, and the states that provably have next to no chance left (see `hopelessShortfall`).
 */

export interface ExtendedOddsInput extends ExtendedStanding {
  readonly dt: number;
}

interface ExtendedOdds {
  /** P(the running margin reaches the target within the rounds left). */
  readonly reach: number;
  /** Probability mass left out by the truncations: the true figure lies in [reach, reach + truncated]. */
  readonly truncated: number;
}

/** No roll throws more dice than the pool limit; the dice past it stay in the pool. */
const ROLL_LIMIT = KINGDOMS_LIMITS.kingdomsPool.max;

/**
 * A margin no test comes near, standing in for ±∞ where a pass has no floor or ceiling: margins stay small
 * integers throughout, which keeps the compiled passes on integer arithmetic.
 */
const FAR = 2 ** 30;

/*
 * The truncation budget, shared out so that the three cuts together never pass it, whatever the question:
 * half for the faint ends of the margin rows, a quarter for the kernels' tails, a quarter for hopeless states.
 */

/** The rounds of one question may cut this much from the ends of the margin rows, shared equally. */
const STATE_SHARE = EXTENDED_ODDS_TRUNCATION / 2;

/**
 * The mass a kernel may leave out at either end, per unit of mass it moves. A round moves any unit by three
 * binomials (or by the limit roll, built from three and then cut once more), so it loses at most seven times
 * this, over at most the rounds limit.
 */
const KERNEL_TAIL = EXTENDED_ODDS_TRUNCATION / 4 / (8 * KINGDOMS_LIMITS.kingdomsRounds.max);

/** A state is dropped once its chance to reach the target is provably at most this. */
const HOPELESS = EXTENDED_ODDS_TRUNCATION / 4;

/* -------------------------------------------- */
/*  Kernels                                     */
/* -------------------------------------------- */

/**
 * Where one pool's mass goes in a pass: entry `j` moves the chance `weight[j]` to the pool `pool + poolStep[j]`
 * (plus the pass's own offset) and the margin `margin + marginStep[j]`. `dropped` is the mass of the tails left out.
 */
interface Kernel {
  readonly poolStep: Int32Array;
  readonly marginStep: Int32Array;
  readonly weight: Float64Array;
  readonly dropped: number;
}

/** Terms this much smaller than the mode's are left at 0: past them a binomial's tail is far below any cut. */
const NEGLIGIBLE_TERM = 1e-30;

/**
 * P(Bin(n, p) = k) for every k: each term from its neighbour, outwards from the mode until the terms are
 * negligible, then normalised. Only the terms around the mode are worked out, so a row costs its width, not n.
 */
function binomialRow(n: number, p: number): Float64Array {
  const row = new Float64Array(n + 1);
  if (p <= 0 || p >= 1) {
    row[p <= 0 ? 0 : n] = 1;
    return row;
  }
  const mode = Math.min(n, Math.floor((n + 1) * p));
  const odds = p / (1 - p);
  row[mode] = 1;
  let total = 1;
  for (let k = mode; k < n && row[k]! > NEGLIGIBLE_TERM; k++)
    total += row[k + 1] = (row[k]! * (n - k) * odds) / (k + 1);
  for (let k = mode; k > 0 && row[k]! > NEGLIGIBLE_TERM; k--)
    total += row[k - 1] = (row[k]! * k) / ((n - k + 1) * odds);
  for (let k = 0; k <= n; k++) row[k] = row[k]! / total;
  return row;
}

/** The first and last index kept once each tail whose whole mass is at most `tail` is cut off, and that mass. */
function keptSpan(row: Float64Array, tail: number): [number, number, number] {
  let from = 0;
  let to = row.length - 1;
  let low = 0;
  let high = 0;
  while (from < to && low + row[from]! <= tail) low += row[from++]!;
  while (to > from && high + row[to]! <= tail) high += row[to--]!;
  return [from, to, low + high];
}

/**
 * A binomial pass: `k` of the `n` dice move the pool by `poolPerK · k` and the margin by
 * `marginAtZero + marginPerK · k`.
 */
function binomialKernel(n: number, p: number, poolPerK: number, marginAtZero: number, marginPerK: number): Kernel {
  const row = binomialRow(n, p);
  const [from, to, dropped] = keptSpan(row, KERNEL_TAIL);
  const size = to - from + 1;
  const kernel = {
    poolStep: new Int32Array(size),
    marginStep: new Int32Array(size),
    weight: row.slice(from, to + 1),
    dropped,
  };
  for (let j = 0; j < size; j++) {
    kernel.poolStep[j] = poolPerK * (from + j);
    kernel.marginStep[j] = marginAtZero + marginPerK * (from + j);
  }
  return kernel;
}

/** Every kernel one DT needs, built the first time a pool size asks for it. */
class DtKernels {
  private readonly ones: Kernel[] = [];
  private readonly plainFailures: Kernel[] = [];
  private readonly twelves: Kernel[] = [];
  private limitRoll: Kernel | null = null;
  private limitRollMargin: Kernel | null = null;
  private readonly die: ReturnType<typeof kingdomsDieOdds>;

  constructor(dt: number) {
    this.die = kingdomsDieOdds(dt);
  }

  /** How many of `n` dice show a 1: each leaves the pool and costs 2. */
  onesOf(n: number): Kernel {
    return (this.ones[n] ??= binomialKernel(n, this.die.criticalFailure, -1, 0, -2));
  }

  /** How many of `n` dice (none a 1) fail plainly: each leaves the pool and costs 1. */
  plainFailuresOf(n: number): Kernel {
    const p = this.die.failure / (1 - this.die.criticalFailure);
    return (this.plainFailures[n] ??= binomialKernel(n, p, -1, 0, -1));
  }

  /** How many of `n` surviving dice show a 12: every survivor adds 1, a 12 one more; the pool stays. */
  twelvesOf(n: number): Kernel {
    const p = this.die.criticalSuccess / (this.die.criticalSuccess + this.die.success);
    return (this.twelves[n] ??= binomialKernel(n, p, 0, n, 1));
  }

  /**
   * The smallest shortfall from which the target is reached with a chance of at most `HOPELESS`
   * when at most `dice` dice are still to be rolled in all. Chernoff's bound: with `M(λ)` one die's moment
   * generating function, `exp(λ·margin) / M(λ)^(dice rolled)` is a martingale, so by Ville's inequality the
   * chance that the margin ever gains `d` is at most `exp(−λd) · max(1, M(λ))^dice` for every λ > 0; any λ
   * gives a sound bound, so a coarse grid of them is enough.
   */
  hopelessShortfall(dice: number): number {
    const { criticalSuccess, success, failure, criticalFailure } = this.die;
    let best = Infinity;
    for (let lambda = 1e-3; lambda < 30; lambda *= 1.05) {
      const e = Math.exp(lambda);
      const logM = Math.log(criticalSuccess * e * e + success * e + failure / e + criticalFailure / (e * e));
      best = Math.min(best, (dice * Math.max(0, logM) - Math.log(HOPELESS)) / lambda);
    }
    return Math.max(1, Math.ceil(best));
  }

  /** A roll of the pool limit's worth of dice: the dice that failed leave the pool (see `limitRollKernel`). */
  rollOfLimit(): Kernel {
    return (this.limitRoll ??= limitRollKernel(this));
  }

  /** The same roll's margin change alone, the pool left where it is. */
  marginOfLimitRoll(): Kernel {
    return (this.limitRollMargin ??= marginOnly(this.rollOfLimit()));
  }
}

/**
 * The joint change of (pool, margin) in one roll of the pool limit's worth of dice, for a pool that keeps dice
 * aside: the three binomials (ones, plain failures, twelves) combined into one row of margin changes per number
 * of failed dice, then read back as a kernel.
 */
function limitRollKernel(kernels: DtKernels): Kernel {
  const ones = kernels.onesOf(ROLL_LIMIT);
  // Each (ones, plain failures) pair gives a run of consecutive margin changes, one per number of twelves.
  const runs: { failed: number; low: number; chance: number; twelves: Kernel }[] = [];
  let dropped = ones.dropped;
  for (let a = 0; a < ones.weight.length; a++) {
    const rest = ROLL_LIMIT + ones.poolStep[a]!;
    const failures = kernels.plainFailuresOf(rest);
    dropped += ones.weight[a]! * failures.dropped;
    for (let b = 0; b < failures.weight.length; b++) {
      const chance = ones.weight[a]! * failures.weight[b]!;
      const survivors = rest + failures.poolStep[b]!;
      const twelves = kernels.twelvesOf(survivors);
      dropped += chance * twelves.dropped;
      const low = ones.marginStep[a]! + failures.marginStep[b]! + twelves.marginStep[0]!;
      runs.push({ failed: ROLL_LIMIT - survivors, low, chance, twelves });
    }
  }
  const spans = new Map<number, [number, number]>();
  for (const run of runs) {
    const span = spans.get(run.failed) ?? [run.low, run.low];
    spans.set(run.failed, [Math.min(span[0], run.low), Math.max(span[1], run.low + run.twelves.weight.length - 1)]);
  }
  const byFailures = new Map<number, MarginRow>();
  for (const [failed, [low, high]] of spans) byFailures.set(failed, { low, probs: new Float64Array(high - low + 1) });
  for (const run of runs) {
    const row = byFailures.get(run.failed)!;
    addScaled(row.probs, run.low - row.low, run.twelves.weight, 0, run.twelves.weight.length, run.chance);
  }
  return kernelOfRows(byFailures, dropped);
}

/**
 * The entries of rows of margin changes, one per number of failed dice, as a kernel; its smallest entries are
 * left out as long as their total stays within the kernel tail.
 */
function kernelOfRows(byFailures: Map<number, MarginRow>, dropped: number): Kernel {
  const rows = [...byFailures];
  const ascending = Float64Array.from(rows.flatMap(([, row]) => [...row.probs])).sort();
  let cut = 0;
  let cutMass = 0;
  while (cut < ascending.length && cutMass + ascending[cut]! <= KERNEL_TAIL) cutMass += ascending[cut++]!;
  // Entries equal to the smallest kept one are all kept, so what is left out never passes the tail.
  const smallestKept = ascending[cut] ?? Infinity;
  const size = ascending.filter((w) => w >= smallestKept).length;
  const kernel = {
    poolStep: new Int32Array(size),
    marginStep: new Int32Array(size),
    weight: new Float64Array(size),
    dropped,
  };
  let j = 0;
  for (const [failed, row] of rows) {
    for (let i = 0; i < row.probs.length; i++) {
      const w = row.probs[i]!;
      if (w < smallestKept) {
        kernel.dropped += w;
        continue;
      }
      kernel.poolStep[j] = -failed;
      kernel.marginStep[j] = row.low + i;
      kernel.weight[j++] = w;
    }
  }
  return kernel;
}

/** A kernel's margin steps alone, its pool steps summed over. */
function marginOnly(kernel: Kernel): Kernel {
  const byMargin = new Map<number, number>();
  kernel.marginStep.forEach((m, j) => byMargin.set(m, (byMargin.get(m) ?? 0) + kernel.weight[j]!));
  const margins = [...byMargin.keys()];
  return {
    poolStep: new Int32Array(margins.length),
    marginStep: Int32Array.from(margins),
    weight: Float64Array.from(margins, (m) => byMargin.get(m)!),
    dropped: kernel.dropped,
  };
}

const kernelsByDt = new Map<number, DtKernels>();

function kernelsFor(dt: number): DtKernels {
  let kernels = kernelsByDt.get(dt);
  if (!kernels) {
    kernels = new DtKernels(dt);
    kernelsByDt.set(dt, kernels);
  }
  return kernels;
}

/* -------------------------------------------- */
/*  States and passes                           */
/* -------------------------------------------- */

/** The chance of each running margin `low + i` for one pool. */
interface MarginRow {
  readonly low: number;
  readonly probs: Float64Array;
}

/** Every live state: `rows[i]` holds the margins of the pool `firstPool + i` (none when undefined). */
interface Layer {
  readonly firstPool: number;
  readonly rows: (MarginRow | undefined)[];
}

/**
 * Every layer's rows come from here, so they all share one array shape and the compiled passes never meet
 * another (which would send them back to the interpreter).
 */
function rowsOf(count: number, rowAt: (index: number) => MarginRow | undefined): (MarginRow | undefined)[] {
  return Array.from({ length: count }, (_, i) => rowAt(i));
}

const EMPTY: Layer = { firstPool: 0, rows: rowsOf(0, () => undefined) };

/**
 * Which margins a pass keeps, for the pool `pool` it lands in. Mass at or above `ceiling + ceilingPerPool · pool`
 * reaches the target whatever the dice still to come in the round do; mass below `floor + floorPerPool · pool`
 * cannot reach it (or only with a chance of at most `HOPELESS`) and is dropped.
 */
interface Bounds {
  readonly floor: number;
  readonly floorPerPool: number;
  readonly ceiling: number;
  readonly ceilingPerPool: number;
}

/** The running totals of one computation. */
interface Tally {
  reach: number;
  truncated: number;
  /** Mass dropped below a floor: each unit of it had at most `HOPELESS` chance to reach. */
  belowFloor: number;
}

/** The pools a pass can land in: from the lowest source pool's lowest step to the highest's highest. */
function destinationPools(
  layer: Layer,
  kernels: readonly (Kernel | undefined)[],
  poolOffset: number,
): [number, number] {
  let lowest = FAR;
  let highest = -FAR;
  for (let i = 0; i < layer.rows.length; i++) {
    const kernel = kernels[i];
    if (!kernel) continue;
    const pool = layer.firstPool + i + poolOffset;
    const steps = kernel.poolStep;
    for (let j = 0; j < steps.length; j++) {
      lowest = Math.min(lowest, pool + steps[j]!);
      highest = Math.max(highest, pool + steps[j]!);
    }
  }
  return [lowest, highest];
}

/** Allocates each destination pool's row once, spanning every margin the pass will write there. */
function destinationRows(
  layer: Layer,
  kernels: readonly (Kernel | undefined)[],
  poolOffset: number,
  bounds: Bounds,
): Layer {
  const [lowest, highest] = destinationPools(layer, kernels, poolOffset);
  if (lowest > highest) return EMPTY;
  const lows = new Int32Array(highest - lowest + 1).fill(FAR);
  const highs = new Int32Array(highest - lowest + 1).fill(-FAR);
  for (let i = 0; i < layer.rows.length; i++) {
    const row = layer.rows[i];
    const kernel = kernels[i];
    if (!row || !kernel) continue;
    const pool = layer.firstPool + i;
    for (let j = 0; j < kernel.weight.length; j++) {
      const to = pool + kernel.poolStep[j]! + poolOffset;
      const low = Math.max(row.low + kernel.marginStep[j]!, bounds.floor + bounds.floorPerPool * to);
      const high = Math.min(
        row.low + row.probs.length - 1 + kernel.marginStep[j]!,
        bounds.ceiling + bounds.ceilingPerPool * to - 1,
      );
      lows[to - lowest] = Math.min(lows[to - lowest]!, low);
      highs[to - lowest] = Math.max(highs[to - lowest]!, high);
    }
  }
  const rows = rowsOf(lows.length, (i) =>
    lows[i]! <= highs[i]! ? { low: lows[i]!, probs: new Float64Array(highs[i]! - lows[i]! + 1) } : undefined,
  );
  return { firstPool: lowest, rows };
}

/** tail[i] = Σ probs[i..]: the mass from index i up. */
function tailSums(probs: Float64Array): Float64Array {
  const tail = new Float64Array(probs.length + 1);
  for (let i = probs.length - 1; i >= 0; i--) tail[i] = tail[i + 1]! + probs[i]!;
  return tail;
}

/** dst[offset + k] += w · src[k] for k in [from, to): the one loop all the work runs through. */
function addScaled(dst: Float64Array, offset: number, src: Float64Array, from: number, to: number, w: number): void {
  for (let k = from; k < to; k++) dst[offset + k] = dst[offset + k]! + w * src[k]!;
}

/**
 * Moves every state by its pool's kernel, the pool also shifted by `poolOffset`. Mass at the ceiling is added
 * to `reach`, mass below the floor is dropped, and the kernel's cut tails are added to `truncated`.
 */
function pass(
  layer: Layer,
  kernelOf: (pool: number) => Kernel,
  poolOffset: number,
  bounds: Bounds,
  tally: Tally,
): Layer {
  // The kernels are looked up first, so the loops below stay small for the compiler.
  const kernels = layer.rows.map((row, i) => (row ? kernelOf(layer.firstPool + i) : undefined));
  return movedBy(layer, kernels, poolOffset, bounds, tally);
}

/** `pass` with the kernels already looked up, one per row. */
function movedBy(
  layer: Layer,
  kernels: readonly (Kernel | undefined)[],
  poolOffset: number,
  bounds: Bounds,
  tally: Tally,
): Layer {
  const out = destinationRows(layer, kernels, poolOffset, bounds);
  for (let i = 0; i < layer.rows.length; i++) {
    const row = layer.rows[i];
    const kernel = kernels[i];
    if (row && kernel) moveRow(row, kernel, layer.firstPool + i + poolOffset, bounds, out, tally);
  }
  return out;
}

/** Moves one pool's row (its pool already shifted to `pool`) by its kernel into `out`. */
function moveRow(row: MarginRow, kernel: Kernel, pool: number, bounds: Bounds, out: Layer, tally: Tally): void {
  const src = row.probs;
  const tail = tailSums(src);
  let reach = 0;
  let belowFloor = 0;
  for (let j = 0; j < kernel.weight.length; j++) {
    const w = kernel.weight[j]!;
    const to = pool + kernel.poolStep[j]!;
    const shift = row.low + kernel.marginStep[j]!;
    // Source index k lands on margin shift + k: from `reached` on it is at the ceiling, below `from` under the floor.
    const reached = Math.min(src.length, Math.max(0, bounds.ceiling + bounds.ceilingPerPool * to - shift));
    const from = Math.min(reached, Math.max(0, bounds.floor + bounds.floorPerPool * to - shift));
    reach += w * tail[reached]!;
    belowFloor += w * (tail[0]! - tail[from]!);
    const dst = out.rows[to - out.firstPool];
    if (dst && from < reached) addScaled(dst.probs, shift - dst.low, src, from, reached, w);
  }
  tally.reach += reach;
  tally.belowFloor += belowFloor;
  tally.truncated += tail[0]! * kernel.dropped;
}

/** Adds rows into a sparse map of pools, widening a row already there if need be. */
function addRow(rows: Map<number, MarginRow>, pool: number, row: MarginRow): void {
  const old = rows.get(pool);
  if (!old) {
    rows.set(pool, row);
    return;
  }
  const low = Math.min(old.low, row.low);
  const probs = new Float64Array(Math.max(old.low + old.probs.length, row.low + row.probs.length) - low);
  probs.set(old.probs, old.low - low);
  for (let i = 0; i < row.probs.length; i++) probs[row.low - low + i] = probs[row.low - low + i]! + row.probs[i]!;
  rows.set(pool, { low, probs });
}

/** A layer of the pools in a map, in order. */
function layerOf(rows: Map<number, MarginRow>): Layer {
  if (rows.size === 0) return EMPTY;
  const pools = [...rows.keys()];
  const firstPool = Math.min(...pools);
  return { firstPool, rows: rowsOf(Math.max(...pools) - firstPool + 1, (i) => rows.get(firstPool + i)) };
}

/** Cuts the rows' faint ends, at most `budget` in all (shared equally by the ends), adding the cut to `truncated`. */
function trimLayer(layer: Layer, budget: number, tally: Tally): Layer {
  const tail = budget / (2 * layer.rows.filter(Boolean).length);
  const rows = rowsOf(layer.rows.length, (i) => {
    const row = layer.rows[i];
    if (!row) return undefined;
    let total = 0;
    for (let k = 0; k < row.probs.length; k++) total += row.probs[k]!;
    if (total <= tail) {
      tally.truncated += total;
      return undefined;
    }
    const [from, to, dropped] = keptSpan(row.probs, tail);
    tally.truncated += dropped;
    return { low: row.low + from, probs: row.probs.subarray(from, to + 1) };
  });
  return { firstPool: layer.firstPool, rows };
}

/** Certainty of one state. */
function singleState(pool: number, margin: number): Layer {
  return { firstPool: pool, rows: rowsOf(1, () => ({ low: margin, probs: Float64Array.of(1) })) };
}

function isEmpty(layer: Layer): boolean {
  return layer.rows.every((row) => !row);
}

/* -------------------------------------------- */
/*  One round                                   */
/* -------------------------------------------- */

interface Round {
  readonly kernels: DtKernels;
  readonly replenish: number;
  readonly target: number;
  /** Margins below this at the end of the round cannot reach the target in the rounds after it (or only hopelessly). */
  readonly floor: number;
  /** What each of the round's three trims may cut. */
  readonly trimBudget: number;
}

/** Pools within the limit roll every die: ones, then plain failures, then twelves among the survivors. */
function rollWholePools(layer: Layer, round: Round, tally: Tally): Layer {
  const { kernels, floor, target } = round;
  // After the ones each die still in play adds between −1 and +2; after the plain failures every one adds.
  const afterOnes: Bounds = { floor, floorPerPool: -2, ceiling: target, ceilingPerPool: 1 };
  const afterFailures: Bounds = { floor, floorPerPool: -2, ceiling: target, ceilingPerPool: 0 };
  const settled: Bounds = { floor, floorPerPool: 0, ceiling: target, ceilingPerPool: 0 };
  // Each pass's rows are trimmed before the next, which would otherwise carry their faint ends further.
  const ones = trimLayer(
    pass(layer, (n) => kernels.onesOf(n), 0, afterOnes, tally),
    round.trimBudget,
    tally,
  );
  const survivors = trimLayer(
    pass(ones, (n) => kernels.plainFailuresOf(n), 0, afterFailures, tally),
    round.trimBudget,
    tally,
  );
  return pass(survivors, (n) => kernels.twelvesOf(n), round.replenish, settled, tally);
}

/** Pools past the limit keep the dice past it aside: the roll moves them by the limit roll's joint kernel. */
function rollLimitKeepingAside(layer: Layer, round: Round, tally: Tally): Layer {
  if (isEmpty(layer)) return EMPTY;
  const bounds: Bounds = { floor: round.floor, floorPerPool: 0, ceiling: round.target, ceilingPerPool: 0 };
  return pass(layer, () => round.kernels.rollOfLimit(), round.replenish, bounds, tally);
}

/** The merged pool that always rolls the limit: one roll's margin change, the pool staying merged. */
function rollAlwaysFull(layer: Layer, round: Round, tally: Tally): Layer {
  if (isEmpty(layer)) return EMPTY;
  // After the roll the pool is at least fullFrom − limit + replenish, which is the next round's fullFrom or more.
  const poolOffset = round.replenish - ROLL_LIMIT;
  const bounds: Bounds = { floor: round.floor, floorPerPool: 0, ceiling: round.target, ceilingPerPool: 0 };
  return pass(layer, () => round.kernels.marginOfLimitRoll(), poolOffset, bounds, tally);
}

/**
 * The pool from which every one of `rounds` rolls throws the pool limit even if every die fails: such pools
 * differ in nothing that can still matter, so they are one state.
 */
function alwaysFullFrom(rounds: number, replenish: number): number {
  return ROLL_LIMIT + (rounds - 1) * Math.max(0, ROLL_LIMIT - replenish);
}

/** The most dice `rounds` rounds can roll, starting from at most `pool` dice: no die failing. */
function maxDice(pool: number, replenish: number, rounds: number): number {
  let dice = 0;
  for (let t = 0; t < rounds; t++) dice += diceToRoll(pool + t * replenish);
  return dice;
}

/** Margins below this at the end of the round cannot reach the target (or only hopelessly) in the rounds after. */
function floorAfter(kernels: DtKernels, question: ExtendedOddsInput, largestPool: number, roundsAfter: number): number {
  const dice = maxDice(largestPool + question.replenish, question.replenish, roundsAfter);
  // Every die a 12 adds 2: the most margin those rounds can add.
  return question.targetMargin - Math.min(2 * dice, kernels.hopelessShortfall(dice));
}

/** One round with `left` rounds left (this one included): the states that roll on after it. */
function playRound(layer: Layer, kernels: DtKernels, question: ExtendedOddsInput, left: number, tally: Tally): Layer {
  const fullFrom = alwaysFullFrom(left, question.replenish);
  const whole = new Map<number, MarginRow>();
  const aside = new Map<number, MarginRow>();
  const full = new Map<number, MarginRow>();
  let largest = 0;
  layer.rows.forEach((row, i) => {
    const pool = Math.min(layer.firstPool + i, fullFrom);
    if (!row || pool === 0) return;
    largest = Math.max(largest, pool);
    addRow(pool === fullFrom ? full : pool <= ROLL_LIMIT ? whole : aside, pool, row);
  });
  const floor = floorAfter(kernels, question, largest, left - 1);
  const trimBudget = STATE_SHARE / question.roundsLeft / 3;
  const round: Round = { kernels, replenish: question.replenish, target: question.targetMargin, floor, trimBudget };
  const next = new Map<number, MarginRow>();
  const parts = [
    rollWholePools(layerOf(whole), round, tally),
    rollLimitKeepingAside(layerOf(aside), round, tally),
    rollAlwaysFull(layerOf(full), round, tally),
  ];
  for (const part of parts) {
    part.rows.forEach((row, i) => {
      if (row && part.firstPool + i > 0) addRow(next, part.firstPool + i, row);
    });
  }
  return trimLayer(layerOf(next), trimBudget, tally);
}

/* -------------------------------------------- */
/*  The question                                */
/* -------------------------------------------- */

function requireWhole(value: unknown, min: number, max: number, name: string): void {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min || value > max) {
    throw extendedTestError("OddsQuestion", { name, value: String(value), min, max });
  }
}

/**
 * Only a state some extended test can stand in is a question. After `played` rounds (at most the rounds limit
 * less the rounds left) the pool holds at most the pool limit plus `played` replenishments, and at most the
 * limit's worth of dice was rolled each round; every die that left the pool cost the margin at most 2 and every
 * die rolled added at most 2.
 */
function checkOddsInput(q: ExtendedOddsInput): void {
  assertThreshold(q.dt);
  assertReplenish(q.replenish);
  requireWithin(KINGDOMS_LIMITS.kingdomsTargetMargin, q.targetMargin);
  requireWhole(q.roundsLeft, 0, KINGDOMS_LIMITS.kingdomsRounds.max, "roundsLeft");
  const played = KINGDOMS_LIMITS.kingdomsRounds.max - q.roundsLeft;
  const mostPool = KINGDOMS_LIMITS.kingdomsPool.max + played * q.replenish;
  requireWhole(q.pool, 0, mostPool, "pool");
  const mostFailed = Math.min(mostPool - q.pool, ROLL_LIMIT * played);
  // `0 −` keeps a bound of 0 from reading "−0" in the message.
  requireWhole(q.margin, 0 - 2 * mostFailed, 2 * ROLL_LIMIT * played, "margin");
}

export function extendedTestOdds(question: ExtendedOddsInput): ExtendedOdds {
  checkOddsInput(question);
  const kernels = kernelsFor(question.dt);
  const tally: Tally = { reach: 0, truncated: 0, belowFloor: 0 };
  let layer = singleState(question.pool, question.margin);
  for (let left = question.roundsLeft; left > 0 && !isEmpty(layer); left--)
    layer = playRound(layer, kernels, question, left, tally);
  return { reach: Math.min(1, tally.reach), truncated: tally.truncated + tally.belowFloor * HOPELESS };
}
