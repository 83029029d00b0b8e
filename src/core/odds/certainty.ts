/**
 * Certain and impossible as exact figures (docs/odds.md "Certain and impossible"): a chance is exactly 1 only when
 * no outcome fails it and exactly 0 only when none makes it, read from the outcomes, never from a sum's rounding.
 */

/** The largest float below 1. */
const BELOW_ONE = 1 - 2 ** -53;

/**
 * A summed chance of an outcome that can fail, kept below 1: a failure rarer than a float's last bit under 1 (every
 * one of 22 Kaiser dice a 1, about 8e-18) leaves the sum at exactly 1, which would claim it certain. The float just
 * below 1 is as close to the exact figure as the sum is.
 */
export function chanceThatCanFail(sum: number): number {
  return Math.min(sum, BELOW_ONE);
}

/**
 * Σ P(case) × the chance the case makes an outcome, read as `chance`: exactly 1 only when every case surely makes it
 * (and nothing was left out: `missed` from the start for a cut tail), never from a sum's rounding.
 */
export class SummedChance {
  #sum = 0;

  #missed: boolean;

  constructor(missed = false) {
    this.#missed = missed;
  }

  add(probability: number, made: number): void {
    if (made < 1) this.#missed = true;
    this.#sum += probability * made;
  }

  get chance(): number {
    return this.#missed ? chanceThatCanFail(this.#sum) : 1;
  }
}
