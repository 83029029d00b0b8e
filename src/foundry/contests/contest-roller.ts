/**
 * The roller's side of a contest: the roll is posted as the roller's own chat message, through the rule set's
 * dialog (or fast-forward), flagged with the card and the participant; then the active GM's client is asked to
 * record it. The roller never writes the card. With no GM online the roll simply waits in the chat: the GM's
 * client records it when it comes back.
 */
import {
  findParticipant,
  normalizeContestSpec,
  sameSpec,
  type ContestRuleSet,
  type ContestSpec,
  type ContestState,
} from "../../core/contests/contests";
import type { DialogsApi } from "../api";
import { PRE_ROLL_HOOK, type PostRollOptions } from "../apps/post-roll";
import { notifyError } from "../notify";
import {
  actorOf,
  contestError,
  contestRollFlags,
  contestStateOf,
  currentUser,
  getMessage,
  userMayRoll,
  RECORD_ROLL_QUERY,
  type ContestMessage,
} from "./contest-documents";
import type { ContestWriter, RecordAnswer } from "./contest-writer";
import { postFlaggedRoll } from "./flagged-roll";
import { askActiveGM } from "./gm-request";

export interface ContestRollOptions {
  /** The roll's settings when the card fixed none (ignored when it did: the card's spec is rolled); before a proposal. */
  readonly spec?: ContestSpec | null;
  /** Roll without the dialog (Shift-click on the card); a roll the card only proposes always opens it. */
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
    notifyError("warning", error);
    return null;
  }
}

type Participant = ContestState["participants"][number];

/** The roll through the rule set's dialog, posted as the roller's own message flagged with the card. */
async function postContestRoll(
  dialogs: DialogsApi,
  state: ContestState,
  cardId: string,
  participant: Participant,
  options: ContestRollOptions,
): Promise<ContestMessage | null> {
  const messageFlags = contestRollFlags({ cardId, participantId: participant.id });
  // A card that fixed the roll: a request the roller changed in the dialog (or a preRoll hook changed) is refused
  // here, before any die is rolled, instead of being posted and then refused by the GM's client as a mismatch.
  // Registered last, so it sees the request as the other preRoll listeners left it; it only judges this roll
  // (the options carry this very flags object).
  let refused: Error | null = null;
  const fixed = participant.spec;
  const guardId = fixed === null ? null : Hooks.on(PRE_ROLL_HOOK as never, ((_ruleSet: unknown, request: unknown, rollOptions: PostRollOptions | undefined) => {
    if (rollOptions?.messageFlags !== messageFlags || isFixedSpec(state.ruleSet, fixed, request)) return true;
    refused = contestError("SpecMismatch", { name: participant.name });
    return false;
  }) as never);
  try {
    // A proposed roll only fills the dialog: its roller always sees it before rolling, even with Shift held.
    const onlyProposed = participant.spec === null && options.spec == null && participant.proposal != null;
    const message = await postFlaggedRoll(dialogs, state.ruleSet, {
      actor: actorOf(participant.actorUuid) as never,
      spec: (participant.spec ?? options.spec ?? participant.proposal ?? null) as never,
      fastForward: options.fastForward === true && !onlyProposed,
      rollOptions: rollOptionsFor(state, participant),
      messageFlags,
    });
    if (refused) throw refused;
    return message;
  } finally {
    if (guardId !== null) Hooks.off(PRE_ROLL_HOOK as never, guardId);
  }
}

/** Does a dialog's request roll the spec the card fixed (the fields a contest reads, defaults filled in)? */
function isFixedSpec(ruleSet: ContestRuleSet, fixed: ContestSpec, request: unknown): boolean {
  try {
    return sameSpec(normalizeContestSpec(ruleSet, request as ContestSpec), normalizeContestSpec(ruleSet, fixed));
  } catch {
    return false;
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
export function askGMToRecord(writer: ContestWriter, cardId: string, messageId: string): Promise<RecordAnswer | null> {
  return askActiveGM<RecordAnswer>({ query: RECORD_ROLL_QUERY, data: { cardId, messageId }, local: (data) => writer.handleRecordQuery(data) });
}

/** The card message by id (for the API, which also takes the message itself). */
export function cardMessage(card: ContestMessage | string): ContestMessage | null {
  return typeof card === "string" ? getMessage(card) : card;
}
