/**
 * The roll dialogs a card opened on this client, one per roll (docs/prompts.md "Never twice"): a card's Roll button
 * pressed while that roll's dialog is open — a prompt, or one the button opened before — brings that dialog forward
 * instead of opening a second, and a prompt is never opened over it. Kept by the client's user and the roll's key
 * (the double runs every client in one page; Foundry runs one user a page). A dialog its page forgot without closing
 * it (a reload) counts as gone.
 */
import type { OpenedDialog } from "../types/dialogs";
import { currentUser } from "./card-documents";
import type { ChatMessageView } from "../types/chat-message";

interface CardRollWindow {
  readonly cardId: string;
  readonly rollId: string;
  /** Opened by a prompt (not by the user's own press). */
  readonly prompted: boolean;
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
export function trackCardRoll(window: Omit<CardRollWindow, "result" | "dialog">, run: (opened: (dialog: OpenedDialog) => void) => Promise<ChatMessageView | null>): Promise<ChatMessageView | null> {
  const key = keyOf(window.cardId, window.rollId);
  const entry: { -readonly [K in keyof CardRollWindow]: CardRollWindow[K] } = { ...window, dialog: null, result: Promise.resolve(null) };
  entry.result = run((dialog) => (entry.dialog = dialog)).finally(() => {
    if (windows.get(key) === entry) windows.delete(key);
  });
  windows.set(key, entry);
  return entry.result;
}

/** This client's prompts still open on a card (to close those whose roll is no longer asked of this user). */
export function openPromptsOf(cardId: string): CardRollWindow[] {
  const prefix = `${currentUser().id}|${cardId}|`;
  return [...windows.entries()].filter(([key, window]) => key.startsWith(prefix) && window.prompted).map(([, window]) => window);
}
