/**
 * The roll card's reroll icon as Shadowdark's own ChatMessageSD handles it (system/src/documents/ChatMessageSD.mjs at
 * cf357e3, release 4.0.4, the class the system makes CONFIG.ChatMessage.documentClass: shadowdark.mjs:75). Its
 * renderHTML (:37-43) takes Foundry's element, then
 * - _applyVisibilityRules (:53-57): the `[data-action="reroll"]` icons removed unless the viewer is a GM or the
 *   message's author (`this.user`, which Foundry 13 reads as `author`: common/documents/chat-message.mjs:141-144);
 * - _addEventHandlers (:16-19): each icon's click calls `_onReroll` (:136-139), which calls
 *   `shadowdark.dice.rerollFromMessage(message, icon.dataset.rollType)` (dice.ts here).
 * The double's ChatMessage takes no document class from a system, so both run on `renderChatMessageHTML`, which
 * Foundry calls inside that renderHTML on the same element, just before the system's steps. Not emulated: the
 * header's restyling, the damage, apply-damage, target-focus and solo-prompt handlers.
 */
import { rerollFromMessage } from "./dice/dice";
import { game } from "./utils";
import type { Plain } from "../kit/data";

interface RenderedMessage {
  readonly flags: Plain;
  readonly author?: { readonly id: string } | undefined;
}

export function renderRollCard(message: RenderedMessage, html: HTMLElement): void {
  const user = game().user;
  const icons = html.querySelectorAll<HTMLElement>('[data-action="reroll"]');
  if (!user.isGM && user.id !== message.author?.id) {
    for (const icon of icons) icon.remove();
    return;
  }
  for (const icon of icons)
    icon.addEventListener("click", (event) => {
      event.preventDefault();
      void rerollFromMessage(message, icon.dataset.rollType ?? "");
    });
}
