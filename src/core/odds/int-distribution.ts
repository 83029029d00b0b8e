import { chanceThatCanFail } from "./certainty";

/**
 * An exact probability distribution over the integers, stored densely from `min` upwards. It is the common
 * currency of the odds engine: dice sums, margins, scores, and the comparisons between two sides.
 *
 * Tails that cannot be enumerated (explosions, open rolls) are cut where their mass drops below a threshold;
 * what was cut is kept in `cutMass`, so callers can show it and tests can bound the error.
 */
export class IntDistribution {
  readonly min: number;
  readonly probs: Float64Array;
  readonly cutMass: number;

  constructor(min: number, probs: ArrayLike<number>, cutMass = 0) {
    // A copy either way; `slice` copies a typed array at memory speed, where `from` walks it value by value.
    const dense = probs instanceof Float64Array ? probs.slice() : Float64Array.from(probs);
    let first = 0;
    let last = dense.length - 1;
    while (first <= last && dense[first] === 0) first++;
    while (last >= first && dense[last] === 0) last--;
    this.min = first > last ? 0 : min + first;
    this.probs = first > last ? new Float64Array(0) : dense.subarray(first, last + 1);
    this.cutMass = cutMass;
  }

  /* -------------------------------------------- */
  /*  Factories                                   */
  /* -------------------------------------------- */

  static constant(value: number): IntDistribution {
    return new IntDistribution(value, [1]);
  }

  /** A fair die with faces 1..faces. */
  static die(faces: number): IntDistribution {
    return new IntDistribution(1, new Array<number>(faces).fill(1 / faces));
  }

  /** From value → probability pairs; repeated values add up. */
  static fromEntries(entries: Iterable<readonly [number, number]>, cutMass = 0): IntDistribution {
    const list = [...entries].filter(([, p]) => p > 0);
    if (list.length === 0) return new IntDistribution(0, [], cutMass);
    const min = Math.min(...list.map(([v]) => v));
    const max = Math.max(...list.map(([v]) => v));
    const probs = new Float64Array(max - min + 1);
    for (const [value, p] of list) probs[value - min]! += p;
    return new IntDistribution(min, probs, cutMass);
  }

  /** Mixes distributions with the given weights (e.g. the branches of a coin flip). */
  static mixture(parts: ReadonlyArray<readonly [IntDistribution, number]>): IntDistribution {
    const live = parts.filter(([d, w]) => w > 0 && d.probs.length > 0);
    const cut = parts.reduce((sum, [d, w]) => sum + d.cutMass * w, 0);
    if (live.length === 0) return new IntDistribution(0, [], cut);
    const min = Math.min(...live.map(([d]) => d.min));
    const max = Math.max(...live.map(([d]) => d.max));
    const probs = new Float64Array(max - min + 1);
    for (const [d, w] of live) {
      const offset = d.min - min;
      for (let i = 0; i < d.probs.length; i++) probs[offset + i]! += d.probs[i]! * w;
    }
    return new IntDistribution(min, probs, cut);
  }

  /* -------------------------------------------- */
  /*  Reading                                     */
  /* -------------------------------------------- */

  get max(): number {
    return this.min + this.probs.length - 1;
  }

  /** Total probability held (1 − cutMass for a whole distribution). */
  get mass(): number {
    let sum = 0;
    for (const p of this.probs) sum += p;
    return sum;
  }

  p(value: number): number {
    const i = value - this.min;
    return i >= 0 && i < this.probs.length ? this.probs[i]! : 0;
  }

  atLeast(value: number): number {
    let sum = 0;
    for (let i = Math.max(0, value - this.min); i < this.probs.length; i++) sum += this.probs[i]!;
    return sum;
  }

  atMost(value: number): number {
    let sum = 0;
    const end = Math.min(this.probs.length - 1, value - this.min);
    for (let i = 0; i <= end; i++) sum += this.probs[i]!;
    return sum;
  }

  /**
   * P(at least `value`) when this is a whole distribution (not a share of one), its ends read from the support
   * (docs/odds.md "Certain and impossible"): exactly 1 when no outcome lies below `value` and no tail was cut, where
   * the sum of the outcomes may fall short of 1 by float rounding; below 1 when one does, however rare (a sum can
   * round up to 1); exactly 0 when none reaches it, as `atLeast` already is. `cutAbove`: the caller knows its cut
   * tail holds only totals above the kept ones (an upward explosion), so a `value` at or below the least total is
   * certain even with a tail cut.
   */
  wholeAtLeast(value: number, cutAbove = false): number {
    if (value > this.min) return chanceThatCanFail(this.atLeast(value));
    // A cut tail of totals above the last kept one (dice that explode upward) lies above `value` too.
    return this.cutMass === 0 || cutAbove ? 1 : this.atLeast(value);
  }

  /** P(at most `value`) of a whole distribution: exactly 1 when no outcome lies above it (see `wholeAtLeast`). */
  wholeAtMost(value: number): number {
    if (value < this.max || this.cutMass > 0) return chanceThatCanFail(this.atMost(value));
    return 1;
  }

  greaterThan(value: number): number {
    return this.atLeast(value + 1);
  }

  lessThan(value: number): number {
    return this.atMost(value - 1);
  }

  mean(): number {
    let sum = 0;
    for (let i = 0; i < this.probs.length; i++) sum += (this.min + i) * this.probs[i]!;
    return sum;
  }

  /** [value, probability] for every value with non-zero probability, ascending. */
  entries(): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    for (let i = 0; i < this.probs.length; i++) if (this.probs[i]! > 0) out.push([this.min + i, this.probs[i]!]);
    return out;
  }

  /* -------------------------------------------- */
  /*  Arithmetic                                  */
  /* -------------------------------------------- */

  /** The distribution of the sum of independent draws from this and `other`. */
  add(other: IntDistribution): IntDistribution {
    if (this.probs.length === 0 || other.probs.length === 0) {
      return new IntDistribution(0, [], this.cutMass + other.cutMass);
    }
    const a = this.probs;
    const b = other.probs;
    const out = new Float64Array(a.length + b.length - 1);
    for (let i = 0; i < a.length; i++) {
      const pa = a[i]!;
      if (pa === 0) continue;
      for (let j = 0; j < b.length; j++) out[i + j]! += pa * b[j]!;
    }
    // Mass cut from either side is lost from the sum as well (to first order; both are below 1e-12).
    return new IntDistribution(this.min + other.min, out, this.cutMass + other.cutMass);
  }

  /** The sum of `count` independent copies (by repeated doubling). */
  times(count: number): IntDistribution {
    return sumOfCopies(this, count);
  }

  shift(offset: number): IntDistribution {
    return new IntDistribution(this.min + offset, this.probs, this.cutMass);
  }

  negate(): IntDistribution {
    return new IntDistribution(-this.max, Array.from(this.probs).reverse(), this.cutMass);
  }

  /** Re-buckets every value through `fn` (e.g. clamp at 0). */
  map(fn: (value: number) => number): IntDistribution {
    return IntDistribution.fromEntries(
      this.entries().map(([v, p]) => [fn(v), p] as const),
      this.cutMass,
    );
  }

  /** Drops values whose probability is below `epsilon` from both tails, recording the mass dropped. */
  prune(epsilon = 1e-12): IntDistribution {
    let first = 0;
    let last = this.probs.length - 1;
    let dropped = 0;
    while (first <= last && this.probs[first]! < epsilon) dropped += this.probs[first++]!;
    while (last >= first && this.probs[last]! < epsilon) dropped += this.probs[last--]!;
    return new IntDistribution(this.min + first, this.probs.subarray(first, last + 1), this.cutMass + dropped);
  }

  /* -------------------------------------------- */
  /*  Comparison                                  */
  /* -------------------------------------------- */

  /**
   * P(this > other), P(this = other), P(this < other) for independent draws (of part distributions too: each is then
   * a share of the product of their masses). Each is a sum of the products that make it, never a difference of the
   * others, so what cannot happen is exactly 0, never a rounding residue (docs/odds.md "Certain and impossible").
   */
  compare(other: IntDistribution): { greater: number; equal: number; less: number } {
    let greater = 0;
    let equal = 0;
    let less = 0;
    const b = other.probs;
    // P(other below each value), walked up alongside this distribution.
    let below = 0;
    let j = 0;
    for (let i = 0; i < this.probs.length; i++) {
      const value = this.min + i;
      while (j < b.length && other.min + j < value) below += b[j++]!;
      const pa = this.probs[i]!;
      const same = j < b.length && other.min + j === value ? b[j]! : 0;
      greater += pa * below;
      equal += pa * same;
    }
    // P(other above each value), walked down: summed from the top, so it is 0 where nothing lies above.
    let above = 0;
    j = b.length - 1;
    for (let i = this.probs.length - 1; i >= 0; i--) {
      const value = this.min + i;
      while (j >= 0 && other.min + j > value) above += b[j--]!;
      less += this.probs[i]! * above;
    }
    return { greater, equal, less };
  }
}

function sumOfCopies(base: IntDistribution, count: number): IntDistribution {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`cannot sum ${count} copies`);
  let result = IntDistribution.constant(0);
  let power = base;
  for (let n = count; n > 0; n >>= 1) {
    if (n & 1) result = result.add(power);
    if (n > 1) power = power.add(power);
  }
  return result;
}
