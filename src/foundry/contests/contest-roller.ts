/**
 * The roller's side of a contest: the roll is posted as the roller's own chat message, through the rule set's
 * dialog (or fast-forward), flagged with the card and the participant; then the active GM's client is asked to
 * record it. The roller never writes the card. With no GM online the roll simply waits in the chat: the GM's
 * client records it when it comes back.
 */
import { findParticipant, type ContestRuleSet, type ContestSpec, type ContestState } from "../../core/contests/contests";
import type { DialogsApi } from "../api";
import { ROLL_HOOK } from "../apps/post-roll";
import { asFoundryError } from "../errors";
import {
  activeGM,
  actorOf,
  contestError,
  contestRollFlags,
  contestStateOf,
  currentUser,
  getMessage,
  userMayRoll,
  QUERY_TIMEOUT_MS,
  RECORD_ROLL_QUERY,
  type ContestMessage,
} from "./contest-documents";
import type { ContestWriter, RecordAnswer } from "./contest-writer";

export interface ContestRollOptions {
  /** The roll's settings when the card fixed none (ignored when it did: the card's spec is rolled). */
  readonly spec?: ContestSpec | null;
  /** Roll without the dialog (Shift-click on the card). */
  readonly fastForward?: boolean;
}

/**
 * Rolls for a participant of a card: only its actor's owners or a GM may. Resolves with the roller's own roll
 * message once posted (whatever the GM answers), or null when nothing was rolled.
 */
export async function rollForParticipant(
  dialogs: DialogsApi,
  writer: ContestWriter,
  card: ContestMessage,
  participantId: string,
  options: ContestRollOptions = {},
): Promise<ContestMessage | null> {
  const state = contestStateOf(card);
  try {
    if (!state || !card.id) throw contestError("NoCard");
    const participant = findParticipant(state, participantId);
    if (state.status !== "open") throw contestError("Resolved");
    if (participant.messageId !== null) throw contestError("AlreadyRolled", { name: participant.name });
    if (!userMayRoll(currentUser(), participant.actorUuid)) throw contestError("NotYours", { name: participant.name });
    const message = await postContestRoll(dialogs, state, card.id, participant, options);
    if (message?.id) await askGMToRecord(writer, card.id, message.id);
    return message;
  } catch (error) {
    const shown = asFoundryError(error);
    ui.notifications?.warn(shown instanceof Error ? shown.message : String(shown));
    return null;
  }
}

type Participant = ContestState["participants"][number];

/** The roll through the rule set's dialog; the posted message is caught from the `indie-dice.roll` hook. */
async function postContestRoll(
  dialogs: DialogsApi,
  state: ContestState,
  cardId: string,
  participant: Participant,
  options: ContestRollOptions,
): Promise<ContestMessage | null> {
  const posted = new Map<unknown, ContestMessage>();
  const hookId = Hooks.on(ROLL_HOOK as never, ((_ruleSet: unknown, _request: unknown, roll: unknown, message: ContestMessage) => {
    posted.set(roll, message);
  }) as never);
  try {
    const roll = await dialogs.open(state.ruleSet, {
      actor: actorOf(participant.actorUuid) as never,
      spec: (participant.spec ?? options.spec ?? null) as never,
      fastForward: options.fastForward === true,
      rollOptions: rollOptionsFor(state, participant),
      messageFlags: contestRollFlags({ cardId, participantId: participant.id }),
    });
    return roll ? (posted.get(roll) ?? null) : null;
  } finally {
    Hooks.off(ROLL_HOOK as never, hookId);
  }
}

/** What a side's roll carries beyond its spec: Kaiser's opposed Fumble penalty (from the card), K&R's pool. */
function rollOptionsFor(state: ContestState, participant: Participant): Record<string, unknown> | null {
  const ruleSet: ContestRuleSet = state.ruleSet;
  if (ruleSet === "kaiser") return { fumblePenalty: { ...state.rules.kaiserFumblePenalty } };
  if (ruleSet === "kingdoms" && participant.spec) return { pool: (participant.spec as { pool: number }).pool };
  return null;
}

/**
 * Asks the active GM's client to record the roll message. No GM, no answer, or a refusal: the user is told in a
 * plain notification, and the roll stays in the chat for the GM's client to pick up.
 */
export async function askGMToRecord(writer: ContestWriter, cardId: string, messageId: string): Promise<RecordAnswer | null> {
  const gm = activeGM();
  if (!gm) {
    ui.notifications?.info(game.i18n.localize("INDIE_DICE.Contest.NoGM"));
    return null;
  }
  let answer: RecordAnswer;
  try {
    // The active GM asking itself: no socket round trip.
    answer = gm.id === currentUser().id
      ? await writer.handleRecordQuery({ cardId, messageId })
      : ((await gm.query!(RECORD_ROLL_QUERY, { cardId, messageId }, { timeout: QUERY_TIMEOUT_MS })) as RecordAnswer);
  } catch (error) {
    console.warn("Indie Dice | the GM did not answer", error);
    ui.notifications?.info(game.i18n.localize("INDIE_DICE.Contest.NoAnswer"));
    return null;
  }
  if (!answer?.ok) ui.notifications?.warn(game.i18n.format(answer?.key ?? "INDIE_DICE.Contest.Error.Failed", answer?.data ?? {}));
  return answer;
}

/** The card message by id (for the API, which also takes the message itself). */
export function cardMessage(card: ContestMessage | string): ContestMessage | null {
  return typeof card === "string" ? getMessage(card) : card;
}
