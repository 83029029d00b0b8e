/**
 * The playground's windows open at the size the Foundry dialogs open at (src/ui/dialogs/window-size.ts), measured
 * against the browser's window as Foundry measures its screen; the browser's own resize grip stands in for
 * Foundry's resize handle, and a size the user drags a window to is kept per dialog in localStorage.
 */
import { openingSize, sizeToRemember, type DialogWindowKind } from "../src/ui/dialogs/window-size";

const STORAGE_KEY = "indie-dice-playground.windowSizes";

function remembered(): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    return typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Sizes a window as it opens, and keeps the size the user resizes it to (the grip sets an inline height). */
export function sizeWindow(element: HTMLElement, key: string, kind: DialogWindowKind): void {
  const size = openingSize(kind, { width: window.innerWidth, height: window.innerHeight }, remembered()[key]);
  element.style.width = `${size.width}px`;
  element.style.height = size.height === "auto" ? "" : `${size.height}px`;
  element.dataset.windowKey = key;
  new ResizeObserver(() => {
    if (!element.isConnected) return;
    const height = element.style.height ? element.offsetHeight : "auto";
    const kept = sizeToRemember({ width: element.offsetWidth, height });
    if (kept) localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...remembered(), [key]: kept }));
  }).observe(element);
}
