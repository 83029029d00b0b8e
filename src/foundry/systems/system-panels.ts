/**
 * Roll panels that are no Foundry application (docs/systems.md "Panels that are no application"; system-adapter.ts
 * `SystemPanel`): found by the system's hook that opens them, their figures following their live state.
 *
 * - Found: when an open hook fires the adapter names the roll; the page is watched (its body's children, and what
 *   turns inert or back) until the adapter finds that roll's element, and let go of when the roll is over (a close
 *   hook), when another roll opens the panel, or when the element leaves the page. A panel inert is on its way out
 *   (Svelte makes an element inert while its outro runs: Lancer's HUD slides out for 0.4 s) and is no roll's; the
 *   same element made live again (the system took it back for the new roll) is found then.
 * - Followed: the figures are drawn again after an input, change or click inside the element — heard on the window,
 *   the last a bubbling event reaches, so the system's own listeners (delegated at its mount root, as Svelte's are)
 *   have changed its state already —, after any change of the element's content (the system drew its state again),
 *   and after the change hooks the adapter names. Each reason only asks for a draw; one draw a microtask answers
 *   them all. What the figures themselves change in the element is taken out of what is observed, so drawing them
 *   never asks for another draw.
 */
import type { SystemPanel } from "./system-adapter";
import { drawSystemOdds } from "./system-dialog-odds";
import { eventElement } from "../../ui/dom/elements";
import { windowOf } from "../../ui/dom/realm";
import { mainDocument } from "../pages";

const PANEL_EVENTS = ["input", "change", "click"] as const;

/** Listens to a hook a plug-in names, which fvtt-types cannot know (its arguments read as unknown); its id. */
function on(hook: string, listener: (...args: unknown[]) => void): unknown {
  return Reflect.apply(Hooks.on, Hooks, [hook, listener]);
}

/** One roll's panel, from its open hook to its end. */
function followRoll(panel: SystemPanel, roll: object, page: Document): () => void {
  const view = windowOf(page);
  let element: HTMLElement | null = null;
  let pending = false;
  let over = false;
  const dialog = {
    read: (_app: unknown, at: HTMLElement) => panel.read(roll, at),
    place: (_app: unknown, at: HTMLElement) => panel.place(roll, at),
  };
  const content = new view.MutationObserver(() => ask());
  const draw = () => {
    pending = false;
    if (over || !element) return;
    if (!element.isConnected) return stop();
    drawSystemOdds(dialog, roll, element);
    // The figures' own nodes: not a change of the panel's state.
    content.takeRecords();
  };
  const ask = () => {
    if (pending || over) return;
    pending = true;
    queueMicrotask(draw);
  };
  const heard = (event: Event) => {
    const target = eventElement(event);
    if (element && target && element.contains(target)) ask();
  };
  const changeHooks = (panel.changeHooks ?? []).map((hook): [string, unknown] => [hook, on(hook, () => ask())]);
  const attach = (found: HTMLElement) => {
    element = found;
    content.observe(found, { childList: true, subtree: true, attributes: true, characterData: true });
    for (const type of PANEL_EVENTS) view.addEventListener(type, heard);
    ask();
  };
  const live = () => {
    const found = panel.find(roll, page);
    return found?.closest("[inert]") ? null : found;
  };
  const pageWatch = new view.MutationObserver(() => {
    if (!element) {
      const found = live();
      if (found) attach(found);
    } else if (!element.isConnected) stop();
  });
  function stop(): void {
    if (over) return;
    over = true;
    pageWatch.disconnect();
    content.disconnect();
    for (const type of PANEL_EVENTS) view.removeEventListener(type, heard);
    for (const [hook, id] of changeHooks) Reflect.apply(Hooks.off, Hooks, [hook, id]);
  }
  const already = live();
  if (already) attach(already);
  pageWatch.observe(page.body, { childList: true, subtree: true, attributeFilter: ["inert"] });
  return stop;
}

/**
 * Listens to each panel's open hooks (and close hooks) for the world's system adapter's panels. A panel shows one roll
 * at a time: a roll opened lets go of the one before it, whose panel the system closes or draws anew for the new one.
 */
export function followSystemPanels(panels: readonly SystemPanel[]): void {
  for (const panel of panels) {
    let current: { readonly roll: object; readonly stop: () => void } | null = null;
    for (const hook of panel.openHooks) {
      on(hook, (...args) => {
        const roll = panel.open(args);
        if (!roll || current?.roll === roll) return;
        current?.stop();
        current = { roll, stop: followRoll(panel, roll, mainDocument()) };
      });
    }
    for (const hook of panel.closeHooks ?? []) {
      on(hook, (...args) => {
        if (!current || panel.open(args) !== current.roll) return;
        current.stop();
        current = null;
      });
    }
  }
}
