import { addChatButtons } from "../apps/launch-buttons";
import type { TokenButton } from "../types/foundry-hooks";

/** When the chat log is drawn: the Indie Dice buttons among the chat input's controls (the picker, a GM's report). */
export function listen(buttons: readonly TokenButton[]): void {
  Hooks.on("renderChatLog", (_app, html) => addChatButtons(html, buttons));
}
