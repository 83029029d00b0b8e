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
  /** The stride of the flag, the top digit (0: none): a sum past the table is a flag set twice, so still set. */
  readonly flagStride: number;
}

/** A face's chance within its kind: given, or equal. */
export function faceChance(kind: SpecialDie, face: Face): number {
  return face.chance ?? 1 / kind.faces.length;
}

/** The counters the faces name, sorted; a flag (see `jointOutcomes`) last, as the top digit of the packing. */
function countersOf(pool: Pool, flag?: string): string[] {
  const names = new Set<string>();
  for (const { kind } of pool)
    for (const face of kind.faces) for (const name of Object.keys(face.counts)) if (name !== flag) names.add(name);
  return flag === undefined ? [...names].sort() : [...[...names].sort(), flag];
}

/**
 * The packing of a pool's totals. Ranges run from the sum of each die's negative least to the sum of its positive
 * most, so every partial sum on the way (one die after another) fits too, whatever the dice's order.
 */
function packingOf(pool: Pool, counters: readonly string[], flag?: string): Packing {
  const low: number[] = [];
  const strides: number[] = [];
  const radix: number[] = [];
  let size = 1;
  for (const name of counters) {
    let least = 0;
    let most = name === flag ? 1 : 0;
    for (const { kind, count } of pool) {
      if (name === flag) break;
      const values = kind.faces.map((face) => face.counts[name] ?? 0);
      least += count * Math.min(0, ...values);
      most += count * Math.max(0, ...values);
    }
    low.push(least);
    strides.push(size);
    radix.push(most - least + 1);
    size *= most - least + 1;
  }
  return { counters, low, strides, radix, size, flagStride: flag === undefined ? 0 : strides.at(-1)! };
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
/** Faces as packed deltas and their chances. */
interface Deltas {
  readonly deltas: readonly number[];
  readonly chances: readonly number[];
}

function mergedFaces(packing: Packing, kind: SpecialDie): Deltas {
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

/** Outcomes on a dense table of every packed key (the limit keeps it small), with the list of the keys reached. */
interface Table {
  probs: Float64Array;
  keys: number[];
}

/**
 * Adds one die (or a part's whole distribution) to the outcomes: every outcome with every face, into `next`, whose
 * reached keys are cleared as `from`'s are read, so a step costs its (outcome, face) pairs. An outcome below `floor`
 * is cut instead (its mass returned).
 */
function step(from: Table, next: Float64Array, faces: Deltas, packing: Packing, floor: number) {
  const { deltas, chances } = faces;
  const reached: number[] = [];
  let cut = 0;
  for (const key of from.keys) {
    const p = from.probs[key]!;
    from.probs[key] = 0;
    if (p < floor) {
      cut += p;
      continue;
    }
    for (let f = 0; f < deltas.length; f++) {
      let to = key + deltas[f]!;
      if (to >= packing.size) to -= packing.flagStride;
      // A key is listed when it first gets mass; a product that underflows to 0 lists nothing.
      if (next[to] === 0) reached.push(to);
      next[to]! += p * chances[f]!;
      if (next[to] === 0) reached.pop();
    }
  }
  return { table: { probs: next, keys: reached }, spare: from.probs, cut };
}

/** `count` dice of one kind from `origin`, one after another: the part's own distribution, and what it cut. */
function power(faces: Deltas, count: number, packing: Packing, origin: number, floor: number) {
  let table: Table = { probs: new Float64Array(packing.size), keys: [origin] };
  let spare: Float64Array = new Float64Array(packing.size);
  let cut = 0;
  table.probs[origin] = 1;
  for (let die = 0; die < count; die++) {
    const done = step(table, spare, faces, packing, floor);
    [table, spare, cut] = [done.table, done.spare, cut + done.cut];
  }
  return { table, cut };
}

/** A part's distribution as the faces of one die: each outcome reached, as a delta from the origin, and its chance. */
function asFaces(table: Table, origin: number): Deltas {
  return { deltas: table.keys.map((key) => key - origin), chances: table.keys.map((key) => table.probs[key]!) };
}

/**
 * The convolution of the parts. A part whose dice, added among themselves, reach fewer outcomes than its dice have
 * faces in all (a geometric run of sixes: 10 dice of 17 faces reach about 40 totals) is added as one distribution;
 * any other part die after die.
 */
function convolve(pool: Pool, packing: Packing, origin: number, floor: number) {
  let table: Table = { probs: new Float64Array(packing.size), keys: [origin] };
  let spare: Float64Array = new Float64Array(packing.size);
  let cut = 0;
  table.probs[origin] = 1;
  for (const { kind, count } of pool) {
    const faces = mergedFaces(packing, kind);
    const part = count > 1 ? power(faces, count, packing, origin, floor) : null;
    const whole = part !== null && part.table.keys.length < count * faces.deltas.length;
    const steps = whole ? [asFaces(part.table, origin)] : Array.from({ length: count }, () => faces);
    if (whole) cut += part.cut;
    for (const faces of steps) {
      const done = step(table, spare, faces, packing, floor);
      [table, spare, cut] = [done.table, done.spare, cut + done.cut];
    }
  }
  // The last die's outcomes below the floor are cut too, as every earlier die's were.
  const kept = table.keys.filter((key) => table.probs[key]! >= floor);
  for (const key of table.keys) if (table.probs[key]! < floor) cut += table.probs[key]!;
  return { keys: kept, probs: table.probs, cut };
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
  // Every counter is in every outcome: a linear reading's (C) are the counters its faces name.
  return jointOutcomes(linear ? readFaces(thrown, linear) : thrown) as PoolOutcomes<C>;
}

/**
 * The joint distribution, with at most one `flag`: a counter whose faces add 0 or 1 and whose total is only whether
 * any die added 1 (a push's "some die is open"), so it costs two values, not one per die.
 */
export function jointOutcomes(pool: Pool, flag?: string): PoolOutcomes<string> {
  const counters = countersOf(pool, flag);
  const packing = packingOf(pool, counters, flag);
  checkPool(pool, packing);
  const origin = packing.low.reduce((key, low, i) => key - low * packing.strides[i]!, 0);
  const kept = pool.reduce((mass, { kind, count }) => mass * (1 - (kind.cutMass ?? 0)) ** count, 1);
  const { keys, probs, cut } = convolve(pool, packing, origin, kept < 1 ? NEGLIGIBLE : 0);
  const read = keys.map((key) => [unpack(packing, key), probs[key]!] as const);
  return new PoolOutcomes(read, counters, 1 - kept + cut);
}

function unpack(packing: Packing, key: number): Counts {
  const counts: Record<string, number> = {};
  const { counters, strides, radix, low } = packing;
  for (let i = 0; i < counters.length; i++)
    counts[counters[i]!] = (Math.floor(key / strides[i]!) % radix[i]!) + low[i]!;
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
      let key = "";
      for (const name of names) key += `${values[name]},`;
      const known = merged.get(key);
      if (known) known[1] += p;
      else merged.set(key, [counts, p]);
    }
    const outcomes = [...merged.values()];
    return new PoolOutcomes(outcomes, Object.keys(outcomes[0]?.[0] ?? {}).sort(), this.cutMass);
  }
}

/**
 * The outcomes of branches taken with their chances (a die read apart: 6e's wild die, one branch per kind of face),
 * equal outcomes merged; the chances add up to 1.
 */
export function mixOutcomes<C extends string>(
  branches: readonly (readonly [number, PoolOutcomes<C>])[],
): PoolOutcomes<C> {
  const outcomes = branches.flatMap(([weight, branch]) => branch.outcomes.map(([o, p]) => [o, weight * p] as const));
  const cut = branches.reduce((sum, [weight, branch]) => sum + weight * branch.cutMass, 0);
  return new PoolOutcomes(outcomes, branches[0]?.[1].counters ?? [], cut).read((outcome) => outcome);
}
