/**
 * K&R extended tests in Foundry, wired once in `init`: the public API (`api.kingdoms`), the GM's query handler,
 * the hooks that pick up round messages and draw the cards.
 */
import type { DialogsApi } from "../api";
import type { ContestMessage } from "../contests/contest-documents";
import type { WriteQueue } from "../contests/write-queue";
import type { RegisteredDice } from "../dice/register-dice";
import { renderExtendedTestCard } from "./extended-test-card";
import { endExtendedCard, extendedCard, rollRound, startExtendedTestCard, type ExtendedTestOptions } from "./extended-test-client";
import { RECORD_EXTENDED_ROUND_QUERY } from "./extended-test-documents";
import { ExtendedTestWriter } from "./extended-test-writer";
import { whenReady } from "../hooks/when-ready";

export interface KingdomsApi {
  /**
   * Starts an extended test card (a GM only) for an actor or token (default: the selected token): DT, starting
   * pool, replenish count, target margin and rounds. Resolves with the card's ChatMessage; a refusal is shown and thrown.
   */
  extendedTest(options: ExtendedTestOptions): Promise<ContestMessage>;
  /** Rolls the round due (the roller's owners or a GM) and asks the GM to record it: the roll message, or null. */
  extendedRoll(card: ContestMessage | string, options?: { fastForward?: boolean }): Promise<ContestMessage | null>;
  /** Ends the test (a GM only). */
  endExtendedTest(card: ContestMessage | string): Promise<boolean>;
}

export function listenExtendedTests(dice: RegisteredDice, dialogs: DialogsApi, queue: WriteQueue): KingdomsApi {
  const writer = new ExtendedTestWriter(dice, queue);
  const api: KingdomsApi = {
    extendedTest: startExtendedTestCard,
    extendedRoll: async (card, options) => {
      const message = extendedCard(card);
      return message ? rollRound(dice, dialogs, writer, message, options) : null;
    },
    endExtendedTest: async (card) => {
      const message = extendedCard(card);
      return message ? endExtendedCard(writer, message) : false;
    },
  };
  (CONFIG.queries as unknown as Record<string, (data: unknown) => unknown>)[RECORD_EXTENDED_ROUND_QUERY] = (data) => writer.handleRoundQuery(data);
  Hooks.on("createChatMessage" as never, ((message: ContestMessage) => writer.pickUp(message)) as never);
  whenReady(() => void writer.sweep());
  const actions = {
    roll: (card: ContestMessage, fastForward: boolean) => api.extendedRoll(card, { fastForward }),
    end: (card: ContestMessage) => api.endExtendedTest(card),
  };
  Hooks.on("renderChatMessageHTML" as never, ((message: ContestMessage, html: HTMLElement) => renderExtendedTestCard(dice, actions, message, html)) as never);
  return api;
}
