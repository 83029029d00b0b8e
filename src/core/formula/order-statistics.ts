import { IntDistribution } from "../odds/int-distribution";

/**
 * The sum of a window of ranks of `dice` independent results (docs/formula-odds.md "Keep and drop"): the values
 * are sorted, ranks counted from the highest (rank 0), and the ranks in [from, to) add their `gains` (what each
 * value counts for once the term's other modifiers are applied). `4d6kh3` is the window [0, 3) of four d6.
 *
 * The values are walked from the highest down; after each, a state says how many dice lie above it and what the
 * window has gathered so far. The dice still below it are independent draws of the lower values, so how many of
 * them show this value is binomial: no enumeration of hands, and a state leaves the walk as soon as the window
 * is full. The walk runs from whichever end the window lies nearer to.
 */
export function windowSum(
  probs: readonly number[],
  gains: readonly number[],
  dice: number,
  from: number,
  to: number,
): IntDistribution {
  if (to <= from) return IntDistribution.constant(0);
  if (to > dice - from) {
    return windowSum([...probs].reverse(), [...gains].reverse(), dice, dice - to, dice - from);
  }
  return new WindowWalk(probs, gains, dice, from, to).run();
}

/** The work of `windowSum` before it runs: multiply-adds, for the engine's budget (LIMITS.formulaSteps). */
export function windowSumSteps(
  values: number,
  gains: readonly number[],
  dice: number,
  from: number,
  to: number,
): number {
  if (to <= from) return 0;
  // Walked from the nearer end, as windowSum does; a state with `above` dice has filled that many window ranks.
  const [start, end] = to > dice - from ? [dice - to, dice - from] : [from, to];
  const spread = Math.max(0, ...gains) - Math.min(0, ...gains);
  let perValue = 0;
  for (let above = 0; above < end; above++) {
    const filled = Math.min(Math.max(0, above - start), end - start);
    perValue += (Math.min(dice - above, end - above) + 1) * (filled * spread + 1);
  }
  return values * perValue;
}

class WindowWalk {
  private readonly offset: number;
  private readonly size: number;
  /** Per number of dice above the current value: the window's sums so far (null when unreachable). */
  private readonly states: (Float64Array | null)[];
  /** Per state, the first and last index that may hold mass (the rest of its array is zero). */
  private readonly bounds: [number, number][];
  private readonly result: Float64Array;
  private readonly logFactorial: Float64Array;

  constructor(
    private readonly probs: readonly number[],
    private readonly gains: readonly number[],
    private readonly dice: number,
    private readonly from: number,
    private readonly to: number,
  ) {
    const width = to - from;
    const low = Math.min(0, ...gains);
    this.offset = -width * low;
    this.size = width * (Math.max(0, ...gains) - low) + 1;
    this.states = new Array<Float64Array | null>(to).fill(null);
    const start = new Float64Array(this.size);
    start[this.offset] = 1;
    this.states[0] = start;
    this.bounds = Array.from({ length: to }, () => [this.offset, this.offset] as [number, number]);
    this.result = new Float64Array(this.size);
    this.logFactorial = new Float64Array(dice + 1);
    for (let n = 2; n <= dice; n++) this.logFactorial[n] = this.logFactorial[n - 1]! + Math.log(n);
  }

  run(): IntDistribution {
    let below = this.probs.reduce((sum, p) => sum + p, 0);
    for (let value = this.probs.length - 1; value >= 0; value--) {
      const p = this.probs[value]!;
      if (p > 0) this.step(value, value === 0 ? 1 : Math.min(1, p / below));
      below -= p;
    }
    return new IntDistribution(-this.offset, this.result);
  }

  /** `chance`: that a die not above this value shows it. Dice above it never come back. */
  private step(value: number, chance: number): void {
    const gain = this.gains[value]!;
    for (let above = this.to - 1; above >= 0; above--) {
      const sums = this.states[above];
      if (!sums) continue;
      const rest = this.dice - above;
      const pmf = this.binomial(rest, chance);
      // More dice than the window still needs: it fills up with this value, the state is done.
      let fill = 0;
      for (let count = this.to - above; count <= rest; count++) fill += pmf[count]!;
      const [low, high] = this.bounds[above]!;
      if (fill > 0) this.addShifted(this.result, sums, low, high, gain * this.overlap(above, rest), fill);
      for (let count = Math.min(rest, this.to - above - 1); count >= 1; count--) {
        if (pmf[count]! === 0) continue;
        const shift = gain * this.overlap(above, count);
        const next = above + count;
        if (!this.states[next]) {
          this.states[next] = new Float64Array(this.size);
          this.bounds[next] = [low + shift, high + shift];
        }
        const range = this.bounds[next]!;
        range[0] = Math.min(range[0], low + shift);
        range[1] = Math.max(range[1], high + shift);
        this.addShifted(this.states[next], sums, low, high, shift, pmf[count]!);
      }
      const none = pmf[0]!;
      if (none === 0) this.states[above] = null;
      else for (let i = low; i <= high; i++) sums[i]! *= none;
    }
  }

  /** How many of the ranks [above, above + count) lie in the window. */
  private overlap(above: number, count: number): number {
    return Math.max(0, Math.min(above + count, this.to) - Math.max(above, this.from));
  }

  private addShifted(
    target: Float64Array,
    source: Float64Array,
    low: number,
    high: number,
    shift: number,
    weight: number,
  ): void {
    const start = Math.max(low, -shift);
    const end = Math.min(high + 1, target.length - shift);
    for (let i = start; i < end; i++) {
      const p = source[i]!;
      if (p !== 0) target[i + shift]! += p * weight;
    }
  }

  /** P(count of `trials` show it) for every count; exact ends at chance 0 and 1. */
  private binomial(trials: number, chance: number): Float64Array {
    const pmf = new Float64Array(trials + 1);
    if (chance >= 1) {
      pmf[trials] = 1;
      return pmf;
    }
    const logYes = Math.log(chance);
    const logNo = Math.log1p(-chance);
    const lf = this.logFactorial;
    for (let count = 0; count <= trials; count++) {
      pmf[count] = Math.exp(lf[trials]! - lf[count]! - lf[trials - count]! + count * logYes + (trials - count) * logNo);
    }
    return pmf;
  }
}
