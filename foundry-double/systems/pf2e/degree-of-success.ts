/**
 * pf2e's degree of success (src/module/system/degree-of-success.ts; the logic the same in every stored copy, at
 * 08ee151 and later): the die result is a deterministic roll's first number (a substitution's value) or the first
 * d20's total (the kept die of `2d20kh`/`2d20kl`), else 1; the degree is the total against the DC in bands of ten
 * (10 or more over: critical success; 10 or more under: critical failure; at or over: success; else failure),
 * then a natural 20 one degree up and a natural 1 one down, held within the four; then the first entry of the
 * adjustments record — "all", then each degree — with a label and an amount, for this degree, that would not raise a
 * critical success by one nor lower a critical failure by one: a number of degrees (held within the four) or a
 * degree set outright.
 */
import { Die } from "../../dice/terms/die";
import { NumericTerm } from "../../dice/terms/numeric-term";
import type { Roll } from "../../dice/roll";

export const DEGREE_OF_SUCCESS_STRINGS = ["criticalFailure", "failure", "success", "criticalSuccess"] as const;

export type DegreeOfSuccessString = (typeof DEGREE_OF_SUCCESS_STRINGS)[number];

export type DegreeAdjustmentAmount = -2 | -1 | 1 | 2 | DegreeOfSuccessString;

export type DegreeAdjustmentsRecord = Partial<
  Record<"all" | DegreeOfSuccessString, { label: string; amount: DegreeAdjustmentAmount }>
>;

export interface CheckDC {
  slug?: string | null;
  label?: string;
  scope?: "attack" | "check";
  value: number;
  visible?: boolean;
}

const clamp = (value: number) => Math.min(3, Math.max(0, value));

export class DegreeOfSuccess {
  readonly value: number;
  readonly unadjusted: number;
  readonly adjustment: { label: string; amount: DegreeAdjustmentAmount } | null;
  readonly dieResult: number;
  readonly rollTotal: number;
  readonly dc: CheckDC;

  constructor(
    roll: Roll | { dieValue: number; modifier: number },
    dc: CheckDC | number,
    dosAdjustments: DegreeAdjustmentsRecord | null = null,
  ) {
    if ("dieValue" in roll) {
      this.dieResult = roll.dieValue;
      this.rollTotal = roll.dieValue + roll.modifier;
    } else {
      const term = roll.isDeterministic
        ? roll.terms.find((t) => t instanceof NumericTerm)
        : roll.dice.find((d) => d instanceof Die && d.faces === 20);
      this.dieResult = (term?.total as number | undefined) ?? 1;
      this.rollTotal = roll.total;
    }
    this.dc = typeof dc === "number" ? { value: dc } : dc;
    this.unadjusted = this.#calculate();
    this.adjustment = this.#adjustmentFor(this.unadjusted, dosAdjustments);
    this.value = this.adjustment ? DegreeOfSuccess.#adjust(this.adjustment.amount, this.unadjusted) : this.unadjusted;
  }

  static #adjust(amount: DegreeAdjustmentAmount, degree: number): number {
    return typeof amount === "string" ? DEGREE_OF_SUCCESS_STRINGS.indexOf(amount) : clamp(degree + amount);
  }

  #adjustmentFor(
    degree: number,
    adjustments: DegreeAdjustmentsRecord | null,
  ): { label: string; amount: DegreeAdjustmentAmount } | null {
    if (!adjustments) return null;
    for (const outcome of ["all", ...DEGREE_OF_SUCCESS_STRINGS] as const) {
      const { label, amount } = adjustments[outcome] ?? {};
      if (
        amount &&
        label &&
        !(degree === 3 && amount === 1) &&
        !(degree === 0 && amount === -1) &&
        (outcome === "all" || DEGREE_OF_SUCCESS_STRINGS.indexOf(outcome) === degree)
      ) {
        return { label, amount };
      }
    }
    return null;
  }

  #byDie(degree: number): number {
    if (this.dieResult === 20) return clamp(degree + 1);
    if (this.dieResult === 1) return clamp(degree - 1);
    return degree;
  }

  #calculate(): number {
    const dc = this.dc.value;
    if (this.rollTotal - dc >= 10) return this.#byDie(3);
    if (dc - this.rollTotal >= 10) return this.#byDie(0);
    if (this.rollTotal >= dc) return this.#byDie(2);
    return this.#byDie(1);
  }
}
