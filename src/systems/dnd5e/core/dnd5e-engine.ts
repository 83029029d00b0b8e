import type { DamageBranch, DamageOutcomes } from "../../../core/damage/damage-outcomes";
import type { BuiltPart, DamagePart, DamageTarget } from "../../../core/damage/damage-question-types";
import type { DiceTermSpec } from "../../../core/formula/dice-term";
import type { FormulaDistribution } from "../../../core/formula/formula-distribution-types";
import type { NaturalRoll, NaturalRules } from "../../../core/systems/natural-roll";
import type { SystemTotalRow } from "../../../core/systems/system-odds-types";

/** A natural roll's exact distributions (docs/systems.md "A natural roll"): its die, the rest, the total. */
export interface NaturalOdds {
  readonly natural: FormulaDistribution;
  readonly rest: FormulaDistribution;
  readonly total: FormulaDistribution;
}

/**
 * What D&D 5e's figures take of Indie Dice's engine, shaped as the kit's namespaces hold it (`kit.systems`,
 * `kit.damage`): the adapter passes the kit it is handed; the web calculator (and the tests and benches) the engine's
 * own functions (ui/calculator-engine.ts).
 */
export interface Dnd5eEngine {
  readonly systems: {
    naturalRollOdds(roll: NaturalRoll): NaturalOdds;
    naturalChance(odds: NaturalOdds, target: number, rules?: NaturalRules): number;
    naturalAndTotalChance(
      odds: NaturalOdds,
      naturalIn: (n: number) => boolean,
      target: number,
      reached: boolean,
    ): number;
    naturalAtLeast(odds: NaturalOdds, value: number): number;
    readonly NO_NATURAL_RULES: NaturalRules;
    roundTotals(distributions: readonly FormulaDistribution[]): readonly SystemTotalRow[];
    formulaDistribution(formula: string): FormulaDistribution;
  };
  readonly damage: {
    readonly NO_DAMAGE: DamageOutcomes;
    mapTotals(outcomes: DamageOutcomes, change: (total: number) => number): DamageOutcomes;
    sumOf(parts: readonly DamageOutcomes[]): DamageOutcomes;
    mixture(branches: readonly DamageBranch[]): DamageOutcomes;
    chanceAtLeast(outcomes: DamageOutcomes, points: number): number;
    topLevelDice(formula: string): readonly DiceTermSpec[];
    alterFormula(
      formula: string,
      changes: {
        readonly dice: (spec: DiceTermSpec, first: boolean) => DiceTermSpec;
        readonly number: (value: number) => number;
      },
    ): string;
    withCount(spec: DiceTermSpec, count: number): DiceTermSpec;
    maximizedTotal(spec: DiceTermSpec): number;
    builtPart(formula: string, part: DamagePart): BuiltPart;
    targetNumber(target: DamageTarget, field: string): number;
    targetTypes(target: DamageTarget, field: string): readonly string[];
    targetAmounts(target: DamageTarget, field: string): Readonly<Record<string, number>>;
  };
}
