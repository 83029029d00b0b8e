/**
 * v14's `foundry.applications.detached`, the DetachedWindowManager, and what ApplicationV2#detachWindow and
 * #attachWindow do with it. Sources (v14's client code is not in the mirror, which holds 13.351): the v14 typings
 * (League-of-Foundry-Developers/foundry-vtt-types 14.366:
 * src/foundry/client/applications/detached/window-manager.d.mts, api/application.d.mts) and Foundry's own description
 * of the API (foundryvtt/foundryvtt#13128): a window opened through it gets the main page's styles and document
 * properties copied, custom elements and fonts, and its `foundry`, `game`, `ui` and `Math` point to the main window's;
 * the application's element is adopted into the new window's body; Hooks `openDetachedWindow(id, window)` (used so by
 * foundryvtt/crucible#865).
 *
 * Emulated: `windows` (id → {window, applications}), `focused` (the window of the page the focus last went into, or
 * null for the main page), openWindow (the platform's second page: a happy-dom Window in the adapter tests, a
 * same-origin `window.open` in the playground; the main page's `<style>`/stylesheet links and the attributes of its
 * `<html>` and `<body>` copied; the hook called), adoptNodes, checkEmpty (a window with no application left is closed),
 * querySelector/querySelectorAll over the main page then each window.
 * Not emulated: the popup-blocker and timeout rejections, custom elements, fonts and redirected globals (the module's
 * code and the double run in the main window, where those are), children (renderChild), the window's own position.
 */
import { openPage } from "../platform";
import { randomID } from "../utils";
import { globalOf } from "../globals";

interface HooksLike {
  callAll(hook: string, ...args: unknown[]): boolean;
}

interface Hosted {
  readonly id: string;
}

export interface DetachedWindowDescriptor {
  readonly window: Window;
  readonly applications: Map<string, Hosted>;
}

export class DetachedWindowManager {
  readonly #windows = new Map<string, DetachedWindowDescriptor>();
  #focused: Window | null = null;

  get windows(): Map<string, DetachedWindowDescriptor> {
    return this.#windows;
  }

  get focused(): Window | null {
    return this.#focused;
  }

  async openWindow(options: { id?: string; position?: { width?: number; height?: number } } = {}): Promise<Window> {
    const id = options.id ?? randomID();
    const opened = await openPage(id, options.position ?? {});
    copyPage(document, opened.document);
    this.#windows.set(id, { window: opened, applications: new Map() });
    opened.document.addEventListener("focusin", () => void (this.#focused = opened));
    document.addEventListener("focusin", () => void (this.#focused = null));
    globalOf<HooksLike>("Hooks")?.callAll("openDetachedWindow", id, opened);
    return opened;
  }

  adoptNodes(target: HTMLElement, ...nodes: Node[]): void {
    for (const node of nodes) target.append(target.ownerDocument.adoptNode(node));
  }

  /** The id of the window an application is in (the manager's own bookkeeping of `applications`). */
  windowOf(app: Hosted): string | null {
    for (const [id, { applications }] of this.#windows) if (applications.get(app.id) === app) return id;
    return null;
  }

  host(id: string, app: Hosted): void {
    this.#windows.get(id)?.applications.set(app.id, app);
  }

  release(app: Hosted): void {
    const id = this.windowOf(app);
    if (id === null) return;
    const descriptor = this.#windows.get(id)!;
    descriptor.applications.delete(app.id);
    this.checkEmpty(descriptor.window);
  }

  checkEmpty(win: Window | null | undefined): void {
    for (const [id, descriptor] of this.#windows) {
      if (descriptor.window !== win || descriptor.applications.size) continue;
      this.#windows.delete(id);
      if (this.#focused === win) this.#focused = null;
      win.close();
    }
  }

  querySelector(selector: string): HTMLElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }

  querySelectorAll(selector: string): HTMLElement[] {
    const pages = [document, ...[...this.#windows.values()].map(({ window }) => window.document)];
    return pages.flatMap((page) => [...page.querySelectorAll<HTMLElement>(selector)]);
  }
}

/** The main page's styles and the attributes of its `<html>` and `<body>`, copied into a new window's page. */
function copyPage(from: Document, to: Document): void {
  for (const style of from.head.querySelectorAll("style, link[rel='stylesheet']"))
    to.head.append(to.importNode(style, true));
  for (const [source, target] of [
    [from.documentElement, to.documentElement],
    [from.body, to.body],
  ] as const) {
    for (const { name, value } of [...source.attributes]) target.setAttribute(name, value);
  }
}

let manager: DetachedWindowManager | null = null;

/** The client's manager (v14); closing every window it opened when the double is installed again. */
export function detachedWindows(): DetachedWindowManager {
  return (manager ??= new DetachedWindowManager());
}

export function forgetDetachedWindows(): void {
  for (const { window } of manager?.windows.values() ?? []) window.close();
  manager = null;
}
