/**
 * `api.requests` (docs/cards.md "Roll requests"): a GM asks several tokens for one roll; each row's roller rolls it
 * from the card; the GM skips rows and closes the request. Every refusal is localized, shown and thrown, before any
 * card: a request is checked by its own module (request-check.ts), and its state goes straight to its card.
 */
import { shownRefusal } from "../../../foundry/errors";
import { currentUser } from "../../../foundry/cards/card-documents";
import { cardMessage } from "../../../foundry/cards/card-state";
import { postCard } from "../../../foundry/cards/post-card";
import type { RequestsApi, RequestStartOptions } from "./requests-api-types";
import type { RequestKind } from "./request-kind";
import { askRequest } from "./request-dialog";
import { checkedRequest } from "./request-check";
import type { ChatMessageView } from "../../../foundry/types/chat-message";

export function requestsApi(kind: RequestKind): RequestsApi {
  return {
    start: (options) => startRequestCard(kind, options),
    startWithDialog: async () => {
      if (!currentUser().isGM) throw shownRefusal("warning", kind.error("NotGMStart"));
      // A refusal is shown by start itself, and keeps the dialog open with everything typed.
      return askRequest((options) => startRequestCard(kind, options));
    },
    roll: async (card, participantId, options) => {
      const message = cardMessage(kind, card);
      return message ? kind.roll(message, participantId, options) : null;
    },
    skip: async (card, participantId) => {
      const message = cardMessage(kind, card);
      return message ? kind.skip(message, participantId) : false;
    },
    close: async (card) => {
      const message = cardMessage(kind, card);
      return message ? kind.close(message) : false;
    },
  };
}

/** The request checked by its own module, then its card posted: the GM's alone; a refusal shown and thrown. */
async function startRequestCard(kind: RequestKind, options: RequestStartOptions): Promise<ChatMessageView> {
  try {
    if (!currentUser().isGM) throw kind.error("NotGMStart");
    return await postCard(kind, checkedRequest(kind, options));
  } catch (error) {
    throw shownRefusal("warning", error);
  }
}
