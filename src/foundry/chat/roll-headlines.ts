/**
 * What a roll made for a card says at its head. A roll message of a K&R Extended Test round is no basic test: its
 * headline is the round, its margin and the running total (docs/cards.md "Extended tests (Kingdoms and Rulers)"), not
 * "Success — Margin +2", and its chance is the test's to reach the target from that round, not a basic test's. Likewise
 * a contest side's roll is headed by the card's line for that side, and a group test's gift die by its receiver's Score
 * with it (docs/cards.md "What a card's messages say"). The card code, loaded when a table first needs it
 * (card-chunk-loader.ts), puts its headlines here; a roll drawn before that is drawn again once it has loaded.
 */
import type { CardBanner, CardOdds } from "../../ui/roll-cards/card-view";
import { MODULE_ID } from "../module-id";
import type { ChatMessageView } from "../types/chat-message";

/**
 * What a card's roll says in place of a lone roll's: its banner, and the chance the card asks about (null: none shown);
 * where the roll's own judgement answers another question than the card's (a group test's gift die is no Test of
 * its own), also the line of what it was made against and its steps, in the card's numbers (docs/cards.md "What
 * a card's messages say"). Absent: the roll's own.
 */
export interface RollHeading {
  readonly banner: CardBanner;
  readonly oddsBefore: CardOdds | null;
  readonly target?: string | null;
  readonly steps?: readonly string[];
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
