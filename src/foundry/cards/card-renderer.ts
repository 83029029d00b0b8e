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

/** Renders are asynchronous (the template): tests and callers may wait for a card's to finish. */
const drawn = new WeakMap<HTMLElement, Promise<void>>();

export function cardDrawn(html: HTMLElement): Promise<void> {
  return drawn.get(html) ?? Promise.resolve();
}

export function renderCard(kinds: readonly AnyCardKind[], message: CardMessage, html: HTMLElement): void {
  const kind = kindOf(kinds, message);
  if (!kind) return;
  const content = html.querySelector<HTMLElement>(".message-content") ?? html;
  drawn.set(html, drawCard(kind, message, content).catch((error: unknown) => console.warn("Indie Dice | a card could not be drawn", error)));
  listenToCardClicks(kind, message, html);
}

async function drawCard(kind: AnyCardKind, card: CardMessage, content: HTMLElement): Promise<void> {
  let view: object;
  try {
    const reading = readCard(kind, card);
    if (reading.kind !== "card") throw reading.kind === "unreadable" ? reading.error : new Error("no card");
    view = kind.view({ card, state: reading.state, user: currentUser() });
  } catch (error) {
    console.warn("Indie Dice | a card could not be drawn", error);
    content.innerHTML = `<p class="${MODULE_ID}-card-problem">${foundry.utils.escapeHTML(problemText(kind, error))}</p>`;
    return;
  }
  content.innerHTML = await drawnTemplate(kindTemplate(kind), view);
}

/**
 * The last cards drawn, by their template and view: the chat log draws a card again on every change of its message
 * and as the user scrolls back, and most of the time nothing in its view changed (the view is worked out from the
 * state for this user every time; only the template's text is kept, for the same view exactly).
 */
const drawnTexts = boundedCache<Promise<string>>(200);

function drawnTemplate(template: string, view: object): Promise<string> {
  const key = `${template}\n${JSON.stringify(view)}`;
  return drawnTexts.get(key, () => {
    // Each kind's view is its own interface, seen here as `object`; fvtt-types asks for an index-signature AnyObject.
    const text = foundry.applications.handlebars.renderTemplate(template, view as never);
    text.catch(() => drawnTexts.forget(key));
    return text;
  });
}

/** A refusal of the card's own numbers (one started past today's limits by 0.1.0) says what is wrong with them. */
function problemText(kind: AnyCardKind, error: unknown): string {
  if (error instanceof IndieDiceError) return (asFoundryError(error) as Error).message;
  return game.i18n.localize(kindProblemKey(kind));
}
