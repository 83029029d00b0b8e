import { listenToCardButtons, type CardButtonMessage } from "../chat/card-buttons";
import { decorateMessage, type DecoratedMessage, type IsIndieRoll } from "../chat/decorate-message";

/**
 * When a chat message is rendered: annotates rolls made with Foundry's default Roll class (our Roll classes
 * render their own card), and listens to the follow-up buttons of our cards.
 */
export function listen(isIndieRoll: IsIndieRoll): void {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    decorateMessage(message as unknown as DecoratedMessage, html, isIndieRoll);
    listenToCardButtons(message as unknown as CardButtonMessage, html);
  });
}
