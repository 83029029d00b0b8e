/**
 * What the GM's client reads of a message another user posted for a card (a roll, a gift) before it
 * reads anything else of it (docs/limits.md "What another client may send"): the module's flags, measured against
 * POST_FLAGS_PAYLOAD by a walk that stops at the limit, and the whisper list, which a card copies with the roll
 * (POST_WHISPER_MAX). Checked when the message is picked up, swept or asked about by
 * a query, so no flag past the limit is ever read.
 */
import { IndieDiceError } from "../../core/errors";
import { POST_FLAGS_PAYLOAD, POST_WHISPER_MAX } from "../../core/limits";
import { requirePayloadWithin } from "../../core/payload-bounds";
import { MODULE_ID } from "../module-id";
import type { ChatMessageView } from "../types/chat-message";

/** Throws the localized refusal of a card post past what the GM's client reads; returns when it is within. */
export function requireReadablePost(message: ChatMessageView): void {
  requirePayloadWithin(message.flags?.[MODULE_ID] ?? null, POST_FLAGS_PAYLOAD);
  const recipients = message.whisper?.length ?? 0;
  if (recipients > POST_WHISPER_MAX)
    throw new IndieDiceError("INDIE_DICE.Query.Error.TooManyRecipients", { max: POST_WHISPER_MAX });
}

/** Whether the GM's client reads a message's post flags at all (a pick-up or sweep has no one to answer). */
export function isReadablePost(message: ChatMessageView): boolean {
  try {
    requireReadablePost(message);
    return true;
  } catch {
    return false;
  }
}
