/**
 * Our side of Foundry's uuid lookups. fvtt-types types a uuid as a template of document names (`Actor.${string}`,
 * …) and the result as its heavy document classes; our callers hold plain strings (from flags, the API, a setting)
 * and read a found document through the small structural type they need. Foundry itself checks the uuid (null, or
 * an error, for one it cannot resolve), so this file is where the two meet, instead of a cast at every lookup.
 */
import type { ChatMessageView } from "./types/chat-message";

/** A lookup as our callers see it: a plain uuid in, what they read of the document out. */
type UuidLookup<Found> = (uuid: string) => Found;

/** `fromUuidSync`: the document a uuid names, found on this client without waiting. */
export function documentFromUuidSync<T extends object>(uuid: string): T | null {
  // The one meeting point of a plain uuid and fvtt-types' document unions (see above); Foundry validates the uuid.
  return (fromUuidSync as unknown as UuidLookup<T | null>)(uuid);
}

/** `fromUuid`: as `documentFromUuidSync`, and may load the document from a compendium. */
export async function documentFromUuid<T extends object>(uuid: string): Promise<T | null> {
  // As in documentFromUuidSync: a plain uuid in, our structural view of the document out.
  return (fromUuid as unknown as UuidLookup<Promise<T | null>>)(uuid);
}

/**
 * The world's macros and the Macro class, as the hotbar finds and makes a saved roll's macro. fvtt-types 13.345's
 * stored Macro (what `game.macros` holds and `Macro.create` gives) resolves none of a Macro's members; the
 * document is a Macro all the same, so the two are seen as `Macro.Implementation`, here once.
 */
interface MacroDocuments {
  readonly macros:
    { find(test: (macro: Macro.Implementation) => boolean): Macro.Implementation | undefined } | undefined;
  readonly Macro: { create(data: object): Promise<Macro.Implementation | undefined> };
}

export function macroDocuments(): MacroDocuments {
  return { macros: game.macros, Macro: CONFIG.Macro.documentClass } as unknown as MacroDocuments;
}

/**
 * A Foundry chat message as our one view of it (src/foundry/types/chat-message.ts): the same object, its stored
 * whisper ids and roll JSON read as the strings Foundry's server keeps, where fvtt-types 13.345 allows null.
 */
export function chatMessageView(message: ChatMessage.Implementation): ChatMessageView {
  return message as unknown as ChatMessageView;
}
