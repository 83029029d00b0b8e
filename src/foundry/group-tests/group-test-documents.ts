/**
 * Where a Kleptonomicon Group Test keeps its state: the card message's `flags["indie-dice"].groupTest` (a
 * GroupTestState) and, beside it, `groupTestGiftRequests` (the gift requests the GM's client has answered, so a
 * replayed one gives nothing). A participant's roll is its roller's own message flagged `groupTestRoll`
 * (`{cardId, participantId}`); a gift is asked for by the giver's own message flagged `groupTestGift`
 * (`{cardId, giver, receiver}`); the die the GM's client rolls for a gift is flagged `groupTestGiftDie`.
 */
import { groupTestError, matchesRequest, type GroupTestState } from "../../core/contests/group-test";
import type { RegisteredDice } from "../dice/register-dice";
import { gmCardFlag, hasParticipantIds, type ContestMessage } from "../contests/contest-documents";
import { readRuleSetRoll, recordedRollMessage } from "../contests/contest-roll-reader";
import { MODULE_ID } from "../module-id";
import type { GroupRolls, GroupParticipant } from "../../core/contests/group-test";
import type { KleptoTestResult } from "../../core/mechanics/klepto";

export const GROUP_TEST_FLAG = "groupTest";
export const GROUP_GIFT_REQUESTS_FLAG = "groupTestGiftRequests";
export const GROUP_ROLL_FLAG = "groupTestRoll";
export const GROUP_GIFT_FLAG = "groupTestGift";
export const GROUP_GIFT_DIE_FLAG = "groupTestGiftDie";

export const RECORD_GROUP_ROLL_QUERY = `${MODULE_ID}.recordGroupRoll`;
export const RECORD_GROUP_GIFT_QUERY = `${MODULE_ID}.recordGroupGift`;

export interface GroupRollFlag {
  readonly cardId: string;
  readonly participantId: string;
}

export interface GroupGiftFlag {
  readonly cardId: string;
  readonly giver: string;
  readonly receiver: string;
}

function ourFlag(message: ContestMessage | null, key: string): Record<string, unknown> | null {
  const flag = message?.flags?.[MODULE_ID]?.[key];
  return flag && typeof flag === "object" ? (flag as Record<string, unknown>) : null;
}

/** The Group Test state of a card message; null when the message is no Group Test card. */
export function groupStateOf(message: ContestMessage | null): GroupTestState | null {
  const state = gmCardFlag(message, GROUP_TEST_FLAG) as GroupTestState | null;
  return state && hasParticipantIds(state.participants) && Array.isArray(state.gifts) ? state : null;
}

export function giftRequestsOf(card: ContestMessage | null): string[] {
  const list = card?.flags?.[MODULE_ID]?.[GROUP_GIFT_REQUESTS_FLAG];
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
}

export function groupRollFlagOf(message: ContestMessage | null): GroupRollFlag | null {
  const flag = ourFlag(message, GROUP_ROLL_FLAG);
  if (typeof flag?.cardId !== "string" || typeof flag.participantId !== "string") return null;
  return { cardId: flag.cardId, participantId: flag.participantId };
}

export function groupGiftFlagOf(message: ContestMessage | null): GroupGiftFlag | null {
  const flag = ourFlag(message, GROUP_GIFT_FLAG);
  if (typeof flag?.cardId !== "string" || typeof flag.giver !== "string" || typeof flag.receiver !== "string") return null;
  return { cardId: flag.cardId, giver: flag.giver, receiver: flag.receiver };
}

export function flagsOf(key: string, flag: object): Record<string, Record<string, unknown>> {
  return { [MODULE_ID]: { [key]: { ...flag } } };
}

/** The card's update: the whole state (nothing of an older state merged back in), and the answered gift requests. */
export function groupUpdate(state: GroupTestState, giftRequests?: readonly string[]): object {
  return {
    [`flags.${MODULE_ID}.${GROUP_TEST_FLAG}`]: state,
    ...(giftRequests ? { [`flags.${MODULE_ID}.${GROUP_GIFT_REQUESTS_FLAG}`]: [...giftRequests] } : {}),
  };
}

/** A participant's roll read again from its message: a Kleptonomicon Test judged from its dice, never its claims. */
export function readGroupRoll(dice: RegisteredDice, message: ContestMessage, participant: Pick<GroupParticipant, "name">): KleptoTestResult {
  try {
    return readRuleSetRoll(dice, "klepto", message, participant.name).roll as KleptoTestResult;
  } catch {
    throw groupTestError("WrongRoll", { name: participant.name });
  }
}

/**
 * Every recorded roll of a card, judged again; a message that is gone or unreadable is left out, and so is one its
 * author edited since into another Test than the card asked for (an author may update their own message).
 */
export function judgedGroupRolls(dice: RegisteredDice, state: GroupTestState): GroupRolls {
  const rolls: Record<string, KleptoTestResult> = {};
  for (const participant of state.participants) {
    const message = recordedRollMessage(participant);
    if (!message) continue;
    try {
      const roll = readGroupRoll(dice, message, participant);
      if (matchesRequest(participant.request, roll)) rolls[participant.id] = roll;
    } catch {
      // Left out: the pure layer names the participant whose roll is missing.
    }
  }
  return rolls;
}
