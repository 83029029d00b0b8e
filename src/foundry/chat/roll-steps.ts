/**
 * The steps of our roll cards, drawn when the reader first opens them (docs/cards.md "What a card costs"). In a chat
 * message a roll card's folded "Step by step" holds only its summary; the render hook listens on the drawn message,
 * and the click that opens the steps (heard before the browser opens them), or any other opening as it toggles, draws
 * them from the judged card the roll was drawn with. Built from text nodes: nothing is parsed as HTML.
 */
import { eventElement } from "../../ui/dom/elements";
import { onMessageClick, onMessageToggle } from "./message-elements";
import type { ChatMessageView } from "../types/chat-message";

/** Is a roll of this class one of ours (by class name)? The render hook's own test. */
type OursByName = (className: string | undefined) => boolean;

/** Each roll's steps, as its card was last drawn with them left for later (kept with the roll). */
const laterSteps = new WeakMap<object, readonly string[]>();

/** A roll's card was drawn with its steps left for later: these are drawn when they are opened. */
export function stepsForLater(roll: object, steps: readonly string[]): void {
  laterSteps.set(roll, steps);
}

/** `renderChatMessageHTML`: a message holding our rolls draws their steps when they are first opened. */
export function listenToRollSteps(message: ChatMessageView, html: HTMLElement, isIndieRoll: OursByName): void {
  if (!message.rolls.some((roll) => isIndieRoll(roll.constructor.name))) return;
  const fill = (details: Element | null | undefined) => {
    if (details?.matches("details.indie-dice-steps[data-steps-later]")) drawSteps(message, html, details, isIndieRoll);
  };
  onMessageClick(html, "roll-steps", (event) => fill(eventElement(event)?.closest("summary")?.parentElement));
  onMessageToggle(html, "roll-steps", (event) => fill(eventElement(event)));
}

/** Our rolls draw one card each, in the message's order: the card's place names its roll. */
function drawSteps(message: ChatMessageView, html: HTMLElement, details: Element, isIndieRoll: OursByName): void {
  const cards = [...html.querySelectorAll(".indie-dice-card.dice-roll")];
  const card = details.closest(".indie-dice-card.dice-roll");
  const roll = card
    ? message.rolls.filter((each) => isIndieRoll(each.constructor.name))[cards.indexOf(card)]
    : undefined;
  const steps = roll ? laterSteps.get(roll) : undefined;
  if (!steps) return;
  details.removeAttribute("data-steps-later");
  const list = details.ownerDocument.createElement("ol");
  for (const step of steps) {
    const item = details.ownerDocument.createElement("li");
    item.textContent = step;
    list.append(item);
  }
  details.append(list);
}
