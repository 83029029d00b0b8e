import { rollMatchesSpec } from "./contest-specs";
import type { ContestParticipant, ContestRoll, ContestRolls, ContestKindId, ContestState } from "./contest-types";
import { cardError } from "../../../core/card-errors";

/** Lookups over a contest's participants; every one refuses an id the card does not know. */

export function findParticipant(state: ContestState, id: string): ContestParticipant {
  const found = state.participants.find((participant) => participant.id === id);
  if (!found) throw cardError("Unknown", { id: String(id) });
  return found;
}

export function attackersOf<R extends ContestKindId>(state: ContestState<R>): ContestParticipant<R>[] {
  return state.participants.filter((participant) => participant.side === "attacker");
}

export function defenderOf<R extends ContestKindId>(state: ContestState<R>): ContestParticipant<R> {
  const defender = state.participants.find((participant) => participant.side === "defender");
  if (!defender) throw cardError("DefenderCount", { count: 0 });
  return defender;
}

export function hasRolled(participant: ContestParticipant): boolean {
  return participant.messageId !== null;
}

/**
 * A recorded participant's judged roll, or null before it rolled. The caller re-judges every roll from its
 * message; a recorded roll it could not load, or one that is not the roll recorded, is refused by name.
 */
export function rollOf(state: ContestState, rolls: ContestRolls, id: string): ContestRoll | null {
  const participant = findParticipant(state, id);
  if (!hasRolled(participant)) return null;
  const roll = rolls[id];
  if (!roll) throw cardError("RollMissing", { name: participant.name });
  if (participant.spec === null || !rollMatchesSpec(state.ruleSet, participant.spec, roll, state.rules)) {
    throw cardError("WrongRoll", { name: participant.name });
  }
  return roll;
}
