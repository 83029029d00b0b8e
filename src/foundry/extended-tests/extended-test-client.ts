/**
 * What any client does on a K&R extended test card: the GM starts it (choosing the target margin and the rounds),
 * the roller's owners (or a GM) roll each round as their own flagged KingdomsRoll message — the whole pool due,
 * against the card's DT — and ask the active GM's client to record it; the GM ends it.
 */
import { extendedTestError, foldExtendedTest, startExtendedCard } from "../../core/contests/extended-test";
import type { DialogsApi } from "../api";
import { actorOf, currentUser, getMessage, userMayRoll, type ContestMessage } from "../contests/contest-documents";
import { controlledTokens, entrantOf, uuidOf, type ContestSideInput } from "../contests/contest-starter";
import { postFlaggedRoll } from "../contests/flagged-roll";
import { askActiveGM } from "../contests/gm-request";
import type { RegisteredDice } from "../dice/register-dice";
import { shownRefusal } from "../errors";
import { MODULE_ID } from "../module-id";
import { notifyError, notifyKey } from "../notify";
import { extendedRollFlags, extendedStateOf, recordedFaces, EXTENDED_TEST_FLAG, RECORD_EXTENDED_ROUND_QUERY } from "./extended-test-documents";
import type { ExtendedAnswer, ExtendedTestWriter } from "./extended-test-writer";

export interface ExtendedTestOptions {
  /** Who rolls: an actor or a token (or its uuid); default the GM's one selected token. */
  readonly actor?: ContestSideInput | null;
  readonly token?: ContestSideInput | null;
  readonly dt: number;
  /** The starting pool. */
  readonly pool: number;
  /** Dice that join the pool after each round. */
  readonly replenish: number;
  readonly targetMargin: number;
  /** The most rounds the test lasts. */
  readonly rounds: number;
}

/** `api.kingdoms.extendedTest`: the GM posts the card as its own message. */
export async function startExtendedTestCard(options: ExtendedTestOptions): Promise<ContestMessage> {
  try {
    if (!currentUser().isGM) throw extendedTestError("NotGMStart");
    const sides = options.token ?? options.actor ? [options.token ?? options.actor!] : controlledTokens();
    if (sides.length !== 1) throw extendedTestError("NoRoller", { count: sides.length });
    const { actorUuid, name } = entrantOf(uuidOf(sides[0]!), {}, new Set());
    const state = startExtendedCard({
      roller: { actorUuid: actorUuid ?? null, name },
      dt: options.dt,
      pool: options.pool,
      replenish: options.replenish,
      targetMargin: options.targetMargin,
      rounds: options.rounds,
    });
    const card = (await ChatMessage.create({
      content: `<div class="${MODULE_ID}-extended-test-slot">${foundry.utils.escapeHTML(name)}</div>`,
      speaker: ChatMessage.getSpeaker(),
      flags: { [MODULE_ID]: { [EXTENDED_TEST_FLAG]: state } },
    } as never)) as unknown as ContestMessage | undefined;
    if (!card?.id) throw extendedTestError("NoCard");
    return card;
  } catch (error) {
    throw shownRefusal("warning", error);
  }
}

export function extendedCard(card: ContestMessage | string): ContestMessage | null {
  return typeof card === "string" ? getMessage(card) : card;
}

/** Rolls the round due as the user's own message and asks the GM to record it: the message, or null. */
export async function rollRound(
  dice: RegisteredDice,
  dialogs: DialogsApi,
  writer: ExtendedTestWriter,
  card: ContestMessage,
  options: { readonly fastForward?: boolean } = {},
): Promise<ContestMessage | null> {
  try {
    const state = extendedStateOf(card);
    if (!state || !card.id) throw extendedTestError("NoCard");
    const faces = recordedFaces(dice, state);
    if (!faces) throw extendedTestError("RollMissing");
    const progress = foldExtendedTest(state, faces);
    if (progress.phase !== "rolling") throw extendedTestError(progress.phase === "ended" ? "Ended" : "NotRolling");
    if (!userMayRoll(currentUser(), state.roller.actorUuid)) throw extendedTestError("NotYours", { name: state.roller.name });
    const count = progress.nextDice;
    const message = await postFlaggedRoll(dialogs, "kingdoms", {
      actor: actorOf(state.roller.actorUuid) as never,
      spec: { pool: count, dice: count, dt: state.dt },
      fastForward: options.fastForward === true,
      messageFlags: extendedRollFlags({ cardId: card.id, round: state.rounds.length }),
    });
    if (message?.id) {
      await askActiveGM<ExtendedAnswer>({ query: RECORD_EXTENDED_ROUND_QUERY, data: { cardId: card.id, messageId: message.id }, local: (data) => writer.handleRoundQuery(data) });
    }
    return message;
  } catch (error) {
    notifyError("warning", error);
    return null;
  }
}

/** The GM ends the test (on the GM's own client: nobody else writes the card). */
export async function endExtendedCard(writer: ExtendedTestWriter, card: ContestMessage): Promise<boolean> {
  if (!currentUser().isGM) {
    notifyError("warning", extendedTestError("NotGM"));
    return false;
  }
  const answer = await writer.end(card.id ?? "");
  if (!answer.ok) notifyKey("warning", answer.key, answer.data);
  return answer.ok;
}
