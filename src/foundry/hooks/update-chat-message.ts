import { cardMessageUpdated } from "../cards/card-chunk-loader";
import type { CardMessage } from "../cards/card-documents";
import { onHook } from "./registry";

/**
 * When a chat message is updated: a card that now asks this client's user to roll (a new round, a row they became
 * the roller of) opens that roll as a prompt, and a prompt whose roll was made elsewhere closes (docs/prompts.md).
 */
export function listen(): void {
  onHook("updateChatMessage", (message: CardMessage) => cardMessageUpdated(message));
}
