import type { RandomSource } from "../../../core/random";
import { contestKindIds, contestKindOf } from "./contest-kinds";
import type { TieBreakPairing, TieBreakRule } from "./contest-rule";
import type { TieBreakDice, TieBreakKind } from "./contest-types";
import { cardError } from "../../../core/card-errors";

/**
 * The tie-break dice rolled on a card, as dice only: rolling them, the step predicate for rolling them one die
 * (or round) at a time with real dice, and checking dice that arrive from elsewhere — each kind its rule set's own
 * (`contest.tieBreak`). Who they favour is decided by the pairing's judge (contest.ts `Contest.judge`), from the same
 * dice, on every client.
 */

function tieBreakRules(): TieBreakRule[] {
  return contestKindIds().flatMap((id) => contestKindOf(id).contestRule.tieBreak ?? []);
}

function tieBreakRule(kind: unknown): TieBreakRule {
  const rule = tieBreakRules().find((candidate) => candidate.kind === kind);
  if (rule === undefined) throw cardError("TieBreakKind", { value: String(kind) });
  return rule;
}

/**
 * What each kind rolls: Kaiser and Olde roll d6s, OGS d12s, the Kleptonomicon tosses a coin, a formula contest its
 * sides' rolls.
 */
export function tieBreakDie(kind: TieBreakKind): TieBreakRule["die"] {
  return tieBreakRule(kind).die;
}

/** Every registered kind of tie-break dice. */
export function tieBreakKinds(): TieBreakKind[] {
  return tieBreakRules().map((rule) => rule.kind);
}

/** Is this kind rolled only when a side presses its pairing's button (`TieBreakRule.waitsForButton`)? */
export function tieBreakWaitsForButton(kind: TieBreakKind): boolean {
  return tieBreakRule(kind).waitsForButton === true;
}

/**
 * Rolls a whole tie-break with the core's own step rules; `pairing`, the two sides' specs, for a kind that reads them.
 */
export function rollTieBreak(kind: TieBreakKind, source: RandomSource, pairing?: TieBreakPairing): TieBreakDice {
  return tieBreakRule(kind).roll(source, pairing);
}

/**
 * Step predicate for the Foundry layer, which may roll a tie-break die by die (Dice So Nice shows each): is
 * another die (Kaiser: faces alternate attacker, defender) or round (OGS, Olde) due after these? A coin is one toss.
 */
export function tieBreakContinues(dice: TieBreakDice): boolean {
  return tieBreakRule(dice.kind).continues(dice);
}

/** A fresh, plain copy of tie-break dice after each rule's judge accepted them; anything else is refused. */
export function checkTieBreakDice(dice: TieBreakDice): TieBreakDice {
  return tieBreakRule((dice as { kind?: unknown } | null)?.kind).check(dice);
}
