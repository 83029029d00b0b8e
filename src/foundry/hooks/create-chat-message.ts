import { cardMessageCreated } from "../cards/card-chunk-loader";
import type { CardMessage } from "../cards/card-documents";
import { onHook } from "./registry";

/**
 * When a chat message is created: a card's roll or request is recorded, and a new card opens the rolls it asks of
 * this client's user (docs/prompts.md); the card chunk is loaded if need be.
 */
export function listen(): void {
  onHook("createChatMessage", (message: CardMessage) => cardMessageCreated(message));
}
