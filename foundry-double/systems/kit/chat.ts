/**
 * A system's roll → its chat message data, the part the systems write alike: the speaker from
 * `ChatMessage.getSpeaker({ actor })`, the rolls, content, flavor and flags given, and the roll mode applied by
 * `ChatMessage.applyRollMode` (shadowdark's chat.ts, lancer's flows.ts do so). A system that writes its whisper lists
 * by hand (Alien RPG's yzeRoll) keeps that in its own folder.
 */
import type { Plain } from "./data";
import { chatMessage } from "./globals";

/** `ChatMessage.getSpeaker({ actor })`, as the systems name their message's speaker. */
export const speakerOf = (actor: unknown): Plain => chatMessage().getSpeaker({ actor });

export interface RollMessageParts {
  actor: unknown;
  rolls: readonly unknown[];
  content?: string;
  flavor?: string;
  flags?: Plain;
  /** Applied with ChatMessage.applyRollMode where given (left out: the message keeps Foundry's default). */
  rollMode?: string;
}

/** The message data of a system's roll: speaker, rolls, then the parts given, the roll mode applied last. */
export function rollMessageData({ actor, rolls, content, flavor, flags, rollMode }: RollMessageParts): Plain {
  const data: Plain = { speaker: speakerOf(actor), rolls: [...rolls] };
  if (content !== undefined) data.content = content;
  if (flavor !== undefined) data.flavor = flavor;
  if (flags !== undefined) data.flags = flags;
  return rollMode ? chatMessage().applyRollMode(data, rollMode) : data;
}
