/**
 * The world outlives a page load, as Foundry's server keeps it: the chat messages are kept in the tab's session
 * storage when the page goes (changing the language reloads it, as in Foundry) and built again as the world loads —
 * after `init`, once the module's Roll classes are registered, and before `setup`, where Foundry builds its
 * documents.
 */
import { ChatMessage } from "../../test/foundry/double/chat-message";

const KEY = "indie-dice-table-messages";

interface Sourced {
  toObject(): { _id: string | null };
}

function onHookOnce(hook: string, fn: () => void): void {
  (Hooks as unknown as { once(name: string, listener: () => void): number }).once(hook, fn);
}

export function keepMessagesAcrossLoads(): void {
  const messages = game.messages as unknown as Map<string, unknown> & { contents: Sourced[] };
  addEventListener("pagehide", () => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(messages.contents.map((message) => message.toObject())));
    } catch {
      // Storage refused (full, or blocked): the next load starts with an empty log.
    }
  });
  onHookOnce("i18nInit", () => {
    let sources: { _id: string }[] = [];
    try {
      sources = JSON.parse(sessionStorage.getItem(KEY) ?? "[]") as { _id: string }[];
    } catch {
      sources = [];
    }
    for (const source of sources) messages.set(source._id, new ChatMessage(source as unknown as Record<string, unknown>));
  });
}
