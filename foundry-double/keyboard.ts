/**
 * Foundry v13's keyboard manager (client/helpers/interaction/keyboard-manager.mjs) and its core "dismiss" key
 * (client-keybindings.mjs #onDismiss), from keydown and keyup on the window.
 *
 * - `game.keyboard.downKeys`: the codes of the keys held down, added on keydown and removed on keyup before the focus
 *   test (#_processKeyboardContext), so a key pressed in a field is still down; the class's MODIFIER_KEYS and
 *   MODIFIER_CODES are `foundry.helpers.interaction.KeyboardManager`'s (a system reads them to test modifiers).
 * - A key is known by KeyboardEvent#code (not `key`: the physical key, whatever the layout; v13's "universal" logical
 *   mode is not modelled). Modifiers: Shift, Control (Ctrl or Meta) and Alt.
 * - Nothing runs while a form field has focus (KeyboardManager#hasFocus: an input, select, textarea or
 *   contenteditable element, or a button inside a form, unless `data-keyboard-focus` says "false"; "" or "true"
 *   count as focus). So a key typed in the chat input or a dialog's field is the field's.
 * - The actions bound to the key (game.keybindings.activeKeys, keybindings.ts) are tested as #testContext does: a
 *   repeat only for an action that repeats; a `restricted` action only for a GM; with no modifier held, an action
 *   needing none; else every modifier it requires must be held, and on keydown no other modifier but those it
 *   reserves. They run in precedence order until one returns something truthy, which consumes the event
 *   (preventDefault, stopPropagation).
 * - Dismiss (Escape): every framed ApplicationV2 is closed with `{closeKey: true}`; #onDismiss is async, so the
 *   manager always sees a truthy result. Every browser has its own windows: the double closes those first rendered
 *   on the client the key was pressed on. Not emulated: the main menu, context menus, tours, ApplicationV1 windows
 *   and releasing controlled tokens (the later cases of #onDismiss).
 */
import { applicationClients, applicationInstances } from "./applications/application";
import { MODIFIER_KEYS, type ClientKeybindingsDouble, type KeyboardContext, type ActiveKey } from "./keybindings";
import { globalOf } from "./globals";

const MODIFIER_CODES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  Alt: ["AltLeft", "AltRight"],
  Control: ["ControlLeft", "ControlRight", "MetaLeft", "MetaRight", "Meta", "OsLeft", "OsRight"],
  Shift: ["ShiftLeft", "ShiftRight"],
});

/** game.keyboard: the keys held down; its static tables are KeyboardManager's. */
export class KeyboardManagerDouble {
  static readonly MODIFIER_KEYS = MODIFIER_KEYS;

  static readonly MODIFIER_CODES = MODIFIER_CODES;

  /** KeyboardEvent#code of every key now held down. */
  downKeys = new Set<string>();
}

interface GameWithKeys {
  readonly userId?: string;
  readonly user?: { readonly isGM?: boolean };
  readonly keybindings?: ClientKeybindingsDouble;
  readonly keyboard?: KeyboardManagerDouble;
}

function currentGame(): GameWithKeys | undefined {
  return globalOf<GameWithKeys>("game");
}

/** The core dismiss action: the current client's framed windows close. */
export function dismissWindows(): boolean {
  const userId = currentGame()?.userId;
  for (const app of Array.from(applicationInstances.values())) {
    const client = applicationClients.get(app);
    if (app.hasFrame && (client === undefined || client === userId)) void app.close({ closeKey: true });
  }
  return true;
}

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

function contextOf(event: KeyboardEvent, up: boolean): KeyboardContext {
  return {
    event,
    key: event.code,
    up,
    repeat: event.repeat,
    isShift: event.shiftKey,
    isControl: event.ctrlKey || event.metaKey,
    isAlt: event.altKey,
    hasModifier: event.shiftKey || event.ctrlKey || event.metaKey || event.altKey,
  };
}

/** KeyboardManager.#testContext. */
function matches(action: ActiveKey, context: KeyboardContext): boolean {
  if (context.repeat && !action.repeat) return false;
  if (action.restricted && !currentGame()?.user?.isGM) return false;
  if (!context.hasModifier) return action.requiredModifiers.length === 0;
  const held: Record<string, boolean> = { Control: context.isControl, Shift: context.isShift, Alt: context.isAlt };
  for (const [modifier, down] of Object.entries(held)) {
    if (MODIFIER_CODES[modifier]!.includes(context.key)) continue;
    if (action.requiredModifiers.includes(modifier)) {
      if (!down) return false;
    } else if (!context.up && !action.optionalModifiers.includes(modifier) && down) return false;
  }
  return true;
}

/** KeyboardManager#_processKeyboardContext. */
function onKeyboardEvent(event: KeyboardEvent, up: boolean): void {
  if (event.isComposing || (!event.key && !event.code)) return;
  const downKeys = currentGame()?.keyboard?.downKeys;
  if (up) downKeys?.delete(event.code);
  else downKeys?.add(event.code);
  if (formFieldHasFocus()) return;
  const keybindings = currentGame()?.keybindings;
  if (!keybindings) return;
  // A double used without its lifecycle counts as set up: its keys are indexed at the first key pressed.
  if (!keybindings.bindings) keybindings.initialize();
  const context = contextOf(event, up);
  const actions = (keybindings.activeKeys.get(context.key) ?? []).filter((action) => matches(action, context));
  let handled: unknown = false;
  for (const action of actions) {
    context.action = action.action;
    handled = up ? action.onUp?.(context) : action.onDown?.(context);
    if (handled) break;
  }
  if (handled) {
    event.preventDefault();
    event.stopPropagation();
  }
}

/** Listen for keys on the window (when there is one); returns the function that stops listening. */
export function installKeyboard(): () => void {
  if (typeof window === "undefined" || typeof document === "undefined") return () => undefined;
  const down = (event: Event) => onKeyboardEvent(event as KeyboardEvent, false);
  const up = (event: Event) => onKeyboardEvent(event as KeyboardEvent, true);
  window.addEventListener("keydown", down);
  window.addEventListener("keyup", up);
  return () => {
    window.removeEventListener("keydown", down);
    window.removeEventListener("keyup", up);
  };
}
