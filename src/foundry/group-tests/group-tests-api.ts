/**
 * Kleptonomicon Group Tests in Foundry, wired once in `init`: the public API (`api.klepto`), the GM's query
 * handlers, the hooks that pick up roll and gift messages and draw the cards.
 */
import type { DialogsApi } from "../api";
import type { ContestMessage } from "../contests/contest-documents";
import type { WriteQueue } from "../contests/write-queue";
import type { RegisteredDice } from "../dice/register-dice";
import { renderGroupTestCard } from "./group-test-card";
import {
  closeGroupCard,
  giveAdvantage,
  groupCard,
  rollForGroup,
  startGroupTestCard,
  type GroupRollOptions,
  type GroupTestOptions,
} from "./group-test-client";
import { RECORD_GROUP_GIFT_QUERY, RECORD_GROUP_ROLL_QUERY } from "./group-test-documents";
import { GroupTestWriter } from "./group-test-writer";
import { whenReady } from "../hooks/when-ready";

export interface KleptoApi {
  /**
   * Starts a Group Test card (a GM only): `participants` (tokens or actors; default the selected tokens), each
   * with the Test `request` (or its own), gifts read as `reading` (default: the world setting). Resolves with the
   * card's ChatMessage; a refusal is shown (localized) and thrown.
   */
  groupTest(options?: GroupTestOptions): Promise<ContestMessage>;
  /** Rolls a participant's Test (its owners or a GM only) and asks the GM to record it: the roll message, or null. */
  groupRoll(card: ContestMessage | string, participantId: string, options?: GroupRollOptions): Promise<ContestMessage | null>;
  /** Gives one Advantage (the giver's owners or a GM only), checked and recorded by the GM: the request message, or null. */
  giveAdvantage(card: ContestMessage | string, giver: string, receiver: string): Promise<ContestMessage | null>;
  /** Closes the card (a GM only). */
  closeGroupTest(card: ContestMessage | string): Promise<boolean>;
}

export function listenGroupTests(dice: RegisteredDice, dialogs: DialogsApi, queue: WriteQueue): KleptoApi {
  const writer = new GroupTestWriter(dice, queue);
  const api: KleptoApi = {
    groupTest: startGroupTestCard,
    groupRoll: async (card, participantId, options) => {
      const message = groupCard(card);
      return message ? rollForGroup(dialogs, writer, message, participantId, options) : null;
    },
    giveAdvantage: async (card, giver, receiver) => {
      const message = groupCard(card);
      return message ? giveAdvantage(dice, writer, message, giver, receiver) : null;
    },
    closeGroupTest: async (card) => {
      const message = groupCard(card);
      return message ? closeGroupCard(writer, message) : false;
    },
  };
  const queries = CONFIG.queries as unknown as Record<string, (data: unknown) => unknown>;
  queries[RECORD_GROUP_ROLL_QUERY] = (data) => writer.handleRollQuery(data);
  queries[RECORD_GROUP_GIFT_QUERY] = (data) => writer.handleGiftQuery(data);
  Hooks.on("createChatMessage" as never, ((message: ContestMessage) => writer.pickUp(message)) as never);
  whenReady(() => void writer.sweep());
  const actions = {
    roll: (card: ContestMessage, participantId: string, fastForward: boolean) => api.groupRoll(card, participantId, { fastForward }),
    give: (card: ContestMessage, giver: string, receiver: string) => api.giveAdvantage(card, giver, receiver),
    close: (card: ContestMessage) => api.closeGroupTest(card),
  };
  Hooks.on("renderChatMessageHTML" as never, ((message: ContestMessage, html: HTMLElement) => renderGroupTestCard(dice, actions, message, html)) as never);
  return api;
}
