import type { FormulaCompare, FormulaDistribution } from "../../../core/formula/formula-distribution-types";
import type { SummedChance } from "../../../core/odds/certainty";
import type { NaturalRoll, NaturalRules } from "../../../core/systems/natural-roll";
import type {
  SystemChoice,
  SystemExtra,
  SystemOdds,
  SystemOutcome,
  SystemTotalRow,
} from "../../../core/systems/system-odds-types";

/**
 * What Daggerheart judges a roll against (docs/systems-daggerheart.md "The difficulty and the targets"): the
 * dialog's difficulty, or each target's own Difficulty (an adversary) or Evasion (a character) — the system's
 * `config.roll.difficulty ?? target.difficulty ?? target.evasion` (module/dice/d20Roll.mjs `buildEvaluate`). A roll
 * judged against one number is one choice; against several targets, a choice a target. Without any, no target is
 * made up: each choice's chance of at least a few totals (docs/systems.md "No target").
 */
export interface JudgedTarget {
  /** The choice it makes: "roll" for the one difficulty (the dialog's, or the only target's), else the token's id. */
  readonly id: string;
  readonly difficulty: number;
  /**
   * The viewer may not see it (the system hides a target's numbers from a player who may not observe it): the
   * outcomes the dice alone decide are listed beside its critical, as they read nothing of it.
   */
  readonly hidden: boolean;
}

/** An experience the dialog offers, its modifier, and whether it is chosen (its modifier is then in the roll). */
export interface Experience {
  readonly id: string;
  readonly value: number;
  readonly selected: boolean;
}

/** A natural roll's exact distributions (docs/systems.md "A natural roll"): its die, the rest, the total. */
interface NaturalOdds {
  readonly natural: FormulaDistribution;
  readonly rest: FormulaDistribution;
  readonly total: FormulaDistribution;
}

/**
 * What the figures take of the kit: its `systems` and `odds` slices, the kit itself for the adapter, the engine's
 * own functions for the calculator and the bench.
 */
export interface DaggerheartEngine {
  readonly systems: {
    naturalRollOdds(roll: NaturalRoll): NaturalOdds;
    naturalChance(odds: NaturalOdds, target: number, rules: NaturalRules): number;
    naturalAtLeast(odds: NaturalOdds, value: number): number;
    rememberedFormulaDistribution(formula: string): FormulaDistribution;
    formulaChance(distribution: FormulaDistribution, target: number, compare: FormulaCompare): number;
    restFormula(rest: string): string;
    roundTotals(distributions: readonly FormulaDistribution[]): readonly SystemTotalRow[];
  };
  readonly odds: { readonly SummedChance: new () => SummedChance };
}

/** The one choice of a roll judged against one number, or of a roll without any. */
export const ONE_ROLL = "roll";

/** How one of the system's rolls reads: its outcomes against a difficulty, those the dice alone decide, its totals. */
export interface JudgedRoll {
  /** The outcomes against `difficulty`, the headline (success) first. */
  against(difficulty: number): SystemOutcome[];
  /** The headline alone: the chance of success against `difficulty` with `shift` added to the total (an experience). */
  success(difficulty: number, shift: number): number;
  /** The outcomes that read nothing of a target: listed without one, and beside a hidden one's. */
  readonly diceOnly: readonly SystemOutcome[];
  /** The total's distribution, worked out only where the totals are shown (no target, or one hidden). */
  total(): FormulaDistribution;
}

/** Every figure of a roll against its targets (none, one number, or several), with its experiences' changes. */
export function judgedOdds(
  engine: DaggerheartEngine,
  roll: JudgedRoll,
  targets: readonly JudgedTarget[],
  experiences: readonly Experience[],
): SystemOdds {
  // The totals are shown only without a target one may see (docs/systems.md "No target"): the total's distribution
  // is the costliest figure of all, so it is worked out only then.
  const shown = targets.length === 0 || targets.some((target) => target.hidden);
  const totals = (count: number) => {
    if (!shown) return [];
    const total = roll.total();
    return engine.systems.roundTotals(Array.from({ length: count }, () => total));
  };
  if (targets.length === 0)
    return { target: null, choices: [{ id: ONE_ROLL, outcomes: roll.diceOnly }], totals: totals(1) };
  const choices = targets.map((target): SystemChoice => ({ id: target.id, outcomes: outcomesAgainst(roll, target) }));
  const [only] = targets;
  if (targets.length > 1 || !only)
    return { target: null, perChoiceTargets: true, choices, totals: totals(targets.length) };
  return {
    target: only.difficulty,
    choices,
    totals: totals(1),
    extras: experienceChanges(roll, only.difficulty, experiences),
  };
}

function outcomesAgainst(roll: JudgedRoll, target: JudgedTarget): SystemOutcome[] {
  const outcomes = roll.against(target.difficulty);
  if (!target.hidden) return outcomes;
  const listed = new Set(outcomes.map((outcome) => outcome.key));
  return [...outcomes, ...roll.diceOnly.filter((outcome) => !listed.has(outcome.key))];
}

/**
 * Beside each experience, the chance of success it buys (docs/systems-daggerheart.md "Experiences"): one not chosen,
 * what choosing it would add; one chosen, what it adds now. An experience adds its modifier to the total, so the
 * chance with it is the chance against the difficulty less its value.
 */
function experienceChanges(roll: JudgedRoll, difficulty: number, experiences: readonly Experience[]): SystemExtra[] {
  const success = (shift: number) => roll.success(difficulty, shift);
  const now = success(0);
  return experiences.map(({ id, value, selected }) => ({
    id: experiencePlace(id),
    change: selected ? now - success(-value) : success(value) - now,
    fromTarget: true,
  }));
}

/** Where an experience's figure goes: its place's id (the adapter names the element by the same id). */
export function experiencePlace(experienceId: string): string {
  return `experience.${experienceId}`;
}
