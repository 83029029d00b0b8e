/**
 * The world's documents, typed as Foundry's own (fvtt-types' `Actor.Implementation`, `ChatMessage.Implementation`).
 * fvtt-types 13.345 types a collection's `get` as a stored document (`_Override<Configured…>`) that its own
 * `Implementation` does not accept; in the double, as in Foundry, the collection holds the very documents Foundry's
 * code is handed. These are the one place a test's document changes type, so a test reads `worldActor(id)` where it
 * would otherwise cast. The handle (install.ts) hands out the double's messages through `asFoundryMessage` likewise.
 */
import type { ChatMessage as ChatMessageDouble } from "../chat-message";

/**
 * Foundry's chat message document, as fvtt-types declares it (the name `ChatMessage` is the double's class in
 * install.ts).
 */
export type FoundryChatMessage = ChatMessage.Implementation;

/**
 * A message of the double as Foundry's document: the double's class emulates the part of Foundry's ChatMessage a
 * module uses (chat-message.ts), and every message of the world is one of them.
 */
export function asFoundryMessage(message: ChatMessageDouble): FoundryChatMessage {
  return message as unknown as FoundryChatMessage;
}

/** The world's actor of this id (throws when there is none: a test names actors it made). */
export function worldActor(id: string): Actor.Implementation {
  const actor = game.actors?.get(id);
  if (!actor) throw new Error(`No actor ${id} in the world`);
  return actor as unknown as Actor.Implementation;
}

/** The world's chat message of this id, on the running client (throws when there is none). */
export function worldMessage(id: string): ChatMessage.Implementation {
  const message = game.messages?.get(id);
  if (!message) throw new Error(`No chat message ${id} in the world`);
  return message as unknown as ChatMessage.Implementation;
}

/** The world's chat message of this id on the running client, or undefined when there is none (deleted). */
export function worldMessageIfAny(id: string): ChatMessage.Implementation | undefined {
  return game.messages?.get(id) as unknown as ChatMessage.Implementation | undefined;
}

/** Every chat message of the running client's log, oldest first. */
export function worldMessages(): ChatMessage.Implementation[] {
  return (game.messages?.contents ?? []) as unknown as ChatMessage.Implementation[];
}

/** The last chat message of the running client's log (throws when there is none). */
export function lastWorldMessage(): ChatMessage.Implementation {
  const message = game.messages?.contents.at(-1);
  if (!message) throw new Error("No chat message in the world");
  return message as unknown as ChatMessage.Implementation;
}

/**
 * Updates an actor with the changes Foundry's `update` takes: dotted keys (`{ "system.skills.melee": 7 }`,
 * `{ "system.-=abilities": null }`), which Foundry expands (`foundry.utils.expandObject`) as a system's sheet sends
 * them, and any user's id as an ownership key. fvtt-types 13.345 types the data as the nested document only; this
 * is the one place a test's update changes type.
 */
export function updateActor(actor: Actor.Implementation, changes: Readonly<Record<string, unknown>>): Promise<unknown> {
  return actor.update(changes as Actor.UpdateData);
}

/**
 * The world's macros (game.macros), oldest first, as Foundry's documents: fvtt-types 13.345's stored Macro resolves
 * none of a Macro's members (src/foundry/foundry-documents.ts says the same), and the double's MacroDouble emulates
 * them.
 */
export function worldMacros(): Macro.Implementation[] {
  return (game.macros?.contents ?? []) as unknown as Macro.Implementation[];
}
