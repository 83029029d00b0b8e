/**
 * What any client does on a Group Test card: the GM starts one, a participant's owners (or a GM) roll for it, a
 * giver's owners (or a GM) give Advantages, the GM closes it. A roll and a gift request are posted as the user's
 * own messages, flagged with the card; the active GM's client is then asked to record them, and it alone writes
 * the card.
 */
import {
  findParticipant,
  giftRefusal,
  groupTestError,
  startGroupTest,
  type GiftReading,
  type GroupRollRequest,
} from "../../core/contests/group-test";
import type { DialogsApi } from "../api";
import { actorOf, currentUser, getMessage, userMayRoll, type ContestMessage } from "../contests/contest-documents";
import { controlledTokens, entrantOf, uuidOf, type ContestSideInput } from "../contests/contest-starter";
import { postFlaggedRoll } from "../contests/flagged-roll";
import { askActiveGM } from "../contests/gm-request";
import type { RegisteredDice } from "../dice/register-dice";
import { shownRefusal } from "../errors";
import { MODULE_ID } from "../module-id";
import { notifyError, notifyKey } from "../notify";
import {
  flagsOf,
  groupStateOf,
  judgedGroupRolls,
  GROUP_GIFT_FLAG,
  GROUP_ROLL_FLAG,
  GROUP_TEST_FLAG,
  RECORD_GROUP_GIFT_QUERY,
  RECORD_GROUP_ROLL_QUERY,
} from "./group-test-documents";
import type { GroupAnswer, GroupTestWriter } from "./group-test-writer";

/** A participant as the API takes it: a token or actor (or its uuid), or one with its own Test. */
export type GroupParticipantInput = ContestSideInput | ({ readonly participant: ContestSideInput } & Partial<GroupRollRequest>);

export interface GroupTestOptions {
  /** Default: the GM's controlled (selected) tokens. */
  readonly participants?: readonly GroupParticipantInput[] | null;
  /** How a gift is read; default: the world setting `kleptoGiftReading`. */
  readonly reading?: GiftReading | null;
  /** Every participant's Test, unless a participant names its own (default: Modifier 0, the world's crit method). */
  readonly request?: Partial<GroupRollRequest> | null;
  /** The group's own Score Ranges in the shorthand; default: the lowest participant's, else Low / Mixed / High. */
  readonly ranges?: string | null;
}

export interface GroupRollOptions {
  /** Roll without the dialog (Shift-click on the card). */
  readonly fastForward?: boolean;
}

/* -------------------------------------------- */
/*  Start                                       */
/* -------------------------------------------- */

/** `api.klepto.groupTest`: the GM posts the card as its own message. */
export async function startGroupTestCard(options: GroupTestOptions = {}): Promise<ContestMessage> {
  try {
    if (!currentUser().isGM) throw groupTestError("NotGMStart");
    const seen = new Set<string>();
    const base: GroupRollRequest = {
      modifier: 0,
      advantages: 0,
      disadvantages: 0,
      method: game.settings.get(MODULE_ID, "kleptoCritMethod"),
      ...(options.request ?? {}),
    };
    const inputs = options.participants ?? controlledTokens();
    const participants = inputs.map((input) => {
      const own = typeof input === "object" && input !== null && "participant" in input ? input : null;
      const side = own ? own.participant : (input as ContestSideInput);
      const { id, actorUuid, name } = entrantOf(uuidOf(side), {}, seen);
      const { participant: _side, ...request } = own ?? { participant: null };
      return { id, actorUuid: actorUuid ?? null, name, request: { ...base, ...request } };
    });
    const state = startGroupTest({
      participants,
      reading: options.reading ?? game.settings.get(MODULE_ID, "kleptoGiftReading"),
      ranges: options.ranges ?? null,
    });
    const names = state.participants.map((p) => foundry.utils.escapeHTML(p.name)).join(" · ");
    const card = (await ChatMessage.create({
      content: `<div class="${MODULE_ID}-group-test-slot">${names}</div>`,
      speaker: ChatMessage.getSpeaker(),
      flags: { [MODULE_ID]: { [GROUP_TEST_FLAG]: state } },
    } as never)) as unknown as ContestMessage | undefined;
    if (!card?.id) throw groupTestError("NoCard");
    return card;
  } catch (error) {
    throw shownRefusal("warning", error);
  }
}

/* -------------------------------------------- */
/*  Roll, give, close                           */
/* -------------------------------------------- */

export function groupCard(card: ContestMessage | string): ContestMessage | null {
  return typeof card === "string" ? getMessage(card) : card;
}

/** Rolls a participant's Test as the user's own message and asks the GM to record it; the message, or null. */
export async function rollForGroup(
  dialogs: DialogsApi,
  writer: GroupTestWriter,
  card: ContestMessage,
  participantId: string,
  options: GroupRollOptions = {},
): Promise<ContestMessage | null> {
  try {
    const state = groupStateOf(card);
    if (!state || !card.id) throw groupTestError("NoCard");
    const participant = findParticipant(state, participantId);
    if (state.status !== "open") throw groupTestError("Closed");
    if (participant.messageId !== null) throw groupTestError("AlreadyRolled", { name: participant.name });
    if (!userMayRoll(currentUser(), participant.actorUuid)) throw groupTestError("NotYours", { name: participant.name });
    const message = await postFlaggedRoll(dialogs, "klepto", {
      actor: actorOf(participant.actorUuid) as never,
      spec: participant.request,
      fastForward: options.fastForward === true,
      messageFlags: flagsOf(GROUP_ROLL_FLAG, { cardId: card.id, participantId }),
    });
    if (message?.id) {
      await askActiveGM<GroupAnswer>({ query: RECORD_GROUP_ROLL_QUERY, data: { cardId: card.id, messageId: message.id }, local: (data) => writer.handleRollQuery(data) });
    }
    return message;
  } catch (error) {
    notifyError("warning", error);
    return null;
  }
}

/**
 * Gives one Advantage from `giver` to `receiver`: the user (an owner of the giver, or a GM) posts the request as
 * their own message, and the GM's client checks and records it (rolling its die when the reading needs one).
 * Resolves with the request message, or null when refused here.
 */
export async function giveAdvantage(
  dice: RegisteredDice,
  writer: GroupTestWriter,
  card: ContestMessage,
  giverId: string,
  receiverId: string,
): Promise<ContestMessage | null> {
  try {
    const state = groupStateOf(card);
    if (!state || !card.id) throw groupTestError("NoCard");
    const giver = findParticipant(state, giverId);
    const receiver = findParticipant(state, receiverId);
    if (!userMayRoll(currentUser(), giver.actorUuid)) throw groupTestError("NotYoursToGive", { name: giver.name });
    const refused = giftRefusal(state, judgedGroupRolls(dice, state), giverId, receiverId);
    if (refused) throw refused;
    const text = game.i18n.format("INDIE_DICE.GroupTest.GiftRequest", { giver: giver.name, receiver: receiver.name });
    const message = (await ChatMessage.create({
      content: `<p class="${MODULE_ID}-group-gift-request">${foundry.utils.escapeHTML(text)}</p>`,
      speaker: ChatMessage.getSpeaker({ actor: actorOf(giver.actorUuid) } as never),
      flags: flagsOf(GROUP_GIFT_FLAG, { cardId: card.id, giver: giverId, receiver: receiverId }),
    } as never)) as unknown as ContestMessage | undefined;
    if (message?.id) {
      await askActiveGM<GroupAnswer>({ query: RECORD_GROUP_GIFT_QUERY, data: { cardId: card.id, messageId: message.id }, local: (data) => writer.handleGiftQuery(data) });
    }
    return message ?? null;
  } catch (error) {
    notifyError("warning", error);
    return null;
  }
}

/** The GM closes the card (on the GM's own client: nobody else writes it). */
export async function closeGroupCard(writer: GroupTestWriter, card: ContestMessage): Promise<boolean> {
  if (!currentUser().isGM) {
    notifyError("warning", groupTestError("NotGM"));
    return false;
  }
  const answer = await writer.close(card.id ?? "");
  if (!answer.ok) notifyKey("warning", answer.key, answer.data);
  return answer.ok;
}
