import type { IntDistribution } from "./int-distribution";

/** P(X ≥ v) for any v in O(1), from the upper cumulative sums of one distribution. */
export class UpperTails {
  private readonly min: number;
  private readonly fromIndex: Float64Array;

  constructor(private readonly distribution: IntDistribution) {
    const { probs } = distribution;
    this.min = distribution.min;
    this.fromIndex = new Float64Array(probs.length + 1);
    for (let i = probs.length - 1; i >= 0; i--) this.fromIndex[i] = this.fromIndex[i + 1]! + probs[i]!;
  }

  get max(): number {
    return this.min + this.fromIndex.length - 2;
  }

  atLeast(value: number): number {
    const index = value - this.min;
    if (index <= 0) return this.fromIndex[0]!;
    return index < this.fromIndex.length ? this.fromIndex[index]! : 0;
  }

  greaterThan(value: number): number {
    return this.atLeast(value + 1);
  }

  equalTo(value: number): number {
    return this.distribution.p(value);
  }

  /**
   * P(X wins) when, against a fixed opponent, `wins(x)` is a judge's verdict that never turns from a win back to
   * a loss as x grows (a higher total or margin never loses what a lower one wins): the mass from the smallest
   * winning x up, found by bisection with the judge itself.
   */
  winningMass(wins: (value: number) => boolean): number {
    let low = this.min;
    let high = this.max + 1; // a value past the distribution stands for "no x wins"
    while (low < high) {
      const middle = low + Math.floor((high - low) / 2);
      if (wins(middle)) high = middle;
      else low = middle + 1;
    }
    return this.atLeast(low);
  }
}
