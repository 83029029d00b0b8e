/**
 * `api.contests`: starting a contest card, its Start contest dialog, and rolling for a side.
 */
import type { ContestState } from "../../../core/contests/contests";
import type { CardMessage } from "../card-documents";
import type { CardKind } from "../card-kind";
import { cardMessage } from "../card-state";
import type { ContestRollOptions } from "./contest-kind";
import { startContestCard, type StartContestOptions } from "./contest-starter";
import { startFromTool } from "../../apps/start-contest-dialog";

export interface ContestsApi {
  /**
   * Starts a contest card: the controlled tokens (or `attackers`) against the single target (or `defender`),
   * tokens or actors. `specs` fixes the rolls in advance; without it each roller fills the rule set's dialog.
   * Resolves with the card's ChatMessage; a refusal is shown (localized) and thrown.
   */
  start(options: StartContestOptions): Promise<CardMessage>;
  /**
   * The "Start contest" tool's flow: the Start contest dialog for the controlled tokens against the one target
   * (the rule set and each side's roll, with every pairing's chances), then the card. Resolves with the card, or
   * null when the dialog was closed or the start refused (the user is told why).
   */
  startWithDialog(): Promise<CardMessage | null>;
  /**
   * Rolls for a participant (its owners or a GM only), posts the roll as the user's own message and asks the
   * active GM to record it. Resolves with that message, or null when nothing was rolled.
   */
  roll(card: CardMessage | string, participantId: string, options?: ContestRollOptions): Promise<CardMessage | null>;
}

type ContestKind = CardKind<ContestState> & {
  roll(card: CardMessage, participantId: string, options?: ContestRollOptions): Promise<CardMessage | null>;
};

export function contestsApi(kind: ContestKind): ContestsApi {
  return {
    start: (options) => startContestCard(kind, options),
    startWithDialog: () => startFromTool(kind),
    roll: async (card, participantId, options) => {
      const message = cardMessage(card);
      return message ? kind.roll(message, participantId, options) : null;
    },
  };
}
