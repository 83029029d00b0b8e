/**
 * A die the fairness report tests (src/core/fairness), with the exact odds of its faces: what a fair die of that
 * kind shows. Types only, so that a rule set's folder can build its own die without importing the report.
 *
 * - `d<N>`: a fair N-sided die, faces 1…N, each 1/N.
 * - `coin`: Foundry's Coin, results 0 (tails) and 1 (heads), each 1/2 (a Kleptonomicon Critical Roll coin, a
 *   tie-break coin).
 * - any other name: a rule set's own die (the Kleptonomicon's `d10ish`), whose model its folder builds and its core
 *   descriptor lists (`ownDice`).
 */
export type DieId = string;

export interface DieModel {
  readonly id: DieId;
  /** The values a result may hold, in the order the report lists them. */
  readonly values: readonly number[];
  /** The exact chance of each value on a fair die, in the same order; they sum to 1. */
  readonly probabilities: readonly number[];
  /** The index of a result's value in `values`, or −1 when a fair die of this kind cannot show it. */
  indexOf(value: unknown): number;
}

/** A rule set's own die, as its core descriptor lists it for the fairness report. */
export interface OwnDie {
  /** The stable class name of its dice term as Foundry saves it (`D10ishDie`). */
  readonly className: string;
  /** What a fair die of its kind shows. */
  readonly model: DieModel;
}
