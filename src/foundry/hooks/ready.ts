import { addChatButtons } from "../apps/launch-buttons";
import { cardsReady } from "../cards/card-chunk-loader";
import type { TokenButton } from "../types/foundry-hooks";
import { mainDocument } from "../pages";
import { noticeYieldedKeys } from "../dice/yielded-notice";

/**
 * When the world is ready: the cards record what was posted while no GM was there (a GM's client that comes back),
 * the chat input gets its Indie Dice buttons wherever Foundry put the input (never a second of one), and the GM hears
 * of the keys our dice left to the world's (dice/yielded-notice.ts).
 */
export function listen(chatButtons: readonly TokenButton[]): void {
  Hooks.on("ready", () => {
    noticeYieldedKeys();
    cardsReady();
    // The main page: no window is detached yet when the world is ready.
    addChatButtons(mainDocument().body, chatButtons);
  });
}
