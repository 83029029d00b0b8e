/**
 * What the cards read of Foundry's documents: chat messages (a card, or a message a card records), users and
 * actors. Structural types keep the adapter thin and testable with the Foundry double; the few places that meet
 * Foundry's own typings are here.
 */
import { documentFromUuidSync } from "../foundry-documents";
import { MODULE_ID } from "../module-id";
import { rollLessMessageOptions } from "../foundry-version";
import type { ChatMessageView, MessageAuthor } from "../types/chat-message";

interface OwnedActor {
  readonly uuid: string;
  readonly id?: string | null;
  readonly name: string;
  readonly isOwner: boolean;
  /** Some player owns it. */
  readonly hasPlayerOwner?: boolean;
  /** An unlinked token's actor, which stands for its base actor (`token.actorId`). */
  readonly isToken?: boolean;
  readonly token?: { readonly actorId?: string | null } | null;
  testUserPermission(user: MessageAuthor, permission: "OBSERVER" | "OWNER"): boolean;
}

/** A user as the request cards pick a row's roller among them. */
interface WorldUser extends MessageAuthor {
  readonly active: boolean;
  readonly character?: { readonly id?: string | null } | null;
}

/** How long a client waits for the GM's answer before saying so (what it posted stays in the chat either way). */
export const QUERY_TIMEOUT_MS = 10_000;

/* The game's collections as the cards read them: fvtt-types' own types are only structurally compatible. */
interface CardGame {
  readonly user: MessageAuthor | null;
  readonly users: {
    readonly activeGM: MessageAuthor | null;
    readonly contents: readonly WorldUser[];
    get(id: string): MessageAuthor | undefined;
  };
  readonly messages?: { get(id: string): ChatMessageView | undefined; readonly contents: readonly ChatMessageView[] };
}

function cardGame(): CardGame {
  // One structural view of `game` for all card code, instead of a cast at every use.
  return game as unknown as CardGame;
}

export function currentUser(): MessageAuthor {
  return cardGame().user!;
}

export function activeGM(): MessageAuthor | null {
  return cardGame().users.activeGM ?? null;
}

export function isActiveGM(): boolean {
  return cardGame().user?.isActiveGM === true;
}

export function isWorldUser(id: string): boolean {
  return cardGame().users.get(id) !== undefined;
}

/** A user of the world by id, or null. */
export function worldUser(id: unknown): MessageAuthor | null {
  return typeof id === "string" ? (cardGame().users.get(id) ?? null) : null;
}

/**
 * The flag naming the player who asked the GM's client for a card (`flags["indie-dice"].startedBy`), on a card a player
 * started: a prompt of theirs on it reads as their own (docs/prompts.md "What opens").
 */
export const STARTED_BY_FLAG = "startedBy";

/**
 * The ids of the world's GMs, logged in or not: whom Foundry whispers a private or blind roll to, and whom a request
 * only the GM's client needs to read is.
 */
export function worldGMIds(): string[] {
  return cardGame()
    .users.contents.filter((user) => user.isGM)
    .map((user) => user.id);
}

/** The world's players (every user but the GMs), logged in or not. */
export function worldPlayers(): WorldUser[] {
  return cardGame().users.contents.filter((user) => !user.isGM);
}

export function getMessage(id: unknown): ChatMessageView | null {
  if (typeof id !== "string" || id === "") return null;
  return cardGame().messages?.get(id) ?? null;
}

export function allMessages(): ChatMessageView[] {
  return (cardGame().messages?.contents ?? []).slice();
}

/** Whatever our flag `key` on a message holds (a kind's code names its flags, the framework their scope). */
export function ourFlagValue(message: Pick<ChatMessageView, "flags"> | null, key: string): unknown {
  return message?.flags?.[MODULE_ID]?.[key];
}

/** Our flag `key` on a message, when it is an object; null otherwise. */
export function ourFlag(message: Pick<ChatMessageView, "flags"> | null, key: string): Record<string, unknown> | null {
  const flag = ourFlagValue(message, key);
  return flag !== null && typeof flag === "object" && !Array.isArray(flag) ? (flag as Record<string, unknown>) : null;
}

/** The flags object a message carries for `key`. */
export function moduleFlags(key: string, value: object): Record<string, Record<string, unknown>> {
  return { [MODULE_ID]: { [key]: { ...value } } };
}

/** A participant's actor, found from its uuid on this client (a synthetic token actor included). */
export function actorOf(actorUuid: string | null): OwnedActor | null {
  if (!actorUuid) return null;
  try {
    return documentFromUuidSync<OwnedActor>(actorUuid) ?? null;
  } catch {
    return null;
  }
}

/** The same actor as Foundry's document, for what takes one (a dialog's character, its saved rolls). */
export function actorDocumentOf(actorUuid: string | null): Actor.Implementation | null {
  if (!actorUuid) return null;
  try {
    return documentFromUuidSync<Actor.Implementation>(actorUuid) ?? null;
  } catch {
    return null;
  }
}

/** May this user act for this actor: a GM, or one of its owners. */
export function userMayRoll(user: MessageAuthor | null | undefined, actorUuid: string | null): boolean {
  if (!user) return false;
  if (user.isGM) return true;
  return actorOf(actorUuid)?.testUserPermission(user, "OWNER") ?? false;
}

/** Foundry's ChatMessage class as the cards call it. */
interface MessageClass {
  create(data: object, options?: object): Promise<ChatMessageView | undefined>;
  getSpeaker(options?: { readonly actor?: OwnedActor | null }): object;
}

function messageClass(): MessageClass {
  // fvtt-types' ChatMessage takes its own document types, not our flags and structural actor, and returns its own
  // message type; the cards read what ChatMessageView declares. One view of the class instead of a cast at each call.
  return ChatMessage as unknown as MessageClass;
}

/**
 * Creates a chat message as this client's user (a card, a request): without rolls, never a chat bubble. It is the
 * user's own unless a speaker is given — never a token they happen to have selected (Foundry's `getSpeaker()` would
 * take it), as if that token had asked.
 */
export async function createMessage(data: {
  readonly content: string;
  readonly title?: string;
  readonly speaker?: object;
  readonly flags: object;
  readonly whisper?: readonly string[];
}): Promise<ChatMessageView | null> {
  const created = await messageClass().create(
    { ...data, speaker: data.speaker ?? userSpeaker() },
    rollLessMessageOptions(),
  );
  return created ?? null;
}

/**
 * The user as speaker, the shape Foundry's `getSpeaker` gives when no actor or token speaks (its alias the user's
 * name).
 */
function userSpeaker(): object {
  return { scene: null, actor: null, token: null, alias: game.user?.name ?? "" };
}

/** The speaker of an actor's message (a gift request speaks for its giver). */
export function speakerFor(actorUuid: string | null): object {
  return messageClass().getSpeaker({ actor: actorOf(actorUuid) });
}

/** A roll as the cards post it: `Roll#toMessage` with our flags and a mode option (see foundry-version.ts). */
interface PostableRoll {
  toMessage(data: object, options: object): Promise<ChatMessageView | undefined>;
}

/** Posts an evaluated roll in a message of its own as this client's user (a gift die); undefined when refused. */
export async function postRollMessage(
  roll: foundry.dice.Roll,
  data: object,
  options: object,
): Promise<ChatMessageView | undefined> {
  // fvtt-types 13's toMessage knows neither our flags nor v14's `messageMode`, and returns its own message type.
  return (roll as unknown as PostableRoll).toMessage(data, options);
}
