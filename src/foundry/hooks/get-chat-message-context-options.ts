import { messageMenuEntries, type MessageMenuParts } from "../context-menu/message-menu";

/**
 * When a chat log builds its messages' context menu (once per log, at its first render; a popped-out log builds its
 * own): Indie Dice's entries after Foundry's own (docs/cards.md "The card's menu").
 */
export function listen(parts: MessageMenuParts): void {
  Hooks.on("getChatMessageContextOptions", (_log, entries) => {
    entries.push(...messageMenuEntries(parts));
  });
}
