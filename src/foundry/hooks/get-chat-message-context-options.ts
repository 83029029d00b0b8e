import { messageMenuEntries, type MessageMenuParts } from "../context-menu/message-menu";
import { onHook } from "./registry";

/**
 * When a chat log builds its messages' context menu (once per log, at its first render; a popped-out log builds its
 * own): Indie Dice's entries after Foundry's own (docs/cards.md "The card's menu").
 */
export function listen(parts: MessageMenuParts): void {
  onHook("getChatMessageContextOptions", (_log: unknown, entries: unknown[]) => {
    entries.push(...messageMenuEntries(parts));
  });
}
