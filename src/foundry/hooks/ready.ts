import { addChatButton, type OpenPicker } from "../apps/launch-buttons";
import { cardsReady } from "../cards/card-chunk-loader";
import { onHook } from "./registry";

/**
 * When the world is ready (once per page load in Foundry; the tests call it again for a GM who comes back): the
 * cards record what was posted while no GM was there, and the chat input gets its Indie Dice button wherever
 * Foundry put the input (the button is added once).
 */
export function listen(openPicker: OpenPicker): void {
  onHook("ready", () => {
    cardsReady();
    addChatButton(document.body, openPicker);
  });
}
