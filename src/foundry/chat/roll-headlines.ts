/**
 * What a roll made for a card says at its head. A roll message of a K&R Extended Test round is no basic test: its
 * headline is the round, its margin and the running total (docs/cards.md "Extended tests"), not "Success — Margin
 * +2", and its chance is the test's to reach the target from that round, not a basic test's. The card code, loaded when a table first needs it (card-chunk-loader.ts), puts its headlines here; a roll
 * drawn before that is drawn again once it has loaded.
 */
import type { CardBanner, CardOdds } from "../../ui/roll-cards/card-view";
import { MODULE_ID } from "../module-id";
import type { ChatMessageView } from "../types/chat-message";

/** What a card's roll says in place of a lone roll's: its banner, and the chance the card asks about (null: none shown). */
export interface RollHeading {
  readonly banner: CardBanner;
  readonly oddsBefore: CardOdds | null;
}

/** A message's heading, or null when the message is none of this source's. */
type RollHeadline = (messageId: string) => RollHeading | null;

const headlines = new Map<string, RollHeadline>();

/** Sets the headline source of one kind of card roll (by its flag); set again, it replaces the earlier one. */
export function setRollHeadline(flag: string, headline: RollHeadline): void {
  headlines.set(flag, headline);
}

/**
 * The headline of the message being drawn, or null (none is set for it, or it is drawn outside a message). Only a
 * source whose flag the message carries is asked: every roll of ours is drawn through here, and most are no card's.
 */
export function rollHeadline(message: ChatMessageView | undefined): RollHeading | null {
  const messageId = message?.id;
  const ours = message?.flags?.[MODULE_ID];
  if (typeof messageId !== "string" || messageId === "" || !ours) return null;
  for (const [flag, headline] of headlines) {
    if (!(flag in ours)) continue;
    try {
      const banner = headline(messageId);
      if (banner) return banner;
    } catch {
      // A headline is a help: a card that cannot be read leaves the roll's own.
    }
  }
  return null;
}
