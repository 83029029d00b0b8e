/**
 * What the contest code reads of Foundry's documents, and where a contest keeps its state: the card message's
 * `flags["indie-dice"].contest` (a ContestState) and each roll message's `flags["indie-dice"].contestRoll`
 * (`{cardId, participantId}`). Structural types keep the adapter thin and testable with the Foundry double.
 */
import { contestError, type ContestState } from "../../core/contests/contests";
import { MODULE_ID } from "../module-id";

export const CONTEST_FLAG = "contest";
export const CONTEST_ROLL_FLAG = "contestRoll";

/** Query names (CONFIG.queries), and the hook called once per contest on the GM's client. */
export const RECORD_ROLL_QUERY = `${MODULE_ID}.recordContestRoll`;
export const START_CONTEST_QUERY = `${MODULE_ID}.startContest`;
export const ADVANCE_CONTEST_QUERY = `${MODULE_ID}.advanceContest`;
export const CONTEST_RESOLVED_HOOK = `${MODULE_ID}.contestResolved`;

/** How long a roller waits for the GM's answer before saying so (the roll stays in the chat either way). */
export const QUERY_TIMEOUT_MS = 10_000;

export interface ContestRollFlag {
  readonly cardId: string;
  readonly participantId: string;
}

export interface UserLike {
  readonly id: string;
  readonly name?: string;
  readonly isGM: boolean;
  readonly active?: boolean;
  query?(name: string, data: unknown, options?: { timeout?: number }): Promise<unknown>;
}

/** A chat message as the contest code uses it (the card or a roll). */
export interface ContestMessage {
  readonly id: string | null;
  readonly author: UserLike | undefined | null;
  readonly flags: Record<string, Record<string, unknown> | undefined>;
  readonly _source: { readonly rolls: readonly string[] };
  update(changes: object): Promise<unknown>;
}

export interface OwnedActor {
  readonly uuid: string;
  readonly name: string;
  readonly isOwner: boolean;
  testUserPermission(user: UserLike, permission: "OWNER"): boolean;
}

export function currentUser(): UserLike {
  return game.user as unknown as UserLike;
}

export function activeGM(): UserLike | null {
  return (game.users as unknown as { activeGM: UserLike | null }).activeGM ?? null;
}

/**
 * Only the active GM's client writes cards: a query may be sent to any GM, and two GMs writing from their own
 * queues would overwrite each other's state. A player is refused with the card's own `notGM` error; another GM is
 * told who the active GM is (forwarding for them would need a query any player could send too).
 */
export function requireActiveGM(notGM: () => Error): void {
  const user = currentUser() as { isGM: boolean; isActiveGM?: boolean };
  if (!user.isGM) throw notGM();
  if (user.isActiveGM === false) throw contestError("NotActiveGM", { name: activeGM()?.name ?? "?" });
}

export function getMessage(id: unknown): ContestMessage | null {
  if (typeof id !== "string" || id === "") return null;
  return (game.messages?.get(id) as unknown as ContestMessage | undefined) ?? null;
}

export function allMessages(): ContestMessage[] {
  return ((game.messages?.contents ?? []) as unknown as ContestMessage[]).slice();
}

/**
 * A card's flag, read only from a message a GM wrote: a player may post a message with any flags, and a forged
 * "card" must neither be drawn as genuine nor reach the code that sweeps and records (where a malformed
 * participant list would throw). Null for anything else.
 */
export function gmCardFlag(message: ContestMessage | null, flag: string): Record<string, unknown> | null {
  const value = message?.author?.isGM ? message.flags?.[MODULE_ID]?.[flag] : undefined;
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : null;
}

/** Every entry an object with a string id (what the cards' code reads of a participant list). */
export function hasParticipantIds(list: unknown): boolean {
  return Array.isArray(list) && list.every((entry) => entry !== null && typeof entry === "object" && typeof (entry as { id?: unknown }).id === "string");
}

/** The contest state of a card message; null when the message is no contest card a GM wrote. */
export function contestStateOf(message: ContestMessage | null): ContestState | null {
  const state = gmCardFlag(message, CONTEST_FLAG) as ContestState | null;
  return state && hasParticipantIds(state.participants) && Array.isArray(state.tieBreaks) ? state : null;
}

/** The card and participant a roll message names; null when it names none (or names them badly). */
export function contestRollFlagOf(message: ContestMessage | null): ContestRollFlag | null {
  const flag = message?.flags?.[MODULE_ID]?.[CONTEST_ROLL_FLAG] as Partial<ContestRollFlag> | undefined;
  if (!flag || typeof flag.cardId !== "string" || typeof flag.participantId !== "string") return null;
  return { cardId: flag.cardId, participantId: flag.participantId };
}

/** A participant's actor, found from its uuid on this client (a synthetic token actor included). */
export function actorOf(actorUuid: string | null): OwnedActor | null {
  if (!actorUuid) return null;
  try {
    return (fromUuidSync(actorUuid as never) as unknown as OwnedActor | null) ?? null;
  } catch {
    return null;
  }
}

/** May this user roll for this participant: a GM, or an owner of its actor. */
export function userMayRoll(user: UserLike | null | undefined, actorUuid: string | null): boolean {
  if (!user) return false;
  if (user.isGM) return true;
  return actorOf(actorUuid)?.testUserPermission(user, "OWNER") ?? false;
}

/** The flags a roll message carries to answer a card. */
export function contestRollFlags(flag: ContestRollFlag): Record<string, Record<string, unknown>> {
  return { [MODULE_ID]: { [CONTEST_ROLL_FLAG]: { cardId: flag.cardId, participantId: flag.participantId } } };
}

/** The card's flag update: the whole state, so nothing of an older state is merged back in. */
export function stateUpdate(state: ContestState): object {
  return { [`flags.${MODULE_ID}.${CONTEST_FLAG}`]: state };
}

/** A refusal the caller of a query can show in its own language. */
export interface Refusal {
  readonly ok: false;
  readonly key: string;
  readonly data: Record<string, string>;
  /** In the GM's language, for the console. */
  readonly message: string;
}

export function refusal(error: unknown): Refusal {
  const known = error as { key?: unknown; data?: Record<string, unknown> } | null;
  const key = typeof known?.key === "string" ? known.key : "INDIE_DICE.Contest.Error.Failed";
  const data = Object.fromEntries(Object.entries(known?.data ?? {}).map(([k, v]) => [k, String(v)]));
  return { ok: false, key, data, message: game.i18n.format(key, data) };
}

export { contestError };
