import { contestError } from "./contest-errors";
import { judgePairing, tieBreakOf, type PairingJudgement, type TieBreakNeed } from "./contest-judge";
import { attackersOf, findParticipant, hasRolled } from "./contest-participants";
import { requireOpen } from "./contest-record";
import { checkTieBreakDice } from "./contest-tie-break";
import type { ContestOutcome, ContestRolls, ContestState, PairingOutcome, TieBreakDice } from "./contest-types";

/**
 * Where a card stands, and the two writes that finish it: recording tie-break dice rolled on the card, and
 * resolving it once every pairing is decided. The Foundry layer (on the GM's client) calls `contestProgress`
 * after each write and does what it says: wait for rolls, roll the tie-breaks it names, or resolve.
 */
export type ContestProgress =
  | { readonly stage: "rolling"; readonly waitingFor: readonly string[] }
  | { readonly stage: "tieBreaks"; readonly needs: readonly TieBreakNeed[] }
  | { readonly stage: "ready" }
  | { readonly stage: "resolved" };

/** Every pairing judged, in the order the attackers are listed. */
function judgeContest(state: ContestState, rolls: ContestRolls): { attackerId: string; judgement: PairingJudgement }[] {
  return attackersOf(state).map((attacker) => ({ attackerId: attacker.id, judgement: judgePairing(state, rolls, attacker.id) }));
}

export function contestProgress(state: ContestState, rolls: ContestRolls): ContestProgress {
  if (state.status === "resolved") return { stage: "resolved" };
  const waitingFor = state.participants.filter((participant) => !hasRolled(participant)).map((participant) => participant.id);
  if (waitingFor.length > 0) return { stage: "rolling", waitingFor };
  const needs = judgeContest(state, rolls).flatMap(({ judgement }) => (judgement.status === "awaitingTieBreak" ? [judgement.need] : []));
  return needs.length > 0 ? { stage: "tieBreaks", needs } : { stage: "ready" };
}

/**
 * Records the tie-break dice of one pairing. Refused on a resolved card, before both rolls are in, when the
 * pairing needs no tie-break or already has its dice, and when the dice are not a finished tie-break of the
 * kind it needs.
 */
export function recordTieBreak<S extends ContestState>(state: S, rolls: ContestRolls, attackerId: string, dice: TieBreakDice): S {
  requireOpen(state);
  const name = findParticipant(state, attackerId).name;
  if (tieBreakOf(state, attackerId) !== null) throw contestError("TieBreakRecorded", { name });
  const judgement = judgePairing(state, rolls, attackerId);
  if (judgement.status === "awaitingRolls") throw contestError("TieBreakEarly", { name });
  if (judgement.status === "decided") throw contestError("TieBreakUnneeded", { name });
  if (dice?.kind !== judgement.need.kind) throw contestError("TieBreakKind", { value: String(dice?.kind) });
  return { ...state, tieBreaks: [...state.tieBreaks, { attackerId, dice: checkTieBreakDice(dice) }] };
}

function decidedOutcome(state: ContestState, judged: { attackerId: string; judgement: PairingJudgement }): PairingOutcome {
  const { judgement } = judged;
  if (judgement.status === "decided") return judgement.outcome;
  const name = findParticipant(state, judged.attackerId).name;
  throw contestError(judgement.status === "awaitingRolls" ? "NotAllRolled" : "TieBreakMissing", { name });
}

/** Resolves every pairing at once; refused while a roll or a tie-break is missing, and on a resolved card. */
export function resolveContest<S extends ContestState>(state: S, rolls: ContestRolls): S {
  requireOpen(state);
  const outcome: ContestOutcome = { pairings: judgeContest(state, rolls).map((judged) => decidedOutcome(state, judged)) };
  return { ...state, status: "resolved", outcome };
}
