import type { FormulaCompare, FormulaDistribution } from "../../core/formula/formula-distribution-types";

/**
 * `api.odds.distribution` and `api.odds.chance`: the exact odds of any formula in Foundry's own dice notation
 * (docs/formula-odds.md). A formula the engine cannot answer exactly, or one outside the limits, throws an Error
 * in the user's language naming the part; its `cause` is the module's error with its key and data.
 */
export interface FormulaOddsApi {
  /**
   * The exact distribution: `outcomes` as `[total, probability]` pairs in ascending order (they and `tail` sum to
   * 1 within 1e-12), `tail` the probability left out where dice explode without end, and `resolved` the formula
   * with its `@` paths replaced from `data` (an actor's roll data; a missing path is refused by name).
   */
  distribution(formula: string, options?: { readonly data?: unknown }): FormulaDistribution;
  /** The chance the total is at least (the default), at most, or exactly `target`. */
  chance(formula: string, options: { readonly target: number; readonly compare?: FormulaCompare; readonly data?: unknown }): number;
}
