import type { NaturalRoll } from "../../../core/systems/natural-roll";
import type { SystemChoice, SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";
import type { Dnd5eEngine, NaturalOdds } from "./dnd5e-engine";

/**
 * The figures of D&D 5e's d20 roll dialog (docs/systems-dnd5e.md), one choice per button: the roll as each of
 * Advantage, Normal and Disadvantage makes it (dnd5e's own `configureModifiers` wrote each one's d20), against the
 * roll's target.
 * - An attack hits on a total at or above the AC, but a natural roll at or above the critical threshold always hits
 *   and one at or below the fumble threshold always misses (dnd5e's chat tray: a miss is `!isCritical && (total <
 *   ac || isFumble)`, documents/chat-message.mjs); the chance of a critical is shown too.
 * - A death save succeeds at 10 or more; its critical is a natural 20 (the critical threshold) that succeeds, its
 *   fumble a natural 1 that fails (actor.mjs `rollDeathSave` judges success first: a natural 1 with a bonus of +9
 *   is a success, no fumble).
 * - Every other check or save succeeds on a total at or above the DC (`BasicRoll#isSuccess`).
 * "Natural" is the d20 term's total, as dnd5e reads `isCriticalSuccess` (after halfling luck and reliable talent).
 */

/** Which of dnd5e's rules judges the roll. */
export const D20_KINDS = ["attack", "death", "test"] as const;

export type D20Kind = (typeof D20_KINDS)[number];

/** The three buttons, in the dialog's order. */
export const D20_CHOICES = ["advantage", "normal", "disadvantage"] as const;

export type D20Choice = (typeof D20_CHOICES)[number];

export interface D20Question {
  readonly kind: D20Kind;
  /** The roll as each button would roll it. */
  readonly rolls: Readonly<Record<D20Choice, NaturalRoll>>;
  /** The AC or DC, or null when the roll has none. */
  readonly target: number | null;
  /** The d20's critical and fumble thresholds (`criticalSuccess`, `criticalFailure`). */
  readonly critical: number;
  readonly fumble: number;
}

/** Every figure of the dialog; throws the engine's refusal where a part cannot be answered exactly. */
export function d20Odds(engine: Dnd5eEngine, question: D20Question): SystemOdds {
  const odds = D20_CHOICES.map((choice) => engine.systems.naturalRollOdds(question.rolls[choice]));
  const choices = D20_CHOICES.map((id, index): SystemChoice => ({
    id,
    outcomes: outcomesOf(engine, question, odds[index]!),
  }));
  return { target: question.target, choices, totals: engine.systems.roundTotals(odds.map(({ total }) => total)) };
}

/** The figures of one roll as configured (a fast-forwarded roll, or the button pressed): its one choice. */
export function d20RollOdds(
  engine: Dnd5eEngine,
  question: Omit<D20Question, "rolls">,
  choice: D20Choice,
  roll: NaturalRoll,
): SystemOdds {
  const odds = engine.systems.naturalRollOdds(roll);
  return {
    target: question.target,
    choices: [{ id: choice, outcomes: outcomesOf(engine, question, odds) }],
    totals: [],
  };
}

function outcomesOf(engine: Dnd5eEngine, question: Omit<D20Question, "rolls">, odds: NaturalOdds): SystemOutcome[] {
  const { naturalChance, naturalAtLeast, naturalAndTotalChance, NO_NATURAL_RULES } = engine.systems;
  const { kind, target, critical, fumble } = question;
  if (kind === "attack") {
    const hit =
      target === null
        ? []
        : [
            {
              key: "hit",
              probability: naturalChance(odds, target, { always: critical, never: fumble }),
              fromTarget: true,
            },
          ];
    return [...hit, { key: "critical", probability: naturalAtLeast(odds, critical), fromTarget: false, fact: true }];
  }
  if (kind === "death") {
    // The death save's DC is the rules' 10 (actor.mjs), not a secret: its success is not "from the target".
    const dc = target ?? 10;
    return [
      { key: "success", probability: naturalChance(odds, dc), fromTarget: false },
      {
        key: "critical",
        probability: naturalAndTotalChance(odds, (n) => n >= critical, dc, true),
        fromTarget: false,
        fact: true,
      },
      {
        key: "fumble",
        probability: naturalAndTotalChance(odds, (n) => n <= fumble, dc, false),
        fromTarget: false,
        fact: true,
      },
    ];
  }
  return target === null
    ? []
    : [{ key: "success", probability: naturalChance(odds, target, NO_NATURAL_RULES), fromTarget: true }];
}
