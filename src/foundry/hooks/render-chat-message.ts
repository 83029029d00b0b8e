import { listenToCardButtons } from "../chat/card-buttons";
import { decorateMessage, type IsIndieRoll } from "../chat/decorate-message";
import type { RollReaders } from "../chat/roll-annotations";
import { firstTimeDrawn } from "../chat/message-elements";
import { listenToRollSteps } from "../chat/roll-steps";
import { completeRollCards } from "../chat/roll-cards-in-view";
import { cardMessageRendered } from "../cards/card-chunk-loader";
import { chatMessageView } from "../foundry-documents";
import type { RollCardButton } from "../chat/card-buttons";
import { drawSystemRollChance, systemHidesRollNumbers, systemRollFormula } from "../systems/system-roll-messages";

/**
 * When a chat message is rendered: draws our roll cards whole once in view, annotates rolls made with Foundry's
 * default Roll class (our Roll classes render their own card), listens to the follow-up buttons of our roll cards,
 * then draws a card several users act on (or a roll's link to its card), loading the card chunk if need be. Once
 * per drawn element. `rollReaders` reads what the rule sets read in a roll of Foundry's class: their Die modifiers,
 * which judge what their terms count, and their notes on a term; `cardButtons` the buttons their roll cards offer.
 */
export function listen(
  isIndieRoll: IsIndieRoll,
  rollReaders: () => RollReaders,
  cardButtons: () => readonly RollCardButton[],
): void {
  Hooks.on("renderChatMessageHTML", (foundryMessage, html) => {
    const message = chatMessageView(foundryMessage);
    // Foundry draws a message in the log, the notification area and pop-outs, each its own element; an element
    // handed over again (another package firing the hook) is not drawn twice (docs/cards.md "Drawn wherever
    // Foundry draws it").
    if (!firstTimeDrawn(html)) return;
    completeRollCards(message, html, isIndieRoll);
    // A roll whose numbers the system keeps from this user gets no luck and no chance: either gives them back.
    if (!systemHidesRollNumbers(message)) {
      decorateMessage(message, html, isIndieRoll, rollReaders(), systemRollFormula(message));
      drawSystemRollChance(message, html);
    }
    listenToCardButtons(message, html, cardButtons());
    listenToRollSteps(message, html, isIndieRoll);
    cardMessageRendered(message, html);
  });
}
