/**
 * A click on a sheet, remembered until the roll dialog it opens claims it (docs/systems.md "An adapter", `watches`):
 * for a system that opens its dialog without what the dialog rolls against (CoC7's skill value, Dragonbane's, WoD5e's
 * actor), the sheet row clicked has it. The click is heard in the capture phase, before the sheet's own listener opens
 * the dialog, once per sheet element (an ApplicationV2 keeps its element across renders).
 */
import type { SystemWatch } from "./system-adapter";

/**
 * What one event on a sheet says: `undefined` when it is no click the adapter reads (what was remembered stays), null
 * when it opens no dialog (a fast-forward: what was remembered goes), else what to remember.
 */
type SheetClickReader<T> = (app: unknown, event: Event) => T | null | undefined;

/** The watch of every actor sheet's clicks, and `claim()`: the last click remembered, taken once. */
export function sheetClickWatch<T>(
  read: SheetClickReader<T>,
  events: readonly string[] = ["click"],
): { readonly watch: SystemWatch; claim(): T | null } {
  let pending: T | null = null;
  const watched = new WeakSet<HTMLElement>();
  const hear = (app: unknown) => (event: Event) => {
    const clicked = read(app, event);
    if (clicked !== undefined) pending = clicked;
  };
  return {
    watch: {
      // Foundry fires the hook for each class of a sheet's chain: every ActorSheetV2 is heard.
      renderHook: "renderActorSheetV2",
      watch(app, element) {
        if (watched.has(element)) return;
        watched.add(element);
        for (const type of events) element.addEventListener(type, hear(app), { capture: true });
      },
    },
    claim() {
      const click = pending;
      pending = null;
      return click;
    },
  };
}
