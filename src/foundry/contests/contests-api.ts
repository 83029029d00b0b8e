/**
 * Contests in Foundry, wired once in `init`: the public API (`api.contests`), the GM's query handlers, the hooks
 * that pick up roll messages and draw the cards, and the "Start contest" tool.
 */
import type { DialogsApi } from "../api";
import type { RegisteredDice } from "../dice/register-dice";
import { renderContestCard } from "./contest-card";
import { ADVANCE_CONTEST_QUERY, RECORD_ROLL_QUERY, START_CONTEST_QUERY, type ContestMessage } from "./contest-documents";
import { cardMessage, rollForParticipant, type ContestRollOptions } from "./contest-roller";
import { handleStartQuery, startContestCard, type StartContestOptions } from "./contest-starter";
import { ContestWriter } from "./contest-writer";
import { askActiveGM } from "./gm-request";
import { startFromTool } from "./start-contest-dialog";
import { WriteQueue } from "./write-queue";
import { whenReady } from "../hooks/when-ready";

export interface ContestsApi {
  /**
   * Starts a contest card: the controlled tokens (or `attackers`) against the single target (or `defender`),
   * tokens or actors. `specs` fixes the rolls in advance; without it each roller fills the rule set's dialog.
   * Resolves with the card's ChatMessage; a refusal is shown (localized) and thrown.
   */
  start(options: StartContestOptions): Promise<ContestMessage>;
  /**
   * The "Start contest" tool's flow: the Start contest dialog for the controlled tokens against the one target
   * (the rule set and each side's roll, with every pairing's chances), then the card. Resolves with the card, or
   * null when the dialog was closed or the start refused (the user is told why).
   */
  startWithDialog(): Promise<ContestMessage | null>;
  /**
   * Rolls for a participant (its owners or a GM only), posts the roll as the user's own message and asks the
   * active GM to record it. Resolves with that message, or null when nothing was rolled.
   */
  roll(card: ContestMessage | string, participantId: string, options?: ContestRollOptions): Promise<ContestMessage | null>;
}

export function listenContests(dice: RegisteredDice, dialogs: DialogsApi, queue: WriteQueue = new WriteQueue()): ContestsApi {
  const writer = new ContestWriter(dice, queue);
  const roll: ContestsApi["roll"] = async (card, participantId, options) => {
    const message = cardMessage(card);
    return message ? rollForParticipant(dialogs, writer, message, participantId, options) : null;
  };
  registerQueries(writer);
  Hooks.on("createChatMessage" as never, ((message: ContestMessage) => writer.pickUp(message)) as never);
  whenReady(() => void writer.sweep());
  const actions = {
    roll: (card: ContestMessage, participantId: string, fastForward: boolean) => roll(card, participantId, { fastForward }),
    tieBreak: (card: ContestMessage) => requestAdvance(writer, card),
  };
  Hooks.on("renderChatMessageHTML" as never, ((message: ContestMessage, html: HTMLElement) => renderContestCard(dice, actions, message, html)) as never);
  return { start: startContestCard, startWithDialog: startFromTool, roll };
}

/** The handlers answer on the GM's client only; each checks that itself, since any user may be queried. */
function registerQueries(writer: ContestWriter): void {
  const queries = CONFIG.queries as unknown as Record<string, (data: unknown, options: { timeout?: number }) => unknown>;
  queries[RECORD_ROLL_QUERY] = (data) => writer.handleRecordQuery(data);
  queries[START_CONTEST_QUERY] = (data) => handleStartQuery(data);
  queries[ADVANCE_CONTEST_QUERY] = (data) => writer.advance(String((data as { cardId?: unknown } | null)?.cardId ?? ""));
}

/** The tie-break button: the GM's client rolls what the card waits for; a player's asks it to. */
function requestAdvance(writer: ContestWriter, card: ContestMessage): Promise<unknown> {
  const cardId = card.id ?? "";
  // Through the shared helper, so a refusal (a card resolved meanwhile) or a GM that does not answer is told too.
  return askActiveGM({ query: ADVANCE_CONTEST_QUERY, data: { cardId }, local: () => writer.advance(cardId) });
}
