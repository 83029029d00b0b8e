import { cardMessageUpdated } from "../cards/card-chunk-loader";
import { chatMessageView } from "../foundry-documents";

/**
 * When a chat message is updated: a card that now asks this client's user to roll (a new round, a row they became
 * the roller of) opens that roll as a prompt, and a prompt whose roll was made elsewhere closes (docs/prompts.md).
 */
export function listen(): void {
  Hooks.on("updateChatMessage", (message) => cardMessageUpdated(chatMessageView(message)));
}
