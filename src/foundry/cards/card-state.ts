/**
 * Reading a card's state: only from a message a GM wrote (a player may post a message with any flags, and a forged
 * "card" must neither be drawn as genuine nor reach the GM's writer), migrated from older versions and checked
 * by the kind's schema on every read, a state once read given back while its stored text is the same (docs/cards.md
 * "Shared by every kind"). Nothing else reads a card's flags.
 */
import { readVersioned, type VersionedSchema } from "../../core/schema";
import { MODULE_ID } from "../module-id";
import { getMessage } from "./card-documents";
import type { AnyCardKind, CardKind } from "./card-kind";
import { notifyError } from "../notify";
import type { ChatMessageView } from "../types/chat-message";

/** What a message holds for a kind: no card of that kind, a card whose state is unreadable, or its state. */
type CardReading<S> =
  | { readonly kind: "none" }
  | { readonly kind: "unreadable"; readonly error: unknown }
  | { readonly kind: "card"; readonly state: S };

/** What reading a card looks at: the kind's flag and schema, the message's author and flags. */
type ReadKind<S> = Pick<CardKind<S>, "flag" | "schema">;
type ReadMessage = Pick<ChatMessageView, "author" | "flags">;

export function readCard<S>(kind: ReadKind<S>, message: ReadMessage | null): CardReading<S> {
  const stored = message?.author?.isGM ? message.flags?.[MODULE_ID]?.[kind.flag] : undefined;
  if (stored === undefined || stored === null) return { kind: "none" };
  try {
    return { kind: "card", state: checkedState(kind.schema, stored) };
  } catch (error) {
    return { kind: "unreadable", error };
  }
}

/**
 * The state last read from each stored card, with its schema and the stored text it was read from. A card is read at
 * every draw of its message and of each of its rolls (their headlines), and mostly it has not changed; Foundry changes
 * a message's flags in place (v13 common/data/fields.mjs ObjectField#_updateCommit), so the same object is read
 * again whenever its text differs. A read state is never changed (its fields are readonly), and it depends on nothing
 * but what is stored: not on who reads it.
 */
const readStates = new WeakMap<object, ReadState<unknown>>();

interface ReadState<S> {
  readonly schema: VersionedSchema<S>;
  readonly text: string;
  readonly state: S;
}

function readWith<S>(read: ReadState<unknown> | undefined, schema: VersionedSchema<S>): read is ReadState<S> {
  return read?.schema === schema;
}

function checkedState<S>(schema: VersionedSchema<S>, stored: unknown): S {
  if (typeof stored !== "object" || stored === null) return readVersioned(schema, stored);
  const text = JSON.stringify(stored);
  const known = readStates.get(stored);
  if (readWith(known, schema) && known.text === text) return known.state;
  const state = readVersioned(schema, stored);
  readStates.set(stored, { schema, text, state });
  return state;
}

/** The state of a card of this kind, or null (no such card, or one whose state does not pass its schema). */
export function cardStateOf<S>(kind: ReadKind<S>, message: ReadMessage | null): S | null {
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
  if (!message) notifyError("warning", kind.error("NoCard"));
  return message ?? null;
}
