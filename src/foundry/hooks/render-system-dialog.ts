import type { SystemAdapter, SystemDialog } from "../systems/system-adapter";
import { openersOf } from "../systems/system-openers";
import { drawSystemOdds } from "../systems/system-dialog-odds";
import { followSystemPanels } from "../systems/system-panels";
import { isElement } from "../../ui/dom/elements";

/**
 * The dialog's element: an ApplicationV2's render hook hands the element itself, an ApplicationV1's (pf2e's
 * `CheckModifiersDialog`) a jQuery object holding it.
 */
function rootElement(drawn: unknown): HTMLElement | null {
  if (isElement(drawn)) return drawn;
  const first: unknown = typeof drawn === "object" && drawn !== null ? Reflect.get(drawn, 0) : null;
  return isElement(first) ? first : null;
}

/**
 * An ApplicationV1 window (its hook hands a jQuery object) is sized before its render hooks run (v13
 * Application#_render sets its position, then calls the hooks), to a fixed height that leaves out the figures drawn
 * in the hook: asked for its height again (`setPosition({height: "auto"})`, which Foundry measures anew and keeps on
 * the screen), so that they fit and its Roll button is not pushed out of sight. An ApplicationV2's height follows its
 * content by itself.
 */
function fitLegacyWindow(app: unknown, drawn: unknown): void {
  if (isElement(drawn)) return;
  const setPosition: unknown = typeof app === "object" && app !== null ? Reflect.get(app, "setPosition") : undefined;
  if (typeof setPosition === "function") Reflect.apply(setPosition, app, [{ height: "auto" }]);
}

/**
 * The game system's own roll dialogs (docs/systems.md "In the dialog"): on each render of a dialog the world's
 * system adapter reads (Foundry's `render<ClassName>` hook, with the application and its element; again for a part
 * drawn alone), its figures are drawn again. Inputs that change the roll without a render are the adapter's to hear,
 * and so are the other applications it watches (what the page showed before the dialog opened). A panel that is no
 * application is found by the hook that opens it instead (system-panels.ts).
 */
export function listen(adapter: SystemAdapter): void {
  // The dialogs each element is listened to for already: an ApplicationV2 keeps its element through its renders, and
  // the hook runs on each; each dialog is asked once an element (a listener on it, delegated, hears inputs drawn
  // later).
  const listening = new WeakMap<HTMLElement, Set<SystemDialog>>();
  const drawn = (dialog: SystemDialog, app: unknown, rendered: unknown, opened?: unknown) => {
    const element = rootElement(rendered);
    if (!element) return;
    const draw = () => {
      drawSystemOdds(dialog, app, element, opened);
      fitLegacyWindow(app, rendered);
    };
    draw();
    const heard = listening.get(element) ?? new Set<SystemDialog>();
    listening.set(element, heard);
    if (!dialog.listen || heard.has(dialog)) return;
    heard.add(dialog);
    dialog.listen(app, element, draw);
  };
  for (const [hook, dialogs] of dialogsByHook(adapter.dialogs)) {
    // A hook a plug-in names, which fvtt-types cannot know: its arguments are read as unknown.
    Reflect.apply(Hooks.on, Hooks, [
      hook,
      (app: unknown, rendered: unknown) => {
        const element = rootElement(rendered);
        // Several dialogs on one hook (World of Darkness's roll and its die-picking, both DialogV2): the one that
        // finds its places in this window draws, and no other erases what it drew; none, the first clears it.
        const dialog = dialogs.find((candidate) => element && candidate.place(app, element)) ?? dialogs[0];
        if (dialog) drawn(dialog, app, rendered);
      },
    ]);
  }
  followSystemPanels(adapter.panels ?? []);
  listenOpeners(adapter, drawn);
  for (const watched of adapter.watches ?? []) {
    Reflect.apply(Hooks.on, Hooks, [
      watched.renderHook,
      (app: unknown, rendered: unknown) => {
        const element = rootElement(rendered);
        if (element) watched.watch(app, element);
      },
    ]);
  }
}

/** The adapter's dialogs that name a render hook, by that hook, in the adapter's order. */
function dialogsByHook(dialogs: readonly SystemDialog[]): Map<string, SystemDialog[]> {
  const byHook = new Map<string, SystemDialog[]>();
  for (const dialog of dialogs)
    if (dialog.renderHook) byHook.set(dialog.renderHook, [...(byHook.get(dialog.renderHook) ?? []), dialog]);
  return byHook;
}

/**
 * The dialogs found by what opens them (docs/systems.md "A dialog found by what opens it"): their openers' hooks
 * heard now (their methods are observed at `setup`, with the adapter's own wraps: hooks/setup.ts), and every
 * ApplicationV2's render asked whether an opener claimed it.
 */
function listenOpeners(
  adapter: SystemAdapter,
  drawn: (dialog: SystemDialog, app: unknown, rendered: unknown, opened: unknown) => void,
): void {
  const openers = openersOf(adapter);
  if (openers.wraps.length === 0 && openers.hooks.length === 0) return;
  for (const { hook, heard } of openers.hooks) Reflect.apply(Hooks.on, Hooks, [hook, heard]);
  Reflect.apply(Hooks.on, Hooks, [
    "renderApplicationV2",
    (app: unknown, rendered: unknown, _context: unknown, options: unknown) => {
      const opening = openers.openingOf(app, options);
      if (opening) drawn(opening.dialog, app, rendered, opening.opened);
    },
  ]);
}
