import type { FormulaDistribution } from "../../../core/formula/formula-distribution-types";
import type { SystemChoice, SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";
import type { Pf2eEngine } from "./pf2e-engine";

/**
 * Pathfinder 2e's four degrees of success (docs/systems-pf2e.md "Degrees of success"), as pf2e's `DegreeOfSuccess`
 * works one out (src/module/system/degree-of-success.ts): the total against the DC in bands of ten, then a natural
 * 20 one degree up and a natural 1 one down (held within the four), then the degree-of-success adjustments that
 * apply. Each roll of the die is judged as pf2e judges it and its chance added to its degree.
 */

/** pf2e's degrees, by index: 0 critical failure … 3 critical success (DEGREE_OF_SUCCESS_STRINGS). */
export const DEGREE_INDEX = ["criticalFailure", "failure", "success", "criticalSuccess"] as const;

export type Degree = (typeof DEGREE_INDEX)[number];

/** The degrees in the order they are shown: the best first. */
export const DEGREES: readonly Degree[] = ["criticalSuccess", "success", "failure", "criticalFailure"];

/**
 * What a check rolls for its d20 (check.ts): one d20, fortune's better of two, misfortune's worse, or a fixed value.
 */
export type CheckDie =
  { readonly kind: "d20" | "fortune" | "misfortune" } | { readonly kind: "fixed"; readonly value: number };

/** An adjustment's amount: degrees up or down, or a degree set outright (DEGREE_ADJUSTMENT_AMOUNTS). */
export type AdjustmentAmount = -2 | -1 | 1 | 2 | Degree;

/** One adjustment record: by the degree it applies to, or "all" (DegreeAdjustmentsRecord). */
export type DegreeAdjustments = Partial<
  Record<"all" | Degree, { readonly label: string; readonly amount: AdjustmentAmount }>
>;

/**
 * A roll as an adjustment's predicate reads it: the kept die's result (null where a substitution rolled no die,
 * as pf2e's `check:total:natural:` option then reads nothing), and the total.
 */
export interface RolledCheck {
  readonly natural: number | null;
  readonly total: number;
}

/** A degree-of-success adjustment and whether it applies to a given roll (pf2e tests its predicate on the roll). */
export interface DosAdjustment {
  readonly adjustments: DegreeAdjustments;
  applies(roll: RolledCheck): boolean;
}

/** One way the dialog may roll: its die, the total modifier added to it, and the adjustments it would test. */
export interface CheckRoll {
  readonly die: CheckDie;
  readonly modifier: number;
  readonly adjustments: readonly DosAdjustment[];
}

/** Every choice of the dialog (pf2e's fate radios), the one it rolls now, and the DC (null without one). */
interface DegreesOddsInput {
  readonly choices: readonly { readonly id: string; readonly roll: CheckRoll }[];
  readonly selected: string;
  readonly dc: number | null;
}

/** The die as Foundry's notation writes it. */
export function dieFormula(die: CheckDie): string {
  if (die.kind === "fixed") return String(die.value);
  return die.kind === "fortune" ? "2d20kh" : die.kind === "misfortune" ? "2d20kl" : "1d20";
}

/** The record pf2e's check builds: the adjustments that apply, each degree's entry from the last that has one. */
export function mergedAdjustments(adjustments: readonly DosAdjustment[], roll: RolledCheck): DegreeAdjustments {
  const record: Partial<Record<"all" | Degree, { readonly label: string; readonly amount: AdjustmentAmount }>> = {};
  for (const adjustment of adjustments) {
    if (!adjustment.applies(roll)) continue;
    for (const key of ["all", ...DEGREE_INDEX] as const) {
      const entry = adjustment.adjustments[key];
      if (entry) record[key] = entry;
    }
  }
  return record;
}

function adjusted(degree: number, amount: AdjustmentAmount): number {
  return typeof amount === "string" ? DEGREE_INDEX.indexOf(amount) : Math.min(3, Math.max(0, degree + amount));
}

/**
 * The degree of one roll: `dieResult` is the d20's result (a fixed roll's value), `total` the roll's total. The first
 * entry of the record, "all" then each degree, that has a label and an amount, that is for this degree, and that
 * would not raise a critical success by one or lower a critical failure by one, is applied.
 */
export function degreeOf(dieResult: number, total: number, dc: number, record: DegreeAdjustments): Degree {
  const band = total - dc >= 10 ? 3 : dc - total >= 10 ? 0 : total >= dc ? 2 : 1;
  const stepped = dieResult === 20 ? adjusted(band, 1) : dieResult === 1 ? adjusted(band, -1) : band;
  for (const key of ["all", ...DEGREE_INDEX] as const) {
    const entry = record[key];
    if (!entry?.label || !entry.amount) continue;
    if ((stepped === 3 && entry.amount === 1) || (stepped === 0 && entry.amount === -1)) continue;
    if (key !== "all" && DEGREE_INDEX.indexOf(key) !== stepped) continue;
    return DEGREE_INDEX[adjusted(stepped, entry.amount)]!;
  }
  return DEGREE_INDEX[stepped]!;
}

/** Each degree's chance for one way of rolling against the DC, from its die's distribution. */
function degreeChances(engine: Pf2eEngine, roll: CheckRoll, die: FormulaDistribution, dc: number): SystemOutcome[] {
  const sums = new Map<Degree, number>(DEGREES.map((degree) => [degree, 0]));
  const reached = new Map<Degree, number>(DEGREES.map((degree) => [degree, 0]));
  const { outcomes } = die;
  for (const [value, probability] of outcomes) {
    const total = value + roll.modifier;
    const record = mergedAdjustments(roll.adjustments, { natural: roll.die.kind === "fixed" ? null : value, total });
    const degree = degreeOf(value, total, dc, record);
    sums.set(degree, sums.get(degree)! + probability);
    reached.set(degree, reached.get(degree)! + 1);
  }
  // Certain only when every result lands there, impossible only when none does (docs/odds.md "Certain and impossible").
  const chance = (degree: Degree) =>
    reached.get(degree) === outcomes.length ? 1 : engine.odds.chanceThatCanFail(sums.get(degree)!);
  return DEGREES.map((key) => ({ key, probability: chance(key), fromTarget: true }));
}

/**
 * The total's distribution, for the totals shown without a DC (or to one who may not see it): the die's, moved by
 * the modifier (pf2e adds a whole number to the die).
 */
function totalDistribution(die: FormulaDistribution, modifier: number): FormulaDistribution {
  const sign = modifier < 0 ? "-" : "+";
  return {
    ...die,
    resolved: `${die.resolved} ${sign} ${Math.abs(modifier)}`,
    outcomes: die.outcomes.map(([value, p]) => [value + modifier, p] as const),
  };
}

/**
 * Every figure of the dialog: each choice's four degrees against the DC (every one read from the DC), the choice
 * the dialog rolls now drawn as one bar, and each choice's chance of at least a few totals for a viewer without the
 * DC. Throws the engine's refusal where a die cannot be answered exactly.
 */
export function degreesOdds(engine: Pf2eEngine, question: DegreesOddsInput): SystemOdds {
  const { dc } = question;
  // A fixed value is certain; remembered, as the dialog asks on every change.
  const dice = question.choices.map(({ roll }) => engine.systems.rememberedFormulaDistribution(dieFormula(roll.die)));
  const choices = question.choices.map(({ id, roll }, i): SystemChoice => ({
    id,
    outcomes: dc === null ? [] : degreeChances(engine, roll, dice[i]!, dc),
  }));
  const totals = engine.systems.roundTotals(
    question.choices.map(({ roll }, i) => totalDistribution(dice[i]!, roll.modifier)),
  );
  return { target: dc, choices, totals, bar: question.selected };
}
