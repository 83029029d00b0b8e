import { cardMessageCreated } from "../cards/card-chunk-loader";
import type { CardMessage } from "../cards/card-documents";
import { onHook } from "./registry";

/** When a chat message is created: a card's roll or request is recorded (the card chunk loaded if need be). */
export function listen(): void {
  onHook("createChatMessage", (message: CardMessage) => cardMessageCreated(message));
}
