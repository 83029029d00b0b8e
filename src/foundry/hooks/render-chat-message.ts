import { decorateMessage } from "../chat/decorate-message";

/** Annotates rolls made with Foundry's default Roll class when a chat message is rendered. */
export function listen(isIndieRoll: (roll: foundry.dice.Roll) => boolean): void {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    decorateMessage(message as unknown as { rolls: foundry.dice.Roll[] }, html, isIndieRoll);
  });
}
