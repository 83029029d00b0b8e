/**
 * Which cards this client has opened the details of (docs/cards.md "Shared by every kind"): a card is drawn again
 * each time its message changes and after a reload, and a user who opened its chances must not see them fold
 * away at the next roll. Kept in the browser's storage by message id, only the open ones, the most recently opened
 * last, and at most `limit` of them, so the list cannot grow with the chat log.
 */

/** The part of the Web Storage API used here (localStorage in a browser; a map in tests). */
export interface DetailsStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

interface DetailsMemory {
  isOpen(cardId: string): boolean;
  remember(cardId: string, open: boolean): void;
}

export const DETAILS_STORAGE_KEY = "indie-dice.openCardDetails";
const DETAILS_LIMIT = 200;

export function detailsMemory(
  storage: DetailsStorage | null,
  limit = DETAILS_LIMIT,
  key = DETAILS_STORAGE_KEY,
): DetailsMemory {
  const read = (): string[] => {
    try {
      const stored: unknown = JSON.parse(storage?.getItem(key) ?? "[]");
      // Anything may be stored under the key (another version, a user's edit): only a list of ids is read.
      return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string").slice(-limit) : [];
    } catch {
      return [];
    }
  };
  return {
    isOpen: (cardId) => read().includes(cardId),
    remember(cardId, open) {
      const ids = read().filter((id) => id !== cardId);
      if (open) ids.push(cardId);
      try {
        storage?.setItem(key, JSON.stringify(ids.slice(-limit)));
      } catch {
        // A full or refused storage only means the card forgets: nothing to tell the user.
      }
    },
  };
}

/** The browser's localStorage, or none where there is none (a test without a DOM, a storage the browser refuses). */
export function browserStorage(): DetailsStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
