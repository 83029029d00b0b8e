import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { messageById } from "./dialog-harness";
import { must } from "../../kit";

/**
 * A card's state as the world stores it now (its flag under the module's scope), read again from the message
 * collection and copied, so a test holds what was written, not a live object a later update changes.
 */
export function storedCardFlag<S>(card: ChatMessageView, flag: string): S {
  const message = messageById(must(card.id));
  return JSON.parse(JSON.stringify(must(message.flags["indie-dice"])[flag])) as S;
}
