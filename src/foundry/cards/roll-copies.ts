/**
 * The copy a card keeps of each roll it records, and who may see it (docs/versions-and-privacy.md "Privacy on every
 * surface"). A card judges its copy, so a roll its author edits or deletes afterwards changes nothing; and it keeps a
 * whispered roll's audience, so deleting the message reveals nothing while the GM's "Reveal to Everyone" still does.
 * One visibility rule serves every card kind and every follow-up roll.
 */
import {
  isAtLeastAsPrivate,
  keptViewers,
  leastPrivateModeWithin,
  modeViewers,
  type Viewers,
} from "../../core/roll-audience";
import { messageModeOf } from "../foundry-version";
import type { MessageMode } from "../types/message-mode";
import { currentUser, getMessage, isWorldUser, worldGMIds } from "./card-documents";
import type { ChatMessageView } from "../types/chat-message";
import type { RollPrivacy } from "../../core/roll-privacy";

/** What a card keeps of a roll message it records. */
export interface RollCopy {
  readonly rollCopy: string;
  readonly rollPrivacy?: RollPrivacy;
}

/** Anything a card recorded a roll for: a participant, an extended test's round. */
export interface RecordedRollEntry {
  readonly messageId: string | null;
  readonly rollCopy?: string;
  readonly rollPrivacy?: RollPrivacy;
}

/**
 * The copy a card keeps of the roll message it records: its stored roll JSON, and for a whispered roll who may see
 * it. Copying a blind or private roll reveals nothing: Foundry gives every client every roll message with its dice
 * (`ChatMessage#visible` is true for any roll) and only hides the content when drawing it (`isContentVisible`).
 */
export function rollCopyOf(message: ChatMessageView): RollCopy | undefined {
  const stored = message._source.rolls;
  if (stored.length !== 1) return undefined;
  if (!message.whisper?.length) return { rollCopy: stored[0]! };
  // The whisper list is the roller's to write: only users of this world are kept, so it cannot bloat the card.
  const audience = message.whisper.filter((id) => typeof id === "string" && isWorldUser(id));
  return {
    rollCopy: stored[0]!,
    rollPrivacy: { whisper: audience, blind: message.blind === true, authorId: message.author?.id ?? "" },
  };
}

/**
 * Foundry's `isContentVisible`, asked of the audience a card kept: the whisper recipients, and the author unless blind.
 */
function mayViewKept(privacy: RollPrivacy | undefined, userId: string): boolean {
  if (!privacy) return true;
  return privacy.whisper.includes(userId) || (privacy.authorId === userId && !privacy.blind);
}

/**
 * May this client's user see a roll a card recorded? Asked of the audience the card kept — so deleting the message
 * reveals nothing — or of the message as it is now, so the GM's "Reveal to Everyone" still reveals. An entry
 * recorded before cards kept copies asks the message alone; a message this client does not have then hides
 * nothing, and the card shows that roll's problem instead.
 */
export function mayViewRecorded(entry: RecordedRollEntry | undefined): boolean {
  if (!entry) return true;
  const message = getMessage(entry.messageId);
  if (entry.rollCopy === undefined) return message?.isContentVisible ?? true;
  return mayViewKept(entry.rollPrivacy, currentUser().id ?? "") || message?.isContentVisible === true;
}

/**
 * May another user see a roll a card recorded, asked on the GM's client of a request's author: who may see it now
 * (`viewersNow`: the audience kept, or everyone once revealed). A GM who is not among them is the caller's to let
 * through (a GM may act for any participant).
 */
export function mayUserViewRecorded(entry: RecordedRollEntry, userId: string): boolean {
  const viewers = viewersNow(entry);
  return viewers === null || viewers.includes(userId);
}

/**
 * Where a recorded roll is read from: the card's own copy when it kept one (the author may have edited or deleted
 * the message since), else the roll message itself.
 */
export function recordedRollMessage(entry: RecordedRollEntry): Pick<ChatMessageView, "id" | "_source"> | null {
  if (typeof entry.rollCopy !== "string") return getMessage(entry.messageId);
  return { id: entry.messageId, _source: { rolls: [entry.rollCopy] } };
}

/** The message mode a recorded roll was posted with, from the audience the card kept (none: a public roll). */
export function modeOfRecorded(entry: RecordedRollEntry | undefined): MessageMode {
  const privacy = entry?.rollPrivacy;
  if (!privacy) return "public";
  return messageModeOf({ whisper: privacy.whisper, blind: privacy.blind, author: { id: privacy.authorId } });
}

/**
 * Who may see a recorded roll now: everyone once its message shows it to everyone (the GM's "Reveal to Everyone"),
 * else the audience the card kept.
 */
export function viewersNow(entry: RecordedRollEntry): Viewers {
  const message = getMessage(entry.messageId);
  return message && !message.whisper?.length ? null : keptViewers(entry.rollPrivacy);
}

/** Who may see a roll `authorId` makes in `mode`, among this world's users. */
export function viewersInMode(mode: MessageMode, authorId: string): Viewers {
  return modeViewers(mode, authorId, worldGMIds());
}

/** The least private mode in which `authorId`'s roll shows no more than each of `bounds` does; null when none can. */
export function leastPrivateMode(bounds: readonly Viewers[], authorId: string): MessageMode | null {
  return leastPrivateModeWithin(bounds, authorId, worldGMIds());
}

/**
 * A card's mode rules its rolls (docs/cards.md "A card's mode rules its rolls"): on the GM's client, a roll that
 * more users may see than one of `bounds` is refused before it is recorded, with the reason its roller is shown.
 * Its message stays in the chat as posted; the card never counts it.
 */
export function refuseLessPrivate(copy: RollCopy | undefined, bounds: readonly Viewers[], refusal: () => Error): void {
  const viewers = keptViewers(copy?.rollPrivacy);
  if (!bounds.every((bound) => isAtLeastAsPrivate(viewers, bound))) throw refusal();
}

/** How private each mode is: a follow-up roll that settles several rolls takes the most private of their modes. */
const PRIVACY_ORDER: readonly MessageMode[] = ["public", "gm", "self", "blind"];

export function mostPrivateMode(modes: readonly MessageMode[]): MessageMode {
  return modes.reduce<MessageMode>(
    (most, mode) => (PRIVACY_ORDER.indexOf(mode) > PRIVACY_ORDER.indexOf(most) ? mode : most),
    "public",
  );
}
