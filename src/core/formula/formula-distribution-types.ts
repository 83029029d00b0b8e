/** The shapes of the exact distribution of a roll in Foundry's notation (src/core/formula/formula-distribution.ts). */

/** `[total, probability]`, ascending by total; the probabilities plus `tail` sum to 1 within 1e-12. */
type FormulaOutcome = readonly [total: number, probability: number];

export interface FormulaDistribution {
  /** The formula as it was read, with `@` paths replaced by their numbers (what Foundry would roll). */
  readonly resolved: string;
  readonly outcomes: readonly FormulaOutcome[];
  /** Probability left out where dice explode without end: 0 when exact, otherwise < 1e-12 and shown as such. */
  readonly tail: number;
  /**
   * The tail left out holds only totals at or above the least total kept: the formula adds its dice (or scales them
   * by a positive number) and each die only counts more as it rolls higher or explodes further. "At least" the least
   * total is then certain, tail or not (docs/odds.md "Certain and impossible").
   */
  readonly tailAbove: boolean;
}

/** How a formula's total is compared with a target. */
export type FormulaCompare = "atLeast" | "atMost" | "exactly";

/** Two formulas' totals compared, each rolled once and independently. */
export interface FormulaComparison {
  /** P(the first's total > the second's). */
  readonly greater: number;
  readonly equal: number;
  readonly less: number;
  /**
   * The chance left out where dice explode without end (either formula's `tail`): a pair with a total left out is
   * in none of the three, so they and `tail` sum to 1 within 1e-12. 0 when both are exact.
   */
  readonly tail: number;
}

/** One pair of the formulas compared, by their places in the list given. */
export interface FormulaPair extends FormulaComparison {
  readonly first: number;
  readonly second: number;
}

/** A series: the value `@path` took, and the chance against the target with it. */
export interface SeriesPoint {
  readonly value: number;
  readonly chance: number;
}

/** What a series asks (`formulaSeries`, `api.odds.series`): one `@` path swept against a target. */
export interface SeriesInput {
  /** The `@` path swept, without its `@` (`b`, `skills.ath.total`): one the formula reads. */
  readonly path: string;
  readonly from: number;
  readonly to: number;
  readonly target: number;
  readonly compare?: FormulaCompare;
  /** The roll data its other `@` paths are read from (an actor's); the swept path need not be in it. */
  readonly data?: unknown;
}
