import type {
  FormulaCompare,
  FormulaDistribution,
  FormulaPair,
  SeriesPoint,
} from "../../core/formula/formula-distribution-types";
import type { DamageAnswer, DamageQuestion } from "../../core/damage/damage-question-types";

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
  chance(
    formula: string,
    options: { readonly target: number; readonly compare?: FormulaCompare; readonly data?: unknown },
  ): number;
  /**
   * Two to four formulas side by side, each read with `data`: for every pair in order (the first against the second,
   * the first against the third …) the exact chance the first's total is greater, equal or less, and `tail`, the
   * chance left out where dice explode without end (the four sum to 1 within 1e-12; `tail` is 0 when both are exact).
   */
  compare(formulas: readonly string[], options?: { readonly data?: unknown }): FormulaPair[];
  /**
   * The chance against `target` for each whole value of the `@` path `path` (without its `@`, one the formula reads)
   * from `from` to `to` (at most 101 values), the formula's other paths read from `data`.
   */
  series(
    formula: string,
    options: {
      readonly path: string;
      readonly from: number;
      readonly to: number;
      readonly target: number;
      readonly compare?: FormulaCompare;
      readonly data?: unknown;
    },
  ): SeriesPoint[];
  /**
   * A damage question (docs/systems.md "A damage question"): the roll's `parts` (each `{formula, type}`; pf2e's deadly
   * and fatal dice `criticalOnly`, its persistent damage `persistent`), a `critical` (`{rule}`: `dnd5e`,
   * `dnd5eMultiplyModifiers`, `dnd5eMaximizeDice`, `pf2eDoubleDamage`, `pf2eDoubleDice`; dnd5e's `extraDice` and an
   * appended `bonus` formula; left out for a hit), and `targets` (`{rules: "none" | "dnd5e" | "pf2e", hp, temp, …}`,
   * each system's adjustments). The answer: the parts as rolled, the exact totals and their mean, and per target what
   * it takes, its mean and the chance it drops the target. A question outside the limits is refused by name.
   */
  damage(question: DamageQuestion): DamageAnswer;
}
