import { addChatButton, type OpenPicker } from "../apps/launch-buttons";
import { onHook } from "./registry";

/** When the chat log is drawn: the Indie Dice button among the chat input's controls. */
export function listen(openPicker: OpenPicker): void {
  onHook("renderChatLog", (_app: unknown, html: HTMLElement) => addChatButton(html, openPicker));
}
