import { cardMessageCreated } from "../cards/card-chunk-loader";
import { chatMessageView } from "../foundry-documents";

/**
 * When a chat message is created: a card's roll or request is recorded, and a new card opens the rolls it asks of
 * this client's user (docs/prompts.md); the card chunk is loaded if need be.
 */
export function listen(): void {
  Hooks.on("createChatMessage", (message) => cardMessageCreated(chatMessageView(message)));
}
