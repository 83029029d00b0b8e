import { listenToCardButtons, type CardButtonMessage } from "../chat/card-buttons";
import { decorateMessage, type DecoratedMessage, type IsIndieRoll } from "../chat/decorate-message";
import { onHook } from "../foundry-hooks";
import { completeRollCards, type RollCardMessage } from "../chat/roll-cards-in-view";

/**
 * When a chat message is rendered: draws our roll cards whole once in view, annotates rolls made with Foundry's
 * default Roll class (our Roll classes render their own card), and listens to the follow-up buttons of our cards.
 */
export function listen(isIndieRoll: IsIndieRoll): void {
  onHook("renderChatMessageHTML", (message: DecoratedMessage & CardButtonMessage & RollCardMessage, html: HTMLElement) => {
    completeRollCards(message, html, isIndieRoll);
    decorateMessage(message, html, isIndieRoll);
    listenToCardButtons(message, html);
  });
}
