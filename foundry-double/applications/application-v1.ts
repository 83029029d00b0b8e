/**
 * foundry.appv1.api.Application (v13 client/appv1/api/application-v1.mjs; v14 keeps it, deprecated until v16), the
 * parts a game system's dialog uses, over a DOM (happy-dom in tests). Emulated:
 *
 * - the constructor: `options` is the class's `defaultOptions` merged with the constructor's (mergeObject: objects
 *   merged, arrays and values replaced), then "themed" and "theme-light" pushed onto `classes` (Foundry forces the
 *   light theme on every V1 window outside the setup screen); the compatibility warning "The V1 Application
 *   framework is deprecated…" (since 13, until 16) logged once per class and per page load.
 * - render(force): nothing while rendering or closing, nor for a window never rendered unless forced; `appId` from
 *   the element's `data-appid`, else the next ApplicationV2 id; `ui.windows[appId]`; getData(options); the
 *   template rendered and parsed (`_renderInner`); a window already drawn has its `.window-content` replaced and
 *   its title rewritten, a new one is framed as templates/app-window.html frames it (`#id.app.window-app` with the
 *   classes and `data-appid`, a header with `.window-title` and a Close `.header-button`, `section.window-content`)
 *   and added to the page by `_injectHTML`; then activateListeners(inner), and the render hooks of every class of
 *   the chain (`render{Class}`, up to Application or `baseApplication`) with (app, html, data) — `html` the whole
 *   window on a first render, the new inner content after; state RENDERED. A failure: state ERROR and
 *   Hooks.onError("Application#render", …) logged as an error.
 * - close(): nothing when closed, or (unless forced) when not rendered; state CLOSING; the close hooks with the
 *   element; the element removed at once (Foundry slides it up over 200 ms first), `ui.windows` entry deleted,
 *   state CLOSED.
 * - the jQuery object Foundry hands out (`html`, `element`), as far as systems read it: its elements by index,
 *   `length`, `find(selector)` and `get(index)`.
 * The Close header button closes the window at once (Foundry binds it after 500 ms, so that the click that opened a
 * window does not close it). setPosition sizes and places the window as Foundry's does, where there is layout (see
 * it). Not emulated: dragging, minimizing, tabs, drag and drop, search filters, scroll positions, header-button hooks.
 */
import { logCompatibilityWarning } from "../compatibility";
import { mergeObject } from "../utils";
import { mountElement } from "../platform";
import { ApplicationV2 } from "./application";
import { globalOf, installedGlobal } from "../globals";

type Plain = Record<string, unknown>;

/** A jQuery object as a V1 application hands it out: its elements, indexed. */
export class JQueryDouble {
  [index: number]: HTMLElement;
  readonly length: number;

  constructor(elements: readonly HTMLElement[]) {
    elements.forEach((element, index) => (this[index] = element));
    this.length = elements.length;
  }

  get(index: number): HTMLElement | undefined {
    return this[index];
  }

  find(selector: string): JQueryDouble {
    const found: HTMLElement[] = [];
    for (let i = 0; i < this.length; i++) found.push(...this[i]!.querySelectorAll<HTMLElement>(selector));
    return new JQueryDouble(found);
  }
}

export interface ApplicationV1Options {
  baseApplication: string | null;
  width: number | null;
  height: number | string | null;
  top: number | null;
  left: number | null;
  scale: number | null;
  popOut: boolean;
  minimizable: boolean;
  resizable: boolean;
  id: string;
  classes: string[];
  title: string;
  template: string | null;
  [key: string]: unknown;
}

/** Foundry's least size of a pop-out window (application-v1.mjs). */
const MIN_WINDOW_WIDTH = 200;
const MIN_WINDOW_HEIGHT = 50;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The V1 windows drawn in this page, so that a new install of the double (a new page) starts without them. */
const drawn = new Set<Application>();

export function closeLegacyWindows(): void {
  for (const app of drawn) app.element[0]?.remove();
  drawn.clear();
}

interface UiWindows {
  windows?: Record<number, Application>;
}

function windows(): Record<number, Application> {
  const ui = globalOf<UiWindows>("ui");
  if (!ui) throw new Error("The Foundry double is not installed: global ui is missing");
  return (ui.windows ??= {});
}

interface HooksLike {
  callAll(name: string, ...args: unknown[]): boolean;
  onError(location: string, error: unknown, data?: Plain): void;
}

function hooks(): HooksLike {
  return installedGlobal<HooksLike>("Hooks");
}

function localize(key: string): string {
  return globalOf<{ i18n?: { localize(k: string): string } }>("game")?.i18n?.localize(key) ?? key;
}

function renderTemplate(path: string, data: object): Promise<string> {
  const foundry = installedGlobal<{
    applications: { handlebars: { renderTemplate(p: string, d: object): Promise<string> } };
  }>("foundry");
  return foundry.applications.handlebars.renderTemplate(path, data);
}

function currentUserId(): string {
  return globalOf<{ userId?: string }>("game")?.userId ?? "";
}

/** The top-level elements of an HTML string, as `$(html)` reads them. */
function parseElements(html: string): HTMLElement[] {
  const template = document.createElement("template");
  template.innerHTML = html.trim();
  return [...template.content.children] as HTMLElement[];
}

export class Application {
  /** The class this application was made by (a subclass's statics read through it). */
  declare ["constructor"]: typeof Application;

  static RENDER_STATES = Object.freeze({ ERROR: -3, CLOSING: -2, CLOSED: -1, NONE: 0, RENDERING: 1, RENDERED: 2 });

  static _warnedAppV1 = false;

  static get defaultOptions(): ApplicationV1Options {
    return {
      baseApplication: null,
      width: null,
      height: null,
      top: null,
      left: null,
      scale: null,
      popOut: true,
      minimizable: true,
      resizable: false,
      id: "",
      classes: [],
      dragDrop: [],
      tabs: [],
      filters: [],
      title: "",
      template: null,
      scrollY: [],
    };
  }

  /** Forget the warnings logged: a new page load (a new install of the double) warns again. */
  static resetWarnings(classes: readonly object[]): void {
    for (const cls of classes) Reflect.deleteProperty(cls, "_warnedAppV1");
  }

  options: ApplicationV1Options;
  position: {
    width: number | null;
    height: number | string | null;
    left: number | null;
    top: number | null;
    scale: number | null;
    zIndex: number;
  };
  appId = 0;
  _element: JQueryDouble | null = null;
  _state: number = Application.RENDER_STATES.NONE;
  _priorState: number = Application.RENDER_STATES.NONE;

  constructor(options: Partial<ApplicationV1Options> = {}) {
    const cls = this.constructor;
    if (!cls._warnedAppV1) {
      logCompatibilityWarning(
        "The V1 Application framework is deprecated: " +
          "an application of it is to move to foundry.applications.api.ApplicationV2.",
        { since: 13, until: 16, once: true },
      );
      cls._warnedAppV1 = true;
    }
    this.options = mergeObject(cls.defaultOptions, options, {
      insertKeys: true,
      insertValues: true,
      overwrite: true,
      inplace: false,
    });
    if (!this.options.classes.includes("theme-dark")) this.options.classes.push("themed", "theme-light");
    const { width, height, left, top, scale } = this.options;
    this.position = { width, height, left, top, scale, zIndex: 0 };
  }

  get id(): string {
    return this.options.id ? this.options.id : `app-${this.appId}`;
  }

  get element(): JQueryDouble {
    if (this._element) return this._element;
    const found = typeof document === "undefined" ? null : document.getElementById(this.id);
    return new JQueryDouble(found ? [found] : []);
  }

  get template(): string | null {
    return this.options.template;
  }

  get popOut(): boolean {
    return this.options.popOut ?? true;
  }

  get rendered(): boolean {
    return this._state === Application.RENDER_STATES.RENDERED;
  }

  get closing(): boolean {
    return this._state === Application.RENDER_STATES.CLOSING;
  }

  get title(): string {
    return localize(this.options.title);
  }

  getData(_options: Plain = {}): unknown {
    return {};
  }

  render(force = false, options: Plain = {}): this {
    this._render(force, options).catch((error: unknown) => {
      this._state = Application.RENDER_STATES.ERROR;
      hooks().onError("Application#render", error, {
        msg: `An error occurred while rendering ${this.constructor.name} ${this.appId}`,
        log: "error",
        ...options,
      });
    });
    return this;
  }

  async _render(force = false, options: Plain = {}): Promise<void> {
    const states = Application.RENDER_STATES;
    this._priorState = this._state;
    if (this._state === states.CLOSING || this._state === states.RENDERING) return;
    if (!force && this._state <= states.NONE) return;
    this._state = states.RENDERING;
    mergeObject(this.options, options, { insertKeys: false });
    const element = this.element;
    const appId = Number(element[0]?.dataset.appid);
    this.appId = Number.isInteger(appId) && element.length > 0 ? appId : ++ApplicationV2._appId;
    if (this.popOut) windows()[this.appId] = this;
    const data = await this.getData(this.options as Plain);
    const inner = await this._renderInner(data);
    let html = inner;
    if (element.length) this._replaceHTML(element, inner);
    else {
      if (this.popOut) {
        html = this._renderOuter();
        html.find(".window-content")[0]!.append(...Array.from({ length: inner.length }, (_, i) => inner[i]!));
      }
      this._injectHTML(html);
    }
    this.activateListeners(inner);
    // As Foundry does: the position merged from the render's options, then set (the window sized and placed).
    mergeObject(this.position, options, { insertKeys: false });
    this.setPosition(this.position);
    this._callHooks("render", html, data);
    this._state = states.RENDERED;
  }

  /** This class and its parents, up to Application (or the class named by `baseApplication`). */
  static _getInheritanceChain(): (typeof Application)[] {
    const chain: (typeof Application)[] = [this];
    const base = this.defaultOptions.baseApplication;
    let cls: unknown = Object.getPrototypeOf(this);
    while (typeof cls === "function" && cls !== Function.prototype) {
      chain.push(cls as typeof Application);
      if ((cls as typeof Application).name === base || cls === Application) break;
      cls = Object.getPrototypeOf(cls);
    }
    return chain;
  }

  _callHooks(hookName: string, ...hookArgs: unknown[]): void {
    for (const cls of this.constructor._getInheritanceChain()) {
      if (!cls.name) continue;
      hooks().callAll(`${hookName}${cls.name}`, this, ...hookArgs);
    }
  }

  /** The window's frame, as templates/app-window.html draws it, with its Close button. */
  _renderOuter(): JQueryDouble {
    const frame = document.createElement("div");
    frame.id = this.id;
    frame.className = ["app", "window-app", ...this.options.classes].join(" ");
    frame.dataset.appid = String(this.appId);
    const header = document.createElement("header");
    header.className = "window-header flexrow";
    const title = document.createElement("h4");
    title.className = "window-title";
    title.textContent = this.title;
    const close = document.createElement("a");
    close.className = "header-button control close";
    const icon = document.createElement("i");
    icon.className = "fa-solid fa-xmark";
    close.append(icon, localize("Close"));
    close.addEventListener("click", (event) => {
      event.preventDefault();
      void this.close();
    });
    header.append(title, close);
    const content = document.createElement("section");
    content.className = "window-content";
    frame.append(header, content);
    this.position.zIndex = Math.min(++ApplicationV2._maxZ, 99999);
    frame.style.zIndex = String(this.position.zIndex);
    return new JQueryDouble([frame]);
  }

  async _renderInner(data: unknown): Promise<JQueryDouble> {
    const html = await renderTemplate(this.template ?? "", (data ?? {}) as object);
    if (html === "") throw new Error(`No data was returned from template ${this.template}`);
    return new JQueryDouble(parseElements(html));
  }

  _replaceHTML(element: JQueryDouble, html: JQueryDouble): void {
    if (!element.length) return;
    if (this.popOut) {
      const content = element.find(".window-content")[0]!;
      content.replaceChildren(...Array.from({ length: html.length }, (_, i) => html[i]!));
      const title = element.find(".window-title")[0]!;
      const target = title.hasChildNodes() ? title.childNodes[0]! : title;
      target.textContent = this.title;
    } else {
      element[0]!.replaceWith(...Array.from({ length: html.length }, (_, i) => html[i]!));
      this._element = html;
    }
  }

  _injectHTML(html: JQueryDouble): void {
    for (let i = 0; i < html.length; i++) mountElement(html[i]!, currentUserId());
    this._element = html;
    drawn.add(this);
  }

  activateListeners(_html: JQueryDouble): void {}

  /**
   * v13 Application#setPosition where there is layout (a browser): an explicit width, or the element's own, kept
   * between its min-width (200 px for a pop-out) and the screen's width; the height, or the element's own plus one
   * ("auto" measures it anew each time), kept between its min-height (50 px) and the screen's height; a window not yet
   * placed centred, and every left and top kept on the screen. The screen is the document's client area, as the
   * ApplicationV2 double reads it (a playground pane is its client's screen). Without layout (happy-dom, every box
   * empty) the values are only kept.
   */
  setPosition(position: Partial<Application["position"]> = {}): Application["position"] | void {
    if (!this.popOut && !this.options.resizable) return;
    const element = this.element[0];
    const { clientWidth: screenWidth, clientHeight: screenHeight } = document.documentElement;
    if (!element?.parentElement?.clientWidth || !screenWidth || !screenHeight)
      return Object.assign(this.position, position);
    const current = this.position;
    const styles = getComputedStyle(element);
    const scale = position.scale === null ? 1 : (position.scale ?? current.scale ?? 1);
    let { left, top, width, height } = position;
    if (height === "auto" || this.options.height === "auto") {
      element.style.height = "";
      height = null;
    }
    if (!element.style.width || width) {
      current.width = width = clamp(
        width || element.offsetWidth,
        parseInt(styles.minWidth) || (this.popOut ? MIN_WINDOW_WIDTH : 0),
        screenWidth / scale,
      );
      element.style.width = `${width}px`;
      if (width * scale + (current.left ?? 0) > screenWidth) left = current.left;
    }
    const shownWidth = element.offsetWidth * scale;
    if (!element.style.height || height) {
      current.height = height = clamp(
        Number(height) || element.offsetHeight + 1,
        parseInt(styles.minHeight) || (this.popOut ? MIN_WINDOW_HEIGHT : 0),
        screenHeight / scale,
      );
      element.style.height = `${height}px`;
      if (height * scale + (current.top ?? 0) > screenHeight + 1) top = (current.top ?? 0) - 1;
    }
    const shownHeight = element.offsetHeight * scale;
    if ((this.popOut && !element.style.left) || Number.isFinite(left)) {
      current.left = clamp(
        Number.isFinite(left) ? Number(left) : (screenWidth - shownWidth) / 2,
        0,
        Math.max(screenWidth - shownWidth, 0),
      );
      element.style.left = `${current.left}px`;
    }
    if ((this.popOut && !element.style.top) || Number.isFinite(top)) {
      current.top = clamp(
        Number.isFinite(top) ? Number(top) : (screenHeight - shownHeight) / 2,
        0,
        Math.max(screenHeight - shownHeight, 0),
      );
      element.style.top = `${current.top}px`;
    }
    current.scale = Math.max(scale, 0);
    element.style.transform = scale === 1 ? "" : `scale(${scale})`;
    return current;
  }

  async close(options: { force?: boolean } = {}): Promise<void> {
    const states = Application.RENDER_STATES;
    if (this._state === states.CLOSED) return;
    if (!options.force && this._state !== states.RENDERED && this._state !== states.ERROR) return;
    this._state = states.CLOSING;
    const element = this.element;
    this._callHooks("close", element);
    for (let i = 0; i < element.length; i++) element[i]!.remove();
    this._element = null;
    delete windows()[this.appId];
    drawn.delete(this);
    this._state = states.CLOSED;
  }
}
