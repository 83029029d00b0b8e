import type { IsIndieRoll } from "./decorate-message";
import { drawInView } from "./draw-in-view";
import { tookShortDraw } from "./short-draws";
import type { ChatMessageView } from "../types/chat-message";
import { isElement } from "../../ui/dom/elements";
import { messageContent } from "./message-elements";

/** Asks `render` for the whole card, not the short one of a message out of view. */
export const WHOLE_CARD = "indieWholeCard";

/**
 * `renderChatMessageHTML`: a message drawn out of view holds only the head of each of our roll cards (outcome,
 * formula, total; `compact` in indie-roll.ts). Once it comes into view each is drawn whole in its place: our rolls
 * are drawn in the message's order, one card each, so the n-th short card is the n-th of our rolls.
 */
export function completeRollCards(message: ChatMessageView, html: HTMLElement, isIndieRoll: IsIndieRoll): void {
  // Only a message one of whose rolls was just drawn short is searched for its short cards.
  const rolls = message.rolls.filter((roll) => isIndieRoll(roll.constructor.name));
  if (rolls.filter(tookShortDraw).length === 0) return;
  const compact = shortCards(html);
  if (compact.length === 0) return;
  drawInView(message.id, html, async () => {
    if (!message.isContentVisible) return;
    await Promise.all(
      [...compact].map(async (card, index) => {
        const roll = rolls[index];
        if (!roll) return;
        // Foundry's own render with its own options (v13 roll.mjs render passes the rest to the context).
        const markup = await roll.render({ message, isPrivate: false, [WHOLE_CARD]: true } as Parameters<
          foundry.dice.Roll["render"]
        >[0]);
        const whole = foundry.utils.parseHTML(markup);
        // By what it has, not `instanceof`: a card in a window Foundry v14 detached is of that window's classes.
        if (isElement(whole)) card.replaceWith(whole);
      }),
    );
  });
}

/**
 * The short cards drawn in the message, in order. Foundry puts the rolls' markup straight into the message's content
 * (v13 chat-message.mjs #renderRollHTML), so its children are looked at first; content a system drew itself is
 * searched whole.
 */
function shortCards(html: HTMLElement): readonly Element[] {
  const content = messageContent(html);
  const direct = content
    ? [...content.children].filter(
        (child) => child.hasAttribute("data-compact") && child.classList.contains("indie-dice-card"),
      )
    : [];
  return direct.length > 0 ? direct : [...html.querySelectorAll(".indie-dice-card[data-compact]")];
}
