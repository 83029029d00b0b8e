import { contestKindOf } from "./contest-kinds";
import { contestError } from "./contest-errors";
import { defenderOf, findParticipant, rollOf } from "./contest-participants";
import type { PairingDetail, PairingRule } from "./contest-rule";
import type { ContestRolls, ContestRuleSet, ContestState, PairingOutcome, PairingOutcomeParts, TieBreakDice, TieBreakKind } from "./contest-types";

/**
 * One pairing — an attacker against the defender — judged from the two judged rolls and the tie-break dice, with
 * each rule set's tie rules (docs/rulings.md). The same inputs give the same verdict on every client.
 */

export interface TieBreakNeed {
  readonly attackerId: string;
  readonly kind: TieBreakKind;
}

export type PairingJudgement =
  | { readonly status: "awaitingRolls" }
  | { readonly status: "awaitingTieBreak"; readonly need: TieBreakNeed }
  | { readonly status: "decided"; readonly outcome: PairingOutcome; readonly detail: PairingDetail };

/** A kind's own part of a pairing's outcome at its default: what its verdict leaves unset (none when it has no part). */
function defaultOutcomePart(kind: ContestRuleSet): Partial<PairingOutcomeParts> {
  return contestKindOf(kind).contestRule.outcomePart?.defaults ?? {};
}

/** The rules of the state's rule set: `rollOf` hands them only rolls that match the state's own specs. */
function ruleOf<R extends ContestRuleSet>(state: ContestState<R>): PairingRule<R> {
  return contestKindOf(state.ruleSet).contestRule.pairing;
}

export function tieBreakOf(state: ContestState, attackerId: string): TieBreakDice | null {
  return state.tieBreaks.find((tieBreak) => tieBreak.attackerId === attackerId)?.dice ?? null;
}

function requireAttacker(state: ContestState, attackerId: string): void {
  const participant = findParticipant(state, attackerId);
  if (participant.side !== "attacker") throw contestError("NotAttacker", { name: participant.name });
}

/**
 * Judges the pairing of `attackerId` against the defender: still waiting for a roll, waiting for its tie-break
 * dice (and which), or decided. Tie-break dice the rolls do not call for, or of the wrong kind, are refused.
 */
export function judgePairing(state: ContestState, rolls: ContestRolls, attackerId: string): PairingJudgement {
  requireAttacker(state, attackerId);
  const defenderId = defenderOf(state).id;
  const attacker = rollOf(state, rolls, attackerId);
  const defender = rollOf(state, rolls, defenderId);
  if (attacker === null || defender === null) return { status: "awaitingRolls" };
  const rule = ruleOf(state);
  const kind = rule.tieBreak(state, attacker, defender);
  const dice = tieBreakOf(state, attackerId);
  if (kind === null && dice !== null) throw contestError("TieBreakUnneeded", { name: findParticipant(state, attackerId).name });
  if (kind !== null && dice === null) return { status: "awaitingTieBreak", need: { attackerId, kind } };
  if (dice !== null && dice.kind !== kind) throw contestError("TieBreakKind", { value: dice.kind });
  const { detail, winner, decidedBy, ...own } = rule.decide(state, attacker, defender, dice);
  // The shared fields, then the card's own kind's part as its verdict set it; no other kind's.
  return { status: "decided", outcome: { attackerId, defenderId, winner, decidedBy, ...defaultOutcomePart(state.ruleSet), ...own }, detail };
}
