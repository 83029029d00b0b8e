/**
 * The roll dialogs a card opened on this client, one per roll (docs/prompts.md "Never twice"): a card's Roll button
 * pressed while that roll's dialog is open — a prompt, or one the button opened before — brings that dialog forward
 * instead of opening a second, and a prompt is never opened over it. Kept by the client's user and the roll's key
 * (the double runs every client in one page; Foundry runs one user a page). A dialog its page forgot without closing
 * it (a reload) counts as gone. While open, a dialog follows its card (docs/prompts.md "The dialog follows the card").
 */
import type { OpenedDialog } from "../types/dialogs";
import { currentUser } from "./card-documents";
import type { ChatMessageView } from "../types/chat-message";
import type { CardChance } from "../../ui/dialogs/card-chances";

/**
 * The card chance for this roll read from the card as it now stands, for this client's user; null once the roll
 * is no longer theirs to make (made, the card resolved or closed, the row no longer theirs).
 */
export type FollowCard = (card: ChatMessageView) => CardChance | null;

interface CardRollWindow {
  readonly cardId: string;
  readonly rollId: string;
  /** Opened by a prompt (not by the user's own press). */
  readonly prompted: boolean;
  /** How the dialog follows its card; absent, it shows no card chance (a formula request's row). */
  readonly follow?: FollowCard | undefined;
  /** The roll's outcome: its message once posted, or null when nothing was rolled. */
  readonly result: Promise<ChatMessageView | null>;
  /** The dialog once drawn; null until then and under fast-forward. */
  dialog: OpenedDialog | null;
}

const windows = new Map<string, CardRollWindow>();

function keyOf(cardId: string, rollId: string): string {
  return `${currentUser().id}|${cardId}|${rollId}`;
}

/** This client's open dialog (or roll in progress) for this roll of this card, if any. */
export function openCardRoll(cardId: string, rollId: string): CardRollWindow | null {
  const key = keyOf(cardId, rollId);
  const found = windows.get(key);
  if (found?.dialog && !found.dialog.open) {
    windows.delete(key);
    return null;
  }
  return found ?? null;
}

/** Keeps the window while its roll runs; forgets it once the roll is settled (posted, or closed without a roll). */
export function trackCardRoll(
  window: Omit<CardRollWindow, "result" | "dialog">,
  run: (opened: (dialog: OpenedDialog) => void) => Promise<ChatMessageView | null>,
): Promise<ChatMessageView | null> {
  const key = keyOf(window.cardId, window.rollId);
  const entry: { -readonly [K in keyof CardRollWindow]: CardRollWindow[K] } = {
    ...window,
    dialog: null,
    result: Promise.resolve(null),
  };
  entry.result = run((dialog) => (entry.dialog = dialog)).finally(() => {
    if (windows.get(key) === entry) windows.delete(key);
  });
  windows.set(key, entry);
  return entry.result;
}

/** This client's prompts still open on a card (to close those whose roll is no longer asked of this user). */
export function openPromptsOf(cardId: string): CardRollWindow[] {
  const prefix = `${currentUser().id}|${cardId}|`;
  return [...windows.entries()]
    .filter(([key, window]) => key.startsWith(prefix) && window.prompted)
    .map(([, window]) => window);
}

/**
 * `updateChatMessage` of a card: each of this client's open dialogs for it takes the card chance afresh (its
 * odds part redrawn only if that card chance moved), and one whose roll is no longer the user's closes, as a stale
 * prompt does (card-prompts.ts).
 */
export function followCard(card: ChatMessageView): void {
  if (!card.id) return;
  const prefix = `${currentUser().id}|${card.id}|`;
  for (const [key, window] of windows) {
    const dialog = window.dialog;
    if (!key.startsWith(prefix) || !window.follow || !dialog?.open) continue;
    const cardChance = window.follow(card);
    if (cardChance === null) void dialog.close();
    else dialog.followCard(cardChance);
  }
}
