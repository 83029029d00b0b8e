/**
 * Escape as Foundry v13 handles it outside DialogV2: the core "dismiss" keybinding (client/helpers/interaction/
 * client-keybindings.mjs #onDismiss), run by the keyboard manager (keyboard-manager.mjs) from a keydown on the
 * window.
 *
 * - The binding matches KeyboardEvent#code "Escape" (not `key`), with no modifier held and not on a repeat.
 * - Nothing happens while a form field has focus (KeyboardManager#hasFocus: an input, select, textarea or
 *   contenteditable element, or a button inside a form, unless `data-keyboard-focus` says "false"; "" or "true"
 *   count as focus). So Escape typed inside an application's field does not close it; DialogV2 closes anyway because
 *   it listens for Escape on its own element.
 * - Otherwise every framed ApplicationV2 is closed with `{closeKey: true}`, and the event is consumed
 *   (preventDefault, stopPropagation): #onDismiss is async, so the manager always sees a truthy result. Every
 *   browser has its own windows: the double closes those first rendered on the client the key was pressed on.
 * Not emulated: the main menu, context menus, tours, ApplicationV1 windows and releasing controlled tokens (the
 * later cases of #onDismiss).
 */
import { applicationClients, applicationInstances } from "./applications/application";

/** KeyboardManager#hasFocus. */
function formFieldHasFocus(): boolean {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement)) return false;
  if (["", "true"].includes(focused.dataset.keyboardFocus as string)) return true;
  if (focused.dataset.keyboardFocus === "false") return false;
  if (["INPUT", "SELECT", "TEXTAREA"].includes(focused.tagName)) return true;
  if (focused.isContentEditable) return true;
  if (focused.tagName === "BUTTON") return !!(focused as HTMLButtonElement).form;
  return false;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.isComposing || (!event.key && !event.code)) return;
  if (formFieldHasFocus()) return;
  if (event.code !== "Escape" || event.repeat) return;
  if (event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return;
  const userId = (globalThis as { game?: { userId?: string } }).game?.userId;
  for (const app of Array.from(applicationInstances.values())) {
    const client = applicationClients.get(app);
    if (app.hasFrame && (client === undefined || client === userId)) void app.close({ closeKey: true });
  }
  event.preventDefault();
  event.stopPropagation();
}

/** Listen for the dismiss key on the window (when there is one); returns the function that stops listening. */
export function installDismissKey(): () => void {
  if (typeof window === "undefined" || typeof document === "undefined") return () => undefined;
  const listener = (event: Event) => onKeyDown(event as KeyboardEvent);
  window.addEventListener("keydown", listener);
  return () => window.removeEventListener("keydown", listener);
}
