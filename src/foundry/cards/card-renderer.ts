/**
 * Draws every card kind whenever Foundry renders its message (`renderChatMessageHTML`): the state read through the
 * kind's schema, the kind's view model for this user, its template — which escapes every string, since names are
 * typed by users — and one delegated click listener (card-clicks.ts). A card that cannot be drawn says so in place
 * of its content instead of breaking the chat log; nothing judged is stored, so every render judges again.
 */
import { IndieDiceError } from "../../core/errors";
import { asFoundryError } from "../errors";
import { boundedCache } from "../../ui/roll-cards/bounded-memo";
import { MODULE_ID } from "../module-id";
import { currentUser } from "./card-documents";
import type { AnyCardKind } from "./card-kind";
import { listenToCardClicks } from "./card-clicks";
import { kindOf, readCard } from "./card-state";
import { drawInView, drawnInView } from "../chat/draw-in-view";
import { browserStorage, detailsMemory } from "../../ui/roll-cards/details-memory";
import { eventElement } from "../../ui/dom/elements";
import { messageContent, onMessageClick, onMessageToggle } from "../chat/message-elements";
import { withoutLayoutWhitespace } from "../../ui/dom/layout-whitespace";
import type { ChatMessageView } from "../types/chat-message";
import { mainDocument } from "../pages";

/**
 * The cards whose details this client opened, kept in the browser (src/ui/roll-cards/details-memory.ts); the storage is
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
export function renderCard(kinds: readonly AnyCardKind[], message: ChatMessageView, html: HTMLElement): void {
  const kind = kindOf(kinds, message);
  if (!kind) return;
  const content = messageContent(html) ?? html;
  const user = currentUser();
  drawInView(message.id, html, () => drawCard(kind, message, content, user));
  listenToCardClicks(kind, message, html);
  rememberDetails(message, html);
  unfoldWhenOpened(html);
}

/**
 * A card's folded details (`details[data-card-details]`) opened or closed by the user are remembered for its
 * message, so the next draw — the card updated by a roll, the chat log drawn again, a reload — keeps them so.
 * `toggle` does not bubble: it is heard on its way down (capture) at the message's element (message-elements.ts).
 */
function rememberDetails(message: ChatMessageView, html: HTMLElement): void {
  const id = message.id;
  if (!id) return;
  onMessageToggle(html, "card-details", (event) => {
    const target = eventElement(event);
    if (target?.matches("details[data-card-details]")) openDetails().remember(id, target.hasAttribute("open"));
  });
}

async function drawCard(
  kind: AnyCardKind,
  card: ChatMessageView,
  content: HTMLElement,
  user: ReturnType<typeof currentUser>,
): Promise<void> {
  let view: object;
  try {
    const reading = readCard(kind, card);
    if (reading.kind !== "card") throw reading.kind === "unreadable" ? reading.error : new Error("no card");
    view = kind.view({
      card,
      state: reading.state,
      user,
      detailsOpen: card.id ? openDetails().isOpen(card.id) : false,
    });
  } catch (error) {
    console.warn("Indie Dice | a card could not be drawn", error);
    const problem = foundry.utils.escapeHTML(problemText(kind, error));
    content.innerHTML = `<p class="${MODULE_ID}-card-problem">${problem}</p>`;
    return;
  }
  const parsed = await drawnTemplate(kind.template, view);
  // A copy for the page the message is in (a v14 pop-out window has a document of its own).
  const copy = content.ownerDocument.importNode(parsed.card.content, true);
  // Only a card drawn with folded details is searched for them.
  if (parsed.folded.length > 0) {
    copy.querySelectorAll(FOLDED_DETAILS).forEach((details, index) => {
      const body = parsed.folded[index];
      if (body) foldedBodies.set(details, body);
    });
  }
  content.replaceChildren(copy);
}

/** A card's folded details (closed when drawn): their body is drawn when they are first opened. */
const FOLDED_DETAILS = "details[data-card-details]:not([open])";

/** The body each drawn folded details waits for, until it is first opened. */
const foldedBodies = new WeakMap<Element, HTMLTemplateElement>();

/**
 * Draws the body of the card's folded details in this drawn message, if it waits: when they are opened (a click on
 * their summary, heard before the browser opens them, so they open with their body; or any other way, heard as
 * they toggle), or when someone reads them whole.
 */
export function unfoldCardDetails(html: HTMLElement): void {
  for (const details of html.querySelectorAll("details[data-card-details]")) unfold(details);
}

function unfold(details: Element): void {
  const body = foldedBodies.get(details);
  if (!body) return;
  foldedBodies.delete(details);
  details.append(body.content.cloneNode(true));
}

function unfoldWhenOpened(html: HTMLElement): void {
  onMessageClick(html, "card-details-body", (event) => {
    const details = eventElement(event)?.closest("summary")?.parentElement;
    if (details?.matches("details[data-card-details]")) unfold(details);
  });
  onMessageToggle(html, "card-details-body", (event) => {
    const target = eventElement(event);
    if (target?.matches("details[data-card-details]")) unfold(target);
  });
}

/**
 * The last cards drawn, by their template and view, as parsed markup: the chat log draws a card again on every change
 * of its message, in the notification area and in a pop-out beside the log, and as the user scrolls back, and most of
 * the time nothing in its view changed (the view is worked out from the state for this user every time; only what
 * the template made of the same view exactly is kept). Each draw is a copy of the parsed card: its markup is parsed
 * once, and the body of its folded details — half of a contest's nodes — is kept apart and copied only when the
 * reader opens them (docs/cards.md "What a card costs").
 */
interface ParsedCard {
  /** The card, its folded details holding only their summary. */
  readonly card: HTMLTemplateElement;
  /** The body of each folded details, in the card's order. */
  readonly folded: readonly HTMLTemplateElement[];
}

const drawnCards = boundedCache<Promise<ParsedCard>>(200);

/**
 * The parsed card of a view object a kind gave back again (a kept view: answered-views.ts), found without writing the
 * view out; a view is never changed once built.
 */
const parsedByView = new WeakMap<object, { readonly template: string; readonly parsed: Promise<ParsedCard> }>();

function drawnTemplate(template: string, view: object): Promise<ParsedCard> {
  const known = parsedByView.get(view);
  if (known?.template === template) return known.parsed;
  const parsed = parsedTemplate(template, view);
  parsedByView.set(view, { template, parsed });
  parsed.catch(() => parsedByView.delete(view));
  return parsed;
}

function parsedTemplate(template: string, view: object): Promise<ParsedCard> {
  const key = `${template}\n${JSON.stringify(view)}`;
  return drawnCards.get(key, () => {
    // Each kind's view is its own interface, seen here as `object`; fvtt-types asks for an index-signature AnyObject,
    // which a copy of the view's own fields is (all a template reads).
    const parsed = foundry.applications.handlebars.renderTemplate(template, { ...view }).then(parseCard);
    parsed.catch(() => drawnCards.forget(key));
    return parsed;
  });
}

/** Parsed once in the main page; each message's copy joins the page it is drawn in (the DOM adopts it). */
function parseCard(text: string): ParsedCard {
  const page = mainDocument();
  const card = page.createElement("template");
  card.innerHTML = withoutLayoutWhitespace(text);
  const folded = [...card.content.querySelectorAll(FOLDED_DETAILS)].map((details) => {
    const body = page.createElement("template");
    for (const node of [...details.childNodes]) if (node.nodeName !== "SUMMARY") body.content.append(node);
    return body;
  });
  return { card, folded };
}

/** A refusal of the card's own numbers (one started past today's limits by 0.1.0) says what is wrong with them. */
function problemText(kind: AnyCardKind, error: unknown): string {
  if (error instanceof IndieDiceError) return (asFoundryError(error) as Error).message;
  return game.i18n.localize(kind.problemKey);
}
