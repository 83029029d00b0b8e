/**
 * Draws every card kind whenever Foundry renders its message (`renderChatMessageHTML`): the state read through the
 * kind's schema, the kind's view model for this user, its template — which escapes every string, since names are
 * typed by users — and one delegated click listener (card-clicks.ts). A card that cannot be drawn says so in place
 * of its content instead of breaking the chat log; nothing judged is stored, so every render judges again.
 */
import { IndieDiceError } from "../../core/errors";
import { asFoundryError } from "../errors";
import { boundedCache } from "../../ui/cards/bounded-memo";
import { MODULE_ID } from "../module-id";
import { currentUser, type CardMessage } from "./card-documents";
import { kindProblemKey, kindTemplate, type AnyCardKind } from "./card-kind";
import { listenToCardClicks } from "./card-clicks";
import { kindOf, readCard } from "./card-state";
import { drawInView, drawnInView } from "../chat/draw-in-view";
import { browserStorage, detailsMemory } from "../../ui/cards/details-memory";
import { eventElement } from "../../ui/dom/elements";
import { onMessageToggle } from "../chat/message-elements";
import { withoutLayoutWhitespace } from "../../ui/dom/layout-whitespace";

/**
 * The cards whose details this client opened, kept in the browser (src/ui/cards/details-memory.ts); the storage is
 * looked up at each use, as a page may swap it (a test, a browser clearing it).
 */
function openDetails() {
  return detailsMemory(browserStorage());
}

/** Renders are asynchronous (the template), and wait until the card is in view: tests and callers may wait. */
export function cardDrawn(html: HTMLElement): Promise<void> {
  return drawnInView(html);
}

/** Draws the card in its message's element once it is in view (draw-in-view.ts), for the user rendering it. */
export function renderCard(kinds: readonly AnyCardKind[], message: CardMessage, html: HTMLElement): void {
  const kind = kindOf(kinds, message);
  if (!kind) return;
  const content = html.querySelector<HTMLElement>(".message-content") ?? html;
  const user = currentUser();
  drawInView(message.id, html, () => drawCard(kind, message, content, user));
  listenToCardClicks(kind, message, html);
  rememberDetails(message, html);
}

/**
 * A card's folded details (`details[data-card-details]`) opened or closed by the user are remembered for its
 * message, so the next draw — the card updated by a roll, the chat log drawn again, a reload — keeps them so.
 * `toggle` does not bubble: it is heard on its way down (capture) at the message's element (message-elements.ts).
 */
function rememberDetails(message: CardMessage, html: HTMLElement): void {
  const id = message.id;
  if (!id) return;
  onMessageToggle(html, "card-details", (event) => {
    const target = eventElement(event);
    if (target?.matches("details[data-card-details]")) openDetails().remember(id, target.hasAttribute("open"));
  });
}

async function drawCard(kind: AnyCardKind, card: CardMessage, content: HTMLElement, user: ReturnType<typeof currentUser>): Promise<void> {
  let view: object;
  try {
    const reading = readCard(kind, card);
    if (reading.kind !== "card") throw reading.kind === "unreadable" ? reading.error : new Error("no card");
    view = kind.view({ card, state: reading.state, user, detailsOpen: card.id ? openDetails().isOpen(card.id) : false });
  } catch (error) {
    console.warn("Indie Dice | a card could not be drawn", error);
    content.innerHTML = `<p class="${MODULE_ID}-card-problem">${foundry.utils.escapeHTML(problemText(kind, error))}</p>`;
    return;
  }
  const parsed = await drawnTemplate(kindTemplate(kind), view);
  content.replaceChildren(parsed.content.cloneNode(true));
}

/**
 * The last cards drawn, by their template and view, as parsed markup: the chat log draws a card again on every change
 * of its message, in the notification area and in a pop-out beside the log, and as the user scrolls back, and most of
 * the time nothing in its view changed (the view is worked out from the state for this user every time; only what
 * the template made of the same view exactly is kept). Each draw is a copy of the parsed card: its markup is parsed
 * once (docs/cards.md "What a card costs").
 */
const drawnCards = boundedCache<Promise<HTMLTemplateElement>>(200);

function drawnTemplate(template: string, view: object): Promise<HTMLTemplateElement> {
  const key = `${template}\n${JSON.stringify(view)}`;
  return drawnCards.get(key, () => {
    // Each kind's view is its own interface, seen here as `object`; fvtt-types asks for an index-signature AnyObject,
    // which a copy of the view's own fields is (all a template reads).
    const parsed = foundry.applications.handlebars.renderTemplate(template, { ...view }).then((text) => {
      const holder = document.createElement("template");
      holder.innerHTML = withoutLayoutWhitespace(text);
      return holder;
    });
    parsed.catch(() => drawnCards.forget(key));
    return parsed;
  });
}

/** A refusal of the card's own numbers (one started past today's limits by 0.1.0) says what is wrong with them. */
function problemText(kind: AnyCardKind, error: unknown): string {
  if (error instanceof IndieDiceError) return (asFoundryError(error) as Error).message;
  return game.i18n.localize(kindProblemKey(kind));
}
