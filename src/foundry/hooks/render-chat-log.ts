import { addChatButtons } from "../apps/launch-buttons";
import type { TokenButton } from "./get-scene-control-buttons";
import { onHook } from "./registry";

/** When the chat log is drawn: the Indie Dice buttons among the chat input's controls (the picker, a GM's report). */
export function listen(buttons: readonly TokenButton[]): void {
  onHook("renderChatLog", (_app: unknown, html: HTMLElement) => addChatButtons(html, buttons));
}
