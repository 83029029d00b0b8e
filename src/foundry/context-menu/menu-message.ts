/**
 * The chat message a context menu was opened on, as the menu's entries read it: Foundry passes the message's
 * element (`li.message[data-message-id]`), and the message is looked up again in the world's collection each time,
 * so an entry never acts on a stale copy.
 */
import { getMessage } from "../cards/card-documents";
import type { MessageMode } from "../types/message-mode";
import type { RuleSetId } from "../../core/rule-set-types";
import type { UnrolledRoll } from "../types/rolls";
import type { ChatMessageView } from "../types/chat-message";

/** The speaker's actor and token as Foundry finds them (`ChatMessage.getSpeakerActor`, the scene's token). */
interface MenuSpeaker {
  readonly actor: Actor.Implementation | null;
  readonly token: TokenDocument.Implementation | null;
}

/** One of our rule sets' rolls on a message, and what the entries need of it. */
export interface MenuRoll {
  readonly message: ChatMessageView;
  readonly roll: UnrolledRoll;
  readonly ruleSet: RuleSetId;
  /** The message's mode, read back from its whisper list and blind flag. */
  readonly mode: MessageMode;
}

/** A message with what the menu reads (every chat message has it; a test's stand-in may not). */
function isMenuMessage(message: ChatMessageView | null): message is ChatMessageView {
  return (
    message !== null &&
    "rolls" in message &&
    Array.isArray(message.rolls) &&
    "speaker" in message &&
    "whisper" in message
  );
}

/** The message an entry was opened on, or null (deleted since, or no message element). */
export function menuMessage(target: HTMLElement): ChatMessageView | null {
  const message = getMessage(target.dataset.messageId);
  return isMenuMessage(message) ? message : null;
}

/** The message's speaker: its actor (a token's own) and its token, when they still exist. */
export function speakerOf(message: ChatMessageView): MenuSpeaker {
  const { scene, token } = message.speaker;
  const actor = ChatMessage.getSpeakerActor(message.speaker as ChatMessage.SpeakerData) ?? null;
  const tokenDocument = scene && token ? (game.scenes?.get(scene)?.tokens.get(token) ?? null) : null;
  return { actor, token: tokenDocument };
}
