import type { FormulaDistribution } from "../../../core/formula/formula-distribution-types";
import type { NaturalRoll, NaturalRules } from "../../../core/systems/natural-roll";
import type { SystemChoice, SystemOdds, SystemOutcome, SystemTotalRow } from "../../../core/systems/system-odds-types";

/**
 * The figures of a Starfinder 1e d20 roll (docs/systems-sfrpg.md "The rules as coded"), as `DiceSFRPG.d20Roll`
 * judges it (sfrpg 0.30.0 at 41684b57, src/module/dice.js):
 * - the die is `1d20`, or `2d20kl` for Disadvantage and `2d20kh` for Advantage (:223-228), plus the rest (:230-240);
 * - a d20 whose total is the critical number (20) is a critical, one of 1 a fumble (:244-262): the kept die;
 * - against a value (a DC the call carries, or the target's KAC, EAC, KAC + 8 — :1008-1055) a critical always
 *   succeeds and a fumble always fails, for skill checks and saves too; otherwise the total at or above it (:987-998).
 * Without a value, no target is made up: each choice's chance of a few round totals.
 */

/** A natural roll's exact distributions (docs/systems.md "A natural roll"): its die, the rest, the total. */
interface NaturalOdds {
  readonly natural: FormulaDistribution;
  readonly rest: FormulaDistribution;
  readonly total: FormulaDistribution;
}

/** What the figures take of the engine (`kit.systems`, handed to the adapter; the calculator's own import). */
interface SfrpgEngine {
  naturalRollOdds(roll: NaturalRoll): NaturalOdds;
  naturalChance(odds: NaturalOdds, target: number, rules: NaturalRules): number;
  naturalAtLeast(odds: NaturalOdds, value: number): number;
  naturalAtMost(odds: NaturalOdds, value: number): number;
  roundTotals(distributions: readonly FormulaDistribution[]): readonly SystemTotalRow[];
}

/** The dialog's buttons by their `id` (dice.js:188-195), each the die it rolls (:223-228). */
export const SFRPG_DICE = { disadvantage: "2d20kl", normal: "1d20", advantage: "2d20kh" } as const;

export type SfrpgChoice = keyof typeof SFRPG_DICE;

/** Whether a button's id is one of the three the roll knows. */
export const isSfrpgChoice = (id: unknown): id is SfrpgChoice =>
  typeof id === "string" && Object.hasOwn(SFRPG_DICE, id);

/** The natural numbers every d20Roll caller passes in 0.30.0 (dice.js:176; item.js:938, 1231, 1284). */
export const SFRPG_CRITICAL = 20;
export const SFRPG_FUMBLE = 1;

/** A roll as asked: the buttons shown, the rest of the formula after the die, the value it is judged against. */
export interface SfrpgQuestion {
  readonly choices: readonly SfrpgChoice[];
  /** The formula after the die, from its first operator ("+ 8", "- 1 + 1d4"), or "" for nothing. */
  readonly rest: string;
  /** The DC or the target's KAC/EAC, or null where the roll has none. */
  readonly target: number | null;
}

const RULES = { always: SFRPG_CRITICAL, never: SFRPG_FUMBLE };

function outcomesOf(engine: SfrpgEngine, odds: NaturalOdds, target: number | null): SystemOutcome[] {
  const facts: SystemOutcome[] = [
    { key: "critical", probability: engine.naturalAtLeast(odds, SFRPG_CRITICAL), fromTarget: false, fact: true },
    { key: "fumble", probability: engine.naturalAtMost(odds, SFRPG_FUMBLE), fromTarget: false, fact: true },
  ];
  if (target === null) return facts;
  const success = engine.naturalChance(odds, target, RULES);
  return [{ key: "success", probability: success, fromTarget: true }, ...facts];
}

/** Every figure of the roll; throws the engine's refusal where the rest cannot be answered exactly. */
export function sfrpgOdds(engine: SfrpgEngine, question: SfrpgQuestion): SystemOdds {
  const odds = question.choices.map((choice) =>
    engine.naturalRollOdds({ natural: SFRPG_DICE[choice], rest: question.rest }),
  );
  const choices = question.choices.map((id, index): SystemChoice => ({
    id,
    outcomes: outcomesOf(engine, odds[index]!, question.target),
  }));
  return { target: question.target, choices, totals: engine.roundTotals(odds.map(({ total }) => total)) };
}
