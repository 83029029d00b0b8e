import { MODULE_ID } from "../module-id";
import { createMessage } from "./card-documents";
import type { CardKind } from "./card-kind";
import type { ChatMessageView } from "../types/chat-message";

/**
 * Posts a new card as this (GM's) client's own message: the state in the kind's flag, and as content what a
 * client without the module shows — the names on the card, escaped (the renderer draws the real card). Every card
 * may be popped out, its window titled by the card's title; the GM who starts it heads it (`createMessage`).
 */
export async function postCard<S>(
  kind: CardKind<S>,
  state: S,
  flags: Readonly<Record<string, unknown>> = {},
): Promise<ChatMessageView> {
  // Names as typed, a middle dot between them: no word of any language, so no list format is needed.
  const names = kind.placeholder(state).map((name) => foundry.utils.escapeHTML(name));
  const title = kind.title?.(state, game.i18n);
  const card = await createMessage({
    content: `<div class="${MODULE_ID}-card-slot">${names.join(" · ")}</div>`,
    // Foundry's pop-out is titled by the message's `title` first (its flavor, "" on a card, would leave it empty).
    ...(title ? { title } : {}),
    // `core.canPopout`: Foundry's own *Pop out* entry of the message's context menu (docs/cards.md "The card's menu").
    flags: { [MODULE_ID]: { ...flags, [kind.flag]: state }, core: { canPopout: true } },
  });
  if (!card?.id) throw kind.error("NoCard");
  return card;
}
