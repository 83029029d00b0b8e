/**
 * The pages of this client: the main window's, and each browser window Foundry v14 detached a window into
 * (`foundry.applications.detached`, the DetachedWindowManager: its `windows` registry, its `focused` window, and the
 * `openDetachedWindow` hook it calls with `(id, window)` once a window is open — League-of-Foundry-Developers/
 * foundry-vtt-types src/foundry/client/applications/detached/window-manager.d.mts; the hook as Foundry's own
 * foundryvtt/crucible#865 uses it; src/foundry/hooks/open-detached-window.ts). v13 has the main page only. The one file
 * that names the main window's `document` (eslint.config.js): everything else takes an element's own
 * (src/ui/dom/realm.ts), or asks here.
 */

/** The v14 members read (fvtt-types on npm stops at 13.345). */
interface DetachedWindows {
  readonly windows?: ReadonlyMap<string, { readonly window?: Window | null }>;
  readonly focused?: Window | null;
}

function detachedWindows(): DetachedWindows | null {
  const applications: object | undefined = typeof foundry === "undefined" ? undefined : foundry.applications;
  const detached: unknown = applications && "detached" in applications ? applications.detached : null;
  return isDetachedWindows(detached) ? detached : null;
}

function isDetachedWindows(value: unknown): value is DetachedWindows {
  return typeof value === "object" && value !== null;
}

/** Whether this runs in a page (Foundry always does; the adapter's Node tests run without a DOM). */
export function hasPages(): boolean {
  return typeof globalThis.document !== "undefined";
}

/**
 * The main window's document: where Foundry draws its sidebar, canvas and new windows, and where nodes are built
 * before they have a place (they join whichever document they are put in: the DOM adopts them).
 */
export function mainDocument(): Document {
  return globalThis.document;
}

/** Every page open in this client: the main one first, then each detached window's. */
export function clientDocuments(): Document[] {
  const pages = [mainDocument()];
  for (const { window } of detachedWindows()?.windows?.values() ?? []) {
    const page = window && !window.closed ? window.document : null;
    if (page && !pages.includes(page)) pages.push(page);
  }
  return pages;
}

/** The page that has the focus: the detached window the user works in, else the main one. */
export function focusedDocument(): Document {
  const focused = detachedWindows()?.focused;
  return focused && !focused.closed ? focused.document : mainDocument();
}
