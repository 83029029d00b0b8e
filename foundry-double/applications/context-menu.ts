/**
 * Foundry's ContextMenu (v13 client/applications/ux/context-menu.mjs), as the chat log uses it: made once with a
 * container, a target selector and the entries (after the `get…ContextOptions` hook had its say), it listens for
 * `contextmenu` on the container. A right-click on an element matching the selector closes any open menu of this
 * client (`ui.context`) and draws `nav#context-menu > menu.context-items > li.context-item` inside the target
 * (`_injectMenu`: the target gets the class `context`), with only the entries whose condition holds — asked now, on
 * this client, with the target element (the chat log passes `jQuery: false`), expanding up where it would overflow
 * below (`injectMenu`). A right-click on a target whose menu is
 * open closes it. A click on an item calls its callback with the target, then closes the menu; a click anywhere else
 * in the page closes it. Labels are localized, an icon's HTML is put before the label with `fa-fw`. No animation.
 *
 * v14 names an entry's fields `label`, `visible` and `onClick(event, target)`; v13's `name`, `condition` and
 * `callback` still work there, deprecated (since 14, until 16): each use is recorded in the profile's deprecations.
 */
import { isV14, deprecated } from "../profile";
import { game } from "../globals";

export interface ContextMenuEntryDouble {
  name?: string;
  label?: string;
  icon?: string;
  classes?: string;
  group?: string;
  condition?: boolean | ((target: HTMLElement) => boolean);
  visible?: boolean | ((target: HTMLElement) => boolean);
  callback?: (target: HTMLElement) => unknown;
  onClick?: (event: Event, target: HTMLElement) => unknown;
  element?: HTMLElement;
}

/** Each client's open menu (Foundry's `ui.context`: one per browser). */
const openMenus = new Map<string, ContextMenuDouble>();

/**
 * The pages whose clicks close the open menu: Foundry listens once a page (`ContextMenu.eventListeners`, at setup),
 * not once a menu — a listener a menu added to the page would keep that menu, and its world, for the page's life.
 */
const listeningPages = new WeakSet<Document>();

function closeOnClicksElsewhere(page: Document): void {
  if (listeningPages.has(page)) return;
  listeningPages.add(page);
  page.addEventListener("click", (event) => {
    for (const menu of [...openMenus.values()]) menu.closeUnlessInside(event.target);
  });
}

export class ContextMenuDouble {
  readonly #container: HTMLElement;
  readonly #selector: string;
  readonly menuItems: ContextMenuEntryDouble[];
  #element: HTMLElement | null = null;
  #target: HTMLElement | null = null;

  /** What the last chosen entry returned (Foundry drops it; tests await it to see the entry's work done). */
  lastResult: Promise<unknown> = Promise.resolve();

  constructor(
    container: HTMLElement,
    selector: string,
    menuItems: ContextMenuEntryDouble[],
    { jQuery }: { jQuery?: boolean } = {},
  ) {
    if (jQuery !== false)
      throw new Error(
        "The Foundry double's ContextMenu transacts HTMLElements only (pass jQuery: false, as the chat log does)",
      );
    this.#container = container;
    this.#selector = selector;
    this.menuItems = menuItems;
    container.addEventListener("contextmenu", (event) => void this.#onActivate(event));
    closeOnClicksElsewhere(container.ownerDocument);
  }

  /** A click elsewhere in the page closes the open menu (ContextMenu.eventListeners). */
  closeUnlessInside(target: EventTarget | null): void {
    if (this.#element && !this.#element.contains(target as Node)) this.close();
  }

  get element(): HTMLElement | null {
    return this.#element;
  }

  get target(): HTMLElement | null {
    return this.#target;
  }

  /** The labels shown in the open menu, in order (localized), for tests. */
  get shownLabels(): string[] {
    return Array.from(this.#element?.querySelectorAll(".context-item > span") ?? [], (span) => span.textContent ?? "");
  }

  close(): void {
    for (const item of this.menuItems) delete item.element;
    this.#element?.remove();
    this.#element = null;
    this.#container.querySelectorAll(".context").forEach((el) => el.classList.remove("context"));
    const user = game().userId;
    if (openMenus.get(user) === this) openMenus.delete(user);
  }

  async #onActivate(event: Event): Promise<void> {
    const matching = (event.target as Element | null)?.closest?.<HTMLElement>(this.#selector);
    if (!matching) return;
    event.preventDefault();
    this.#target = matching;
    if (matching.classList.contains("context")) return this.close();
    const user = game().userId;
    openMenus.get(user)?.close();
    event.stopImmediatePropagation();
    openMenus.set(user, this);
    this.render(matching);
  }

  /** Draws the entries that apply to `target` now; nothing when none does. */
  render(target: HTMLElement): void {
    this.#element?.remove();
    const nav = (this.#element = target.ownerDocument.createElement("nav"));
    nav.id = "context-menu";
    const menu = target.ownerDocument.createElement("menu");
    menu.classList.add("context-items");
    nav.append(menu);
    for (const item of this.menuItems) {
      if (!shown(item, target)) continue;
      const li = target.ownerDocument.createElement("li");
      li.className = ["context-item", item.classes].filter(Boolean).join(" ");
      if (item.icon) {
        li.insertAdjacentHTML("afterbegin", item.icon);
        li.querySelector("i")?.classList.add("fa-fw");
      }
      const span = target.ownerDocument.createElement("span");
      span.append(game().i18n.localize(labelOf(item)));
      li.append(span);
      menu.append(li);
      item.element = li;
    }
    if (!menu.children.length) return;
    injectMenu(nav, target);
    nav.addEventListener("click", (event) => this.#onClickItem(event));
  }

  #onClickItem(event: Event): void {
    event.preventDefault();
    event.stopPropagation();
    const element = (event.target as Element).closest(".context-item");
    const item = this.menuItems.find((entry) => entry.element === element);
    const target = this.#target as HTMLElement;
    if (item) this.lastResult = Promise.resolve(run(item, event, target));
    this.close();
  }
}

/** v14 reads `label`; v13's `name` is deprecated there. */
function labelOf(item: ContextMenuEntryDouble): string {
  if (isV14() && item.label !== undefined) return item.label;
  if (isV14()) deprecated("ContextMenuEntry#name");
  return item.name ?? "";
}

function shown(item: ContextMenuEntryDouble, target: HTMLElement): boolean {
  const test = isV14() && item.visible !== undefined ? item.visible : item.condition;
  if (isV14() && item.visible === undefined && item.condition !== undefined) deprecated("ContextMenuEntry#condition");
  if (test === undefined) return true;
  return typeof test === "function" ? test(target) : test;
}

function run(item: ContextMenuEntryDouble, event: Event, target: HTMLElement): unknown {
  if (isV14() && item.onClick) return item.onClick(event, target);
  if (isV14()) deprecated("ContextMenuEntry#callback");
  return item.callback?.(target);
}

/** The open menu of a client (Foundry's `ui.context` in that browser). */
export function openContextMenu(userId: string): ContextMenuDouble | null {
  return openMenus.get(userId) ?? null;
}

export function forgetContextMenus(): void {
  openMenus.clear();
}

/**
 * ContextMenu#_injectMenu: the menu is put inside its target, and expands upward when below the target it would
 * overflow its container's bottom (or the window's, when the container lets it overflow upward) while above it fits.
 * Without layout (happy-dom's boxes are all empty) it expands downward.
 */
function injectMenu(menu: HTMLElement, target: HTMLElement): void {
  const container = target.parentElement!;
  target.style.position = "relative";
  menu.style.visibility = "hidden";
  target.append(menu);
  const menuRect = menu.getBoundingClientRect();
  const parentRect = target.getBoundingClientRect();
  const containerRect = container.getBoundingClientRect();
  const menuTop = parentRect.top - menuRect.height;
  const menuBottom = parentRect.bottom + menuRect.height;
  const view = target.ownerDocument.defaultView;
  const canOverflowUp = menuTop > containerRect.top || view?.getComputedStyle(container).overflowY === "visible";
  const containerUp = menuBottom > containerRect.bottom && menuTop >= containerRect.top;
  const windowUp = menuBottom > (view?.innerHeight ?? Infinity) && menuTop > 0 && canOverflowUp;
  const expandUp = containerUp || windowUp;
  menu.classList.toggle("expand-up", expandUp);
  menu.classList.toggle("expand-down", !expandUp);
  menu.style.visibility = "";
  target.classList.add("context");
}
