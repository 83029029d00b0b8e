import { addChatButtons } from "../apps/launch-buttons";
import { cardsReady } from "../cards/card-chunk-loader";
import type { TokenButton } from "../types/foundry-hooks";
import { mainDocument } from "../pages";

/**
 * When the world is ready: the cards record what was posted while no GM was there (a GM's client that comes back),
 * and the chat input gets its Indie Dice buttons wherever Foundry put the input (never a second of one).
 */
export function listen(chatButtons: readonly TokenButton[]): void {
  Hooks.on("ready", () => {
    cardsReady();
    // The main page: no window is detached yet when the world is ready.
    addChatButtons(mainDocument().body, chatButtons);
  });
}
