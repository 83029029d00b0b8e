import { IntDistribution } from "../odds/int-distribution";
import { isWithin, LIMITS, limitError } from "../limits";

/**
 * Pools of special dice (docs/pools.md): dice whose faces carry several named counters — successes, advantages, a
 * triumph; a Year Zero die's success and its 1 — rolled together, and the exact JOINT distribution of the counters'
 * totals. A system's mechanic is then a few lines over that distribution: cancelling, a cap, a glitch rule, a question.
 *
 * The totals are kept in a sparse map keyed by the counter vector packed into one number (mixed radix over each
 * counter's range), so adding a face to an outcome is adding the face's packed vector to the key: the convolution of
 * a die is one addition and one multiplication per (outcome, face) pair. The range of every counter is known from the
 * faces before any work, and so is the most outcomes the pool can have: past LIMITS.poolOutcomes it is refused.
 */

/** Named counters and their values: a face's symbols, or an outcome's totals. A counter not named is 0. */
export type Counts = Readonly<Record<string, number>>;

/** An outcome of a reading that names its counters (`C`): each of them is there. */
export type Outcome<C extends string> = Readonly<Record<C, number>>;

/** One face of a die: what it adds to each counter, its number (for the faces a push locks) and its chance. */
export interface Face {
  readonly counts: Counts;
  /** The number printed or rolled (a d6's 1…6), which a push's locked values name; 0 when a face has none. */
  readonly value?: number;
  /**
   * The face's probability, when the faces are not equally likely (an exploding die's chains). Either every face of
   * a kind gives one or none does.
   */
  readonly chance?: number;
}

/** A kind of die: its faces, and the values a push leaves standing (YZUR's LOCKED_VALUES). */
export interface SpecialDie {
  readonly name: string;
  readonly faces: readonly Face[];
  /** The face values a push does not reroll; none when the kind is never pushed. */
  readonly locked?: readonly number[];
  /** The mass the faces' chances leave short of 1: the tail of an exploding die past the depth written out. */
  readonly cutMass?: number;
}

/** How many dice of each kind a pool throws. */
interface PoolPart {
  readonly kind: SpecialDie;
  readonly count: number;
}

export type Pool = readonly PoolPart[];

/** Each counter's range over a pool: packing offsets and strides, and the most outcomes there can be. */
interface Packing {
  readonly counters: readonly string[];
  readonly low: readonly number[];
  readonly strides: readonly number[];
  readonly radix: readonly number[];
  readonly size: number;
}

/** A face's chance within its kind: given, or equal. */
export function faceChance(kind: SpecialDie, face: Face): number {
  return face.chance ?? 1 / kind.faces.length;
}

function countersOf(pool: Pool): string[] {
  const names = new Set<string>();
  for (const { kind } of pool)
    for (const face of kind.faces) for (const name of Object.keys(face.counts)) names.add(name);
  return [...names].sort();
}

/**
 * The packing of a pool's totals. Ranges run from the sum of each die's negative least to the sum of its positive
 * most, so every partial sum on the way (one die after another) fits too, whatever the dice's order.
 */
function packingOf(pool: Pool, counters: readonly string[]): Packing {
  const low: number[] = [];
  const strides: number[] = [];
  const radix: number[] = [];
  let size = 1;
  for (const name of counters) {
    let least = 0;
    let most = 0;
    for (const { kind, count } of pool) {
      const values = kind.faces.map((face) => face.counts[name] ?? 0);
      least += count * Math.min(0, ...values);
      most += count * Math.max(0, ...values);
    }
    low.push(least);
    strides.push(size);
    radix.push(most - least + 1);
    size *= most - least + 1;
  }
  return { counters, low, strides, radix, size };
}

/** Refuses a pool by name before any work: too many outcomes, or a count that is no whole number of dice. */
function checkPool(pool: Pool, packing: Packing): void {
  for (const { count } of pool) if (!isWithin(LIMITS.poolDice, count)) throw limitError(LIMITS.poolDice, count);
  if (packing.size > LIMITS.poolOutcomes.max) throw limitError(LIMITS.poolOutcomes, packing.size);
}

function packedFace(packing: Packing, face: Face): number {
  return packing.counters.reduce((key, name, i) => key + (face.counts[name] ?? 0) * packing.strides[i]!, 0);
}

/** A kind's faces as packed deltas and their chances, equal deltas merged (equal faces cost once). */
function mergedFaces(packing: Packing, kind: SpecialDie): { deltas: number[]; chances: number[] } {
  const merged = new Map<number, number>();
  for (const face of kind.faces) {
    const delta = packedFace(packing, face);
    merged.set(delta, (merged.get(delta) ?? 0) + faceChance(kind, face));
  }
  const kept = [...merged].filter(([, chance]) => chance > 0);
  return { deltas: kept.map(([delta]) => delta), chances: kept.map(([, chance]) => chance) };
}

/**
 * Below this chance an outcome of a pool that already has a cut tail (an exploding die) is cut too, its mass added to
 * the tail: a chain of sixes makes thousands of outcomes each far below 1e-20, which no figure shows and which cost
 * most of the work. Pools without a cut keep every outcome, so certain and impossible stay exact (docs/odds.md).
 */
const NEGLIGIBLE = 1e-20;

/**
 * The convolution, die after die, over a dense table of every packed key (the limit keeps it small) and the list of
 * the keys reached: two tables swapped, and only the reached keys cleared, so a die costs its (outcome, face) pairs.
 */
function convolve(pool: Pool, packing: Packing, origin: number, floor: number) {
  let probs = new Float64Array(packing.size);
  let next = new Float64Array(packing.size);
  let keys = [origin];
  let cut = 0;
  probs[origin] = 1;
  for (const { kind, count } of pool) {
    const { deltas, chances } = mergedFaces(packing, kind);
    for (let die = 0; die < count; die++) {
      const reached: number[] = [];
      for (const key of keys) {
        const p = probs[key]!;
        probs[key] = 0;
        if (p < floor) {
          cut += p;
          continue;
        }
        for (let f = 0; f < deltas.length; f++) {
          const to = key + deltas[f]!;
          // A key is listed when it first gets mass; a product that underflows to 0 lists nothing.
          if (next[to] === 0) reached.push(to);
          next[to]! += p * chances[f]!;
          if (next[to] === 0) reached.pop();
        }
      }
      [probs, next, keys] = [next, probs, reached];
    }
  }
  return { keys, probs, cut };
}

/**
 * A reading of the counters that adds up — each of its counters a sum of multiples of the faces' counters, as
 * FFG's cancelling is (net success = successes − failures). Applied to each face before the dice are added, it gives
 * the same totals as applied to the outcomes after, over far fewer outcomes.
 */
export type LinearReading<C extends string> = (face: Counts) => Outcome<C>;

/** The pool with each face read by `linear` (see LinearReading). */
function readFaces<C extends string>(pool: Pool, linear: LinearReading<C>): Pool {
  return pool.map(({ kind, count }) => ({
    count,
    kind: { ...kind, faces: kind.faces.map((face) => ({ ...face, counts: linear(face.counts) })) },
  }));
}

/**
 * The exact joint distribution of a pool's counters' totals — or of a linear reading of them (see LinearReading).
 * Refused by name before any work: a count past LIMITS.poolDice, outcomes that could pass LIMITS.poolOutcomes.
 */
export function poolOutcomes<C extends string = string>(thrown: Pool, linear?: LinearReading<C>): PoolOutcomes<C> {
  const pool = linear ? readFaces(thrown, linear) : thrown;
  const counters = countersOf(pool);
  const packing = packingOf(pool, counters);
  checkPool(pool, packing);
  const origin = packing.low.reduce((key, low, i) => key - low * packing.strides[i]!, 0);
  const kept = pool.reduce((mass, { kind, count }) => mass * (1 - (kind.cutMass ?? 0)) ** count, 1);
  const { keys, probs, cut } = convolve(pool, packing, origin, kept < 1 ? NEGLIGIBLE : 0);
  // Every counter is in every outcome: a linear reading's (C) are the counters its faces name.
  const read = keys.map((key) => [unpack(packing, key) as Outcome<C>, probs[key]!] as const);
  return new PoolOutcomes(read, counters, 1 - kept + cut);
}

function unpack(packing: Packing, key: number): Counts {
  const counts: Record<string, number> = {};
  packing.counters.forEach((name, i) => {
    counts[name] = (Math.floor(key / packing.strides[i]!) % packing.radix[i]!) + packing.low[i]!;
  });
  return counts;
}

/** A joint distribution read: its outcomes (each a vector of counters and its chance) and the questions over them. */
export class PoolOutcomes<C extends string> {
  constructor(
    readonly outcomes: readonly (readonly [Outcome<C>, number])[],
    readonly counters: readonly string[],
    /** The mass the outcomes leave short of 1: an exploding die's tail past the depth its faces were written to. */
    readonly cutMass = 0,
  ) {}

  /** The chance that an outcome passes `test` ("net success ≥ 1 and triumph ≥ 1"). */
  chance(test: (outcome: Outcome<C>) => boolean): number {
    return this.outcomes.reduce((sum, [outcome, p]) => (test(outcome) ? sum + p : sum), 0);
  }

  /** The chance of `test` among the outcomes that pass `given` (0 when none does). */
  chanceGiven(test: (outcome: Outcome<C>) => boolean, given: (outcome: Outcome<C>) => boolean): number {
    const base = this.chance(given);
    return base === 0 ? 0 : this.chance((outcome) => given(outcome) && test(outcome)) / base;
  }

  /** The distribution of one number read from each outcome (net successes, hits under the limit): a marginal. */
  marginal(read: (outcome: Outcome<C>) => number): IntDistribution {
    return IntDistribution.fromEntries(
      this.outcomes.map(([outcome, p]) => [read(outcome), p] as const),
      this.cutMass,
    );
  }

  /** The chance of each label an outcome reads as (a joint table's cells: "success with threat"). */
  tally(label: (outcome: Outcome<C>) => string): ReadonlyMap<string, number> {
    const cells = new Map<string, number>();
    for (const [outcome, p] of this.outcomes) cells.set(label(outcome), (cells.get(label(outcome)) ?? 0) + p);
    return cells;
  }

  /** The same outcomes read as other counters (a system's reading: cancelled, capped), equal readings merged. */
  read<D extends string>(reading: (outcome: Outcome<C>) => Outcome<D>): PoolOutcomes<D> {
    const merged = new Map<string, [Outcome<D>, number]>();
    let names: readonly string[] | null = null;
    for (const [outcome, p] of this.outcomes) {
      const counts = reading(outcome);
      // A reading names the same counters each time: their values, in one order, are its key.
      names ??= Object.keys(counts).sort();
      const values: Counts = counts;
      const key = names.map((name) => values[name]).join();
      const known = merged.get(key);
      if (known) known[1] += p;
      else merged.set(key, [counts, p]);
    }
    const outcomes = [...merged.values()];
    return new PoolOutcomes(outcomes, Object.keys(outcomes[0]?.[0] ?? {}).sort(), this.cutMass);
  }
}
