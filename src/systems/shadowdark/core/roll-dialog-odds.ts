import type { FormulaDistribution } from "../../../core/formula/formula-distribution-types";
import type { NaturalRoll, NaturalRules } from "../../../core/systems/natural-roll";
import type { SystemChoice, SystemOdds, SystemOutcome, SystemTotalRow } from "../../../core/systems/system-odds-types";

/**
 * The figures of Shadowdark's roll dialog (docs/systems-shadowdark.md "The rules"), one choice per advantage radio:
 * the roll as each of Advantage, Normal and Disadvantage makes it (the system's own `applyAdvantage` wrote each
 * formula), against the roll's DC.
 * - Success is the total at or above the DC, whatever the dice show (`RollSD#success`): a natural 20 short of the DC
 *   is no success, a natural 1 that reaches it is one — for a check, an attack or a spell alike.
 * - Where the roll can be critical (`canCritical`), a critical success is its first die at or above its threshold,
 *   a critical failure that die at or below its own (`RollSD#criticalSuccess`, `#criticalFailure`): the die's own
 *   total, so with advantage the kept one. Neither reads the DC.
 * - Without a DC, no target is made up: each radio's chance of a few round totals.
 */

/** A natural roll's exact distributions (docs/systems.md "A natural roll"): its die, the rest, the total. */
interface NaturalOdds {
  readonly natural: FormulaDistribution;
  readonly rest: FormulaDistribution;
  readonly total: FormulaDistribution;
}

/** What the figures take of the engine (`kit.systems`, handed to the adapter; the calculator's own imports). */
export interface ShadowdarkEngine {
  naturalRollOdds(roll: NaturalRoll): NaturalOdds;
  naturalChance(odds: NaturalOdds, target: number, rules?: NaturalRules): number;
  naturalAtLeast(odds: NaturalOdds, value: number): number;
  naturalAtMost(odds: NaturalOdds, value: number): number;
  roundTotals(distributions: readonly FormulaDistribution[]): readonly SystemTotalRow[];
}

/** The three radios, in the dialog's order, and the advantage number each stands for (RollDialogSD's values). */
export const SHADOWDARK_CHOICES = ["advantage", "normal", "disadvantage"] as const;

export type ShadowdarkChoice = (typeof SHADOWDARK_CHOICES)[number];

export const ADVANTAGE_OF: Readonly<Record<ShadowdarkChoice, number>> = { advantage: 1, normal: 0, disadvantage: -1 };

/** The critical thresholds of a roll that can be critical; null for one that cannot (never critical). */
export interface ShadowdarkCriticals {
  /** The first die's total at or above it is a critical success; null: never (a threshold of 0). */
  readonly success: number | null;
  /** At or below it, a critical failure; null: never. */
  readonly failure: number | null;
}

export interface ShadowdarkOddsInput {
  /** The roll as each radio would roll it. */
  readonly rolls: Readonly<Record<ShadowdarkChoice, NaturalRoll>>;
  /** The DC (or the target's AC), or null when the roll has none. */
  readonly dc: number | null;
  /** Null when the roll cannot be critical (`canCritical` off). */
  readonly criticals: ShadowdarkCriticals | null;
  /** The radio the dialog rolls with as it stands. */
  readonly chosen: ShadowdarkChoice;
}

/** Every figure of the dialog; throws the engine's refusal where a part cannot be answered exactly. */
export function shadowdarkOdds(engine: ShadowdarkEngine, question: ShadowdarkOddsInput): SystemOdds {
  const odds = SHADOWDARK_CHOICES.map((choice) => engine.naturalRollOdds(question.rolls[choice]));
  const choices = SHADOWDARK_CHOICES.map((id, index): SystemChoice => ({
    id,
    outcomes: outcomesOf(engine, question, odds[index]!),
  }));
  const totals = engine.roundTotals(odds.map(({ total }) => total));
  return { target: question.dc, choices, totals, chosen: question.chosen };
}

/**
 * A roll as it was made, which its message keeps (docs/systems.md "No dialog"): its radio, its roll, its DC and
 * criticals.
 */
export interface ShadowdarkRoll extends Pick<ShadowdarkOddsInput, "dc" | "criticals"> {
  readonly choice: ShadowdarkChoice;
  readonly roll: NaturalRoll;
}

/** The choice of a luck token's reroll, beside a failed roll's own (docs/systems-shadowdark.md "After the roll"). */
const LUCK_REROLL = "luckReroll";

/**
 * The figures of one roll as it was made: its radio's column alone; with `reroll` (a failure its viewer may reroll
 * with a luck token), the reroll's beside it. `rerollFromMessage` (dice/dice.mjs:243-283 at cf357e3) rolls the same
 * configuration again — the formula as the first roll wrote it, its advantage in it (`reroll` skips applying it
 * twice, :177) — against the same DC, in a message of its own whose result stands: the same figures, afresh.
 */
export function shadowdarkRollOdds(engine: ShadowdarkEngine, made: ShadowdarkRoll, reroll = false): SystemOdds {
  const own = { id: made.choice, outcomes: outcomesOf(engine, made, engine.naturalRollOdds(made.roll)) };
  return { target: made.dc, choices: reroll ? [own, luckRerollOf(own)] : [own], totals: [] };
}

/**
 * The luck token's reroll of a roll made with `rolled`: the same roll afresh, so that choice's own outcomes — a choice
 * the roll offers once made (`afterTheRoll`).
 */
export function luckRerollOf(rolled: SystemChoice): SystemChoice {
  return { id: LUCK_REROLL, afterTheRoll: true, outcomes: rolled.outcomes };
}

function outcomesOf(
  { naturalChance, naturalAtLeast, naturalAtMost }: ShadowdarkEngine,
  question: Pick<ShadowdarkOddsInput, "dc" | "criticals">,
  odds: NaturalOdds,
): SystemOutcome[] {
  const outcomes: SystemOutcome[] = [];
  if (question.dc !== null)
    outcomes.push({ key: "success", probability: naturalChance(odds, question.dc), fromTarget: true });
  const { criticals } = question;
  if (criticals) {
    outcomes.push({
      key: "criticalSuccess",
      probability: criticals.success === null ? 0 : naturalAtLeast(odds, criticals.success),
      fromTarget: false,
      fact: true,
    });
    outcomes.push({
      key: "criticalFailure",
      probability: criticals.failure === null ? 0 : naturalAtMost(odds, criticals.failure),
      fromTarget: false,
      fact: true,
    });
  }
  return outcomes;
}
