import type { DamageBranch, DamageOutcomes } from "../../../core/damage/damage-outcomes";
import type { DamageTarget } from "../../../core/damage/damage-question-types";
import type { DiceTermSpec } from "../../../core/formula/dice-term";
import type { FormulaDistribution } from "../../../core/formula/formula-distribution-types";
import type { SystemTotalRow } from "../../../core/systems/system-odds-types";

/**
 * What pf2e's figures take of the engine, by the kit's namespaces (docs/rule-set-authors.md "The kit's namespaces"):
 * the adapter hands over the kit itself; the web calculator, the tests and the benches the same functions from their
 * own imports. A structural subset, so that the core names no layer above it.
 */
export interface Pf2eEngine {
  readonly systems: {
    formulaDistribution(formula: string): FormulaDistribution;
    /** The die's distribution, remembered: the check dialog asks again on every change. */
    rememberedFormulaDistribution(formula: string): FormulaDistribution;
    roundTotals(distributions: readonly FormulaDistribution[]): readonly SystemTotalRow[];
  };
  readonly odds: { chanceThatCanFail(sum: number): number };
  readonly damage: {
    readonly NO_DAMAGE: DamageOutcomes;
    mixture(branches: readonly DamageBranch[]): DamageOutcomes;
    sumOf(parts: readonly DamageOutcomes[]): DamageOutcomes;
    chanceAtLeast(outcomes: DamageOutcomes, points: number): number;
    alterFormula(
      formula: string,
      changes: { dice(spec: DiceTermSpec): DiceTermSpec; number(value: number): number },
    ): string;
    withCount(spec: DiceTermSpec, count: number): DiceTermSpec;
    targetNumber(target: DamageTarget, field: string): number;
    targetTypes(target: DamageTarget, field: string): readonly string[];
    targetAmounts(target: DamageTarget, field: string): Readonly<Record<string, number>>;
  };
  /** The engine's refusal, named by its language key: the figures' place shows the reason, never a figure. */
  readonly limits: { readonly IndieDiceError: new (key: string) => Error };
}
