/**
 * Every message made for a card — a roll, a gift, a gift's die, a tie-break, a verdict — carries a
 * "Go to the card" button, so a reader who finds it in the chat finds the card it belongs to (issue: every roll
 * says what it is for). The card is scrolled into view in this client's chat log.
 */
import { MODULE_ID } from "../module-id";
import { ourFlag } from "./card-documents";
import type { AnyCardKind } from "./card-kind";
import { cardDrawn } from "./card-renderer";
import { drawInView, drawNow } from "../chat/draw-in-view";
import { eventElement } from "../../ui/dom/elements";
import { messageContent, onMessageClick } from "../chat/message-elements";
import type { ChatMessageView } from "../types/chat-message";
import { clientDocuments } from "../pages";

export const TO_CARD_ACTION = `${MODULE_ID}-to-card`;

/** The card a message was made for, from any of the flags that name one. */
function cardIdOf(flags: readonly string[], message: ChatMessageView): string | null {
  for (const flag of flags) {
    const cardId = ourFlag(message, flag)?.cardId;
    if (typeof cardId === "string" && cardId !== "") return cardId;
  }
  return null;
}

/** The flags of every message a card asks for or posts: its kinds' posts, and the dice the GM's client rolls. */
export function cardMessageFlags(kinds: readonly AnyCardKind[], followUps: readonly string[]): string[] {
  return [...kinds.flatMap((kind) => kind.posts.map((post) => post.flag)), ...followUps];
}

/** Adds the button to a rendered message made for a card (not to a card itself: that is drawn by its kind). */
export function linkToCard(flags: readonly string[], message: ChatMessageView, html: HTMLElement): void {
  const cardId = cardIdOf(flags, message);
  if (cardId) drawInView(message.id, html, () => addLinkToCard(cardId, html));
}

/** The drawn messages that have their button: each gets one (asked without searching the drawing). */
const linked = new WeakSet<HTMLElement>();

function addLinkToCard(cardId: string, html: HTMLElement): void {
  if (linked.has(html)) return;
  linked.add(html);
  const button = linkButtonIn(html.ownerDocument).cloneNode(true) as HTMLButtonElement;
  button.setAttribute("data-card-id", cardId);
  (messageContent(html) ?? html).append(button);
  listenToCardLinks(html);
}

/**
 * The button as first built for a page (a pop-out window has a document of its own) and language: each message's is a
 * copy with its card's id, not built again (docs/cards.md "What a card costs").
 */
const linkButtons = new WeakMap<Document, { readonly lang: string; readonly button: HTMLButtonElement }>();

function linkButtonIn(page: Document): HTMLButtonElement {
  const known = linkButtons.get(page);
  if (known && known.lang === game.i18n.lang) return known.button;
  const button = page.createElement("button");
  button.type = "button";
  button.dataset.action = TO_CARD_ACTION;
  // Its arrow is drawn by styles/card-kinds.css.
  button.textContent = game.i18n.localize("INDIE_DICE.CardRoll.ToCard");
  linkButtons.set(page, { lang: game.i18n.lang, button });
  return button;
}

/** One handler per drawn message for its "Go to the card" button (a verdict's template draws its own). */
function listenToCardLinks(html: HTMLElement): void {
  onMessageClick(html, "to-card", (event) => {
    const button = eventElement(event)?.closest<HTMLButtonElement>(`button[data-action="${TO_CARD_ACTION}"]`);
    if (!button) return;
    event.preventDefault();
    scrollToMessage(button.dataset.cardId ?? "", button);
  });
}

/**
 * Scrolls this client's chat log to a message, drawn first so it does not grow where it lands. Looked for in the
 * page of the button pressed (a card or log Foundry v14 detached into a window of its own shows it there), then in
 * the main page, then in the other detached windows; in each, the sidebar's log first, a pop-out's otherwise.
 */
export function scrollToMessage(id: string, from?: Element): void {
  const selector = `[data-message-id="${CSS.escape(id)}"]`;
  const own = from?.ownerDocument;
  const pages = [...(own ? [own] : []), ...clientDocuments().filter((page) => page !== own)];
  const target = firstFound(pages, `#chat ${selector}`) ?? firstFound(pages, selector);
  if (!target) return;
  drawNow(target);
  void cardDrawn(target).then(() => target.scrollIntoView({ block: "center" }));
}

function firstFound(pages: readonly Document[], selector: string): HTMLElement | null {
  for (const page of pages) {
    const found = page.querySelector<HTMLElement>(selector);
    if (found) return found;
  }
  return null;
}
