import { contestError } from "./contest-errors";
import { findParticipant } from "./contest-participants";
import { normalizeContestSpec, rollMatchesSpec, sameSpec } from "./contest-specs";
import type { ContestRoll, ContestRuleSet, ContestSpecs, ContestState } from "./contest-types";

/** What the GM's client read from a participant's roll message. */
export interface RecordedRoll<R extends ContestRuleSet = ContestRuleSet> {
  readonly participantId: string;
  readonly messageId: string;
  /** The spec the roll was made with (from the roll's options). */
  readonly spec: ContestSpecs[R];
  /** The roll judged again from the message's dice. */
  readonly roll: ContestRoll;
}

export function requireOpen(state: ContestState): void {
  if (state.status !== "open") throw contestError("Resolved");
}

function checkMessageId(state: ContestState, messageId: string): void {
  if (typeof messageId !== "string" || messageId === "") throw contestError("BadMessage", { id: String(messageId) });
  if (state.participants.some((participant) => participant.messageId === messageId)) {
    throw contestError("MessageUsed", { id: messageId });
  }
}

/**
 * Records a participant's roll. Refused when the card is resolved, the participant unknown or already rolled,
 * the message already recorded, the spec not the one the card fixed, or the roll not that spec's dice. A
 * participant without a fixed spec keeps the spec it rolled, so every client can judge it again.
 */
export function recordContestRoll<R extends ContestRuleSet>(state: ContestState<R>, recorded: RecordedRoll<R>): ContestState<R> {
  requireOpen(state);
  const participant = findParticipant(state, recorded.participantId);
  if (participant.messageId !== null) throw contestError("AlreadyRolled", { name: participant.name });
  checkMessageId(state, recorded.messageId);
  const spec = normalizeContestSpec(state.ruleSet, recorded.spec);
  if (participant.spec !== null && !sameSpec(participant.spec, spec)) throw contestError("SpecMismatch", { name: participant.name });
  if (!rollMatchesSpec(state.ruleSet, spec, recorded.roll, state.rules)) throw contestError("WrongRoll", { name: participant.name });
  return {
    ...state,
    participants: state.participants.map((p) => (p.id === participant.id ? { ...p, spec, messageId: recorded.messageId } : p)),
  };
}
