/**
 * A contest's rolls read again: each participant's from the card's copy (or its message, for a card recorded
 * before copies), judged by its kind (a rule set's Roll class; contest-sides.ts). A roll that is gone or unreadable is
 * left out: the card then shows that pairing's problem instead of breaking the chat log.
 */
import type { ContestParticipant, ContestRoll, ContestRolls, ContestState } from "../core/contest-types";
import type { RecordedRoll } from "../core/contest";
import type { RegisteredDice } from "../../../foundry/dice/register-dice";
import { recordedRollMessage } from "../../../foundry/cards/roll-copies";
import { foundryContestKindOf } from "./contest-sides";
import type { ChatMessageView } from "../../../foundry/types/chat-message";

export function readRecordedRoll(
  dice: RegisteredDice,
  state: ContestState,
  message: Pick<ChatMessageView, "id" | "_source">,
  participant: Pick<ContestParticipant, "id" | "name">,
): RecordedRoll {
  const { spec, roll } = foundryContestKindOf(state.ruleSet).readRoll(dice, state.ruleSet, message, participant.name);
  return { participantId: participant.id, messageId: message.id ?? "", spec, roll };
}

export function judgedRolls(dice: RegisteredDice, state: ContestState): ContestRolls {
  const rolls: Record<string, ContestRoll> = {};
  for (const participant of state.participants) {
    const message = recordedRollMessage(participant);
    if (!message) continue;
    try {
      rolls[participant.id] = readRecordedRoll(dice, state, message, participant).roll;
    } catch {
      // Left out: rollOf names the participant whose roll is missing.
    }
  }
  return rolls;
}
