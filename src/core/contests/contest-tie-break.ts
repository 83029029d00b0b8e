import type { RandomSource } from "../random";
import { CORE_RULE_SETS, registryTable, RULE_SET_IDS } from "../rule-sets";
import { contestError } from "./contest-errors";
import type { TieBreakRule } from "./contest-rule";
import type { TieBreakDice, TieBreakKind } from "./contest-types";

/**
 * The tie-break dice rolled on a card, as dice only: rolling them, the step predicate for rolling them one die
 * (or round) at a time with real dice, and checking dice that arrive from elsewhere — each kind its rule set's own
 * (`contest.tieBreak`). Who they favour is decided by the pairing's judge (contest-judge.ts), from the same dice,
 * on every client.
 */

function tieBreakRules(): TieBreakRule[] {
  return RULE_SET_IDS.flatMap((id) => CORE_RULE_SETS[id].contestRule.tieBreak ?? []);
}

function tieBreakRule(kind: unknown): TieBreakRule {
  const rule = tieBreakRules().find((candidate) => candidate.kind === kind);
  if (rule === undefined) throw contestError("TieBreakKind", { value: String(kind) });
  return rule;
}

/** The die each kind rolls: Kaiser and Olde roll d6s, OGS d12s, the Kleptonomicon tosses a coin. */
export const TIE_BREAK_DIE = registryTable((id) => {
  const rule = CORE_RULE_SETS[id].contestRule.tieBreak;
  return rule ? [[rule.kind, rule.die]] : [];
}) as Readonly<Record<TieBreakKind, number | "coin">>;

/** Is this kind rolled only when a side presses its pairing's button (`TieBreakRule.waitsForButton`)? */
export function tieBreakWaitsForButton(kind: TieBreakKind): boolean {
  return tieBreakRule(kind).waitsForButton === true;
}

/** Rolls a whole tie-break with the core's own step rules. */
export function rollTieBreak(kind: TieBreakKind, source: RandomSource): TieBreakDice {
  return tieBreakRule(kind).roll(source);
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
