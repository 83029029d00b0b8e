/**
 * What a roll made for a card says at its head. A roll message of a K&R Extended Test round is no basic test: its
 * headline is the round, its margin and the running total (docs/cards.md "Extended tests"), not "Success — Margin
 * +2". The card code, loaded when a table first needs it (card-chunk-loader.ts), puts its headlines here; a roll
 * drawn before that is drawn again once it has loaded.
 */
import type { CardBanner } from "../../ui/cards";

/** A message's headline, or null when the message is none of this source's. */
export type RollHeadline = (messageId: string) => CardBanner | null;

const headlines = new Map<string, RollHeadline>();

/** Sets the headline source of one kind of card roll (by its flag); set again, it replaces the earlier one. */
export function setRollHeadline(flag: string, headline: RollHeadline): void {
  headlines.set(flag, headline);
}

/** The headline of the message being drawn, or null (none is set for it, or it is drawn outside a message). */
export function rollHeadline(messageId: string | null | undefined): CardBanner | null {
  if (typeof messageId !== "string" || messageId === "") return null;
  for (const headline of headlines.values()) {
    try {
      const banner = headline(messageId);
      if (banner) return banner;
    } catch {
      // A headline is a help: a card that cannot be read leaves the roll's own.
    }
  }
  return null;
}
