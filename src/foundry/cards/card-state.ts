/**
 * Reading a card's state: only from a message a GM wrote (a player may post a message with any flags, and a forged
 * "card" must neither be drawn as genuine nor reach the GM's writer), migrated from older versions and checked
 * by the kind's schema on every read (docs/cards.md "Shared by every kind"). Nothing else reads a card's flags.
 */
import { readVersioned } from "../../core/schema";
import { MODULE_ID } from "../module-id";
import { getMessage } from "./card-documents";
import { kindError, type AnyCardKind, type CardKind } from "./card-kind";
import { notifyError } from "../notify";
import type { ChatMessageView } from "../types/chat-message";

/** What a message holds for a kind: no card of that kind, a card whose state is unreadable, or its state. */
type CardReading<S> =
  | { readonly kind: "none" }
  | { readonly kind: "unreadable"; readonly error: unknown }
  | { readonly kind: "card"; readonly state: S };

export function readCard<S>(kind: CardKind<S>, message: ChatMessageView | null): CardReading<S> {
  const stored = message?.author?.isGM ? message.flags?.[MODULE_ID]?.[kind.flag] : undefined;
  if (stored === undefined || stored === null) return { kind: "none" };
  try {
    return { kind: "card", state: readVersioned(kind.schema, stored) };
  } catch (error) {
    return { kind: "unreadable", error };
  }
}

/** The state of a card of this kind, or null (no such card, or one whose state does not pass its schema). */
export function cardStateOf<S>(kind: CardKind<S>, message: ChatMessageView | null): S | null {
  const reading = readCard(kind, message);
  return reading.kind === "card" ? reading.state : null;
}

/** The kind whose flag a message carries (a GM's message), if any. */
export function kindOf(kinds: readonly AnyCardKind[], message: ChatMessageView | null): AnyCardKind | null {
  if (!message?.author?.isGM) return null;
  const flags = message.flags?.[MODULE_ID];
  return (flags && kinds.find((kind) => flags[kind.flag] !== undefined && flags[kind.flag] !== null)) || null;
}

/** The card's flag update: the whole state (nothing of an older state merged back in), and what is kept beside it. */
export function stateUpdate<S>(kind: CardKind<S>, state: S, besides: Readonly<Record<string, unknown>> = {}): object {
  const update: Record<string, unknown> = { [`flags.${MODULE_ID}.${kind.flag}`]: state };
  for (const [key, value] of Object.entries(besides)) update[`flags.${MODULE_ID}.${key}`] = value;
  return update;
}

/**
 * The card message the API was given, or the one with that id. Anything else — an id of no message, a number, null
 * (the API is a console's too) — is refused as the kind's "no such card", shown to the caller.
 */
export function cardMessage(kind: AnyCardKind, card: ChatMessageView | string): ChatMessageView | null {
  const message = typeof card === "string" ? getMessage(card) : typeof card === "object" ? card : null;
  if (!message) notifyError("warning", kindError(kind, "NoCard"));
  return message ?? null;
}
