/**
 * `api.contests`: starting a contest card, its Start contest dialog, rolling for a side, and its chances.
 */
import type { ContestState } from "../../../core/contests/contest-types";
import type { CardKind } from "../card-kind";
import { cardMessage } from "../card-state";
import type { ContestChancesView, ContestRollOptions, ContestsApi } from "../../types/contests-api";
import { startContestCard } from "./contest-starter";
import { startFromTool } from "./start-contest-dialog";
import type { ChatMessageView } from "../../types/chat-message";

type ContestKind = CardKind<ContestState> & {
  roll(card: ChatMessageView, participantId: string, options?: ContestRollOptions): Promise<ChatMessageView | null>;
  chances(card: ChatMessageView): ContestChancesView | null;
};

export function contestsApi(kind: ContestKind): ContestsApi {
  return {
    start: (options) => startContestCard(kind, options),
    startWithDialog: () => startFromTool(kind),
    roll: async (card, participantId, options) => {
      const message = cardMessage(kind, card);
      return message ? kind.roll(message, participantId, options) : null;
    },
    chances: async (card) => {
      const message = cardMessage(kind, card);
      return message ? kind.chances(message) : null;
    },
  };
}
