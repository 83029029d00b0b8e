/**
 * `api.contests`: starting a contest card, its Start contest dialog, rolling for a side, and its chances.
 */
import { cardMessage } from "../../../foundry/cards/card-state";
import type { ContestsApi } from "./contests-api-types";
import { startContestCard } from "./post-contest-card";
import { startFromTool } from "./start-contest-dialog";
import type { ContestCardKind } from "./contest-kind";

export function contestsApi(kind: ContestCardKind): ContestsApi {
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
