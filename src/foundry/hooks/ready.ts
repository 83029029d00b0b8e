import { addChatButton, type OpenPicker } from "../apps/launch-buttons";
import { cardsReady } from "../cards/card-chunk-loader";
import { onHook } from "./registry";

/**
 * When the world is ready: the cards record what was posted while no GM was there (a GM's client that comes back),
 * and the chat input gets its Indie Dice button wherever Foundry put the input (never a second one).
 */
export function listen(openPicker: OpenPicker): void {
  onHook("ready", () => {
    cardsReady();
    addChatButton(document.body, openPicker);
  });
}
