import { decorateMessage, type DecoratedMessage, type IsIndieRoll } from "../chat/decorate-message";

/** Annotates rolls made with Foundry's default Roll class when a chat message is rendered. */
export function listen(isIndieRoll: IsIndieRoll): void {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    decorateMessage(message as unknown as DecoratedMessage, html, isIndieRoll);
  });
}
