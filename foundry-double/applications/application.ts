/**
 * foundry.applications.api.ApplicationV2 (v13 client/applications/api/application.mjs), the parts a module's
 * dialogs use, over a DOM (happy-dom in tests). Emulated:
 *
 * - options: DEFAULT_OPTIONS of every class of the chain (up to BASE_APPLICATION) merged top-down with the
 *   constructor's — arrays concatenate, plain objects merge, anything else replaces; "application" is prepended to
 *   `classes` for framed windows and duplicates dropped; `id` "app-{id}" gets a unique number; options are frozen.
 * - the life cycle of render(): _canRender (false stops; a throw becomes a warning), nothing on a first render
 *   without `force`, _configureRenderOptions, _prepareContext, _preFirstRender, _preRender, the frame on a first
 *   render (tag, classes, header with the localized title, `.window-content` of contentTag), _renderHTML +
 *   _replaceHTML (a failure removes the element, state ERROR, and rethrows "Failed to render Application…"),
 *   registration in foundry.applications.instances, insertion in document.body, _onFirstRender, _onRender then
 *   the "render" event and the render{Class} hooks (app, element, context, options) for every class of the chain,
 *   _postRender (a first render focuses `[autofocus]`). Renders and closes queue one after the other.
 * - close(): _preClose, teardown (element removed), state CLOSED, unregistration, then _onClose, the "close" event
 *   and close{Class} hooks (app). A closed application renders again only with `force`.
 * - events: addEventListener / removeEventListener / dispatchEvent for "render", "close" and "position" only
 *   (EventEmitterMixin, common/utils/event-emitter.mjs), `once` supported.
 * - clicks: the element's click/contextmenu go to the nearest `[data-action]`: "close" (left button) closes,
 *   "toggleControls", "tab", otherwise `options.actions[action]` — a function or `{handler, buttons}` — called with
 *   `this` = the application and `(event, target)` for an allowed button (default [0]); an action without handler
 *   goes to _onClickAction, and the event is left alone (so a submit button still submits).
 * - forms: when `tag: "form"` (or `window.contentTag: "form"`) the form's submit and change events go to
 *   _onSubmitForm / _onChangeForm with `options.form`. _onSubmitForm prevents the native submission, builds a
 *   FormDataExtended, awaits `form.handler.call(app, event, form, formData)`; a throw is shown with
 *   ui.notifications.error and the application stays open; otherwise `closeOnSubmit` closes with
 *   `{submitted: true}`. _onChangeForm submits when `submitOnChange` and the application is rendered or closing.
 *   submit() calls the handler programmatically.
 * - tabs (TABS, tabGroups, changeTab), header controls (window.controls and the getHeaderControls{Class} hooks),
 *   minimize/maximize, bringToFront.
 * - position: plain values without layout; in a browser, measured, centred and kept inside the element the window is
 *   mounted in (_updatePosition); a window dragged by its title bar, minimized and restored by a double click on it.
 * - v14 only: detachWindow / attachWindow and the Detach / Attach header controls (applications/detached.ts).
 * Not emulated: resizing, the one-move-a-frame throttle of a drag, CSS transitions (close and
 * minimize complete at once), context menus, ApplicationV1.
 */
import { deepClone, getType, isEmpty } from "../utils";
import { SerialQueue } from "./semaphore";
import { FormDataExtended } from "./form-data-extended";
import { mountElement } from "../platform";
import { isV14 } from "../profile";
import { detachedWindows } from "./detached";
import { globalOf } from "../globals";

type Plain = Record<string, unknown>;

export type ApplicationClickAction = (this: ApplicationV2, event: PointerEvent, target: HTMLElement) => unknown;

export interface ApplicationFormConfiguration {
  handler?: (
    this: ApplicationV2,
    event: Event | SubmitEvent,
    form: HTMLFormElement,
    formData: FormDataExtended,
    submitOptions?: object,
  ) => unknown;
  submitOnChange?: boolean;
  closeOnSubmit?: boolean;
}

export interface ApplicationHeaderControlsEntry {
  icon: string;
  label: string;
  action: string;
  visible?: boolean | ((this: ApplicationV2) => boolean);
  onClick?: (event: Event) => unknown;
  [key: string]: unknown;
}

export interface ApplicationConfiguration {
  id: string;
  uniqueId: string;
  classes: string[];
  tag: string;
  window: {
    frame: boolean;
    positioned: boolean;
    title: string;
    icon: string | false;
    controls: ApplicationHeaderControlsEntry[];
    minimizable: boolean;
    resizable: boolean;
    contentTag: string;
    contentClasses: string[];
    /** A subclass's own window options (dnd5e's subtitle). */
    [key: string]: unknown;
  };
  actions: Record<string, ApplicationClickAction | { handler: ApplicationClickAction; buttons: number[] }>;
  form: ApplicationFormConfiguration;
  position: Partial<ApplicationPosition>;
  [key: string]: unknown;
}

export interface ApplicationPosition {
  top: number | undefined;
  left: number | undefined;
  width: number | "auto" | undefined;
  height: number | "auto";
  scale: number;
  zIndex: number;
}

export interface ApplicationRenderOptions {
  force?: boolean;
  isFirstRender?: boolean;
  window?: { title?: string; icon?: string | false; controls?: boolean; resizable?: boolean };
  position?: Partial<ApplicationPosition>;
  tab?: string | Record<string, string>;
  parts?: string[];
  [key: string]: unknown;
}

export interface ApplicationTabsConfiguration {
  tabs: { id: string; icon?: string; label?: string; cssClass?: string; [key: string]: unknown }[];
  initial?: string | null;
  labelPrefix?: string;
}

export interface WindowElements {
  header?: HTMLElement | null;
  title?: HTMLElement | null;
  icon?: HTMLElement | null;
  close?: HTMLButtonElement | null;
  controls?: HTMLButtonElement | null;
  controlsDropdown?: HTMLElement | null;
  content?: HTMLElement | null;
  resize?: HTMLElement | null;
}

/** Every key optional at every depth; functions and arrays are kept whole. */
export type DeepPartial<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]?: DeepPartial<T[K]> }
      : T;

/**
 * What DEFAULT_OPTIONS and the constructor take. As in fvtt-types, `& object` lets a subclass declare keys of its
 * own. A class meant to be subclassed should annotate its DEFAULT_OPTIONS with this type: TypeScript infers an
 * unannotated static initializer's narrow type, which a grandchild's DEFAULT_OPTIONS could then not override.
 */
export type ApplicationDefaultOptions = DeepPartial<ApplicationConfiguration> & object;

/**
 * The user of the client each application was first rendered on. Every browser has its own windows; this says whose
 * window each is (the dismiss key closes its own client's).
 */
export const applicationClients = new WeakMap<ApplicationV2, string>();

/**
 * foundry.applications.instances: every rendered application by id. Every browser has its own. By default the double
 * keeps one registry for all its clients (the adapter tests look up a window a player opened); kept apart
 * (`separateClients`), each client sees, finds and replaces only its own, so two clients may each open a window of
 * the same id (an actor's Rolls window).
 */
class ApplicationRegistry extends Map<string, ApplicationV2> {
  #clientOf: (() => string) | null = null;

  readonly #byClient = new Map<string, Map<string, ApplicationV2>>();

  /** Keep each client's applications apart (`clientOf`: the user of the client now running), or share one (null). */
  separateClients(clientOf: (() => string) | null): void {
    this.#clientOf = clientOf;
    this.#byClient.clear();
    super.clear();
  }

  get separate(): boolean {
    return this.#clientOf !== null;
  }

  /** The running client's own registry when clients are kept apart. */
  #own(client = this.#clientOf?.()): Map<string, ApplicationV2> | null {
    if (client === undefined) return null;
    let own = this.#byClient.get(client);
    if (!own) this.#byClient.set(client, (own = new Map()));
    return own;
  }

  override get(id: string): ApplicationV2 | undefined {
    const own = this.#own();
    return own ? own.get(id) : super.get(id);
  }

  override has(id: string): boolean {
    const own = this.#own();
    return own ? own.has(id) : super.has(id);
  }

  override set(id: string, app: ApplicationV2): this {
    const own = this.#own();
    if (own) own.set(id, app);
    else super.set(id, app);
    return this;
  }

  override delete(id: string): boolean {
    const own = this.#own();
    return own ? own.delete(id) : super.delete(id);
  }

  override clear(): void {
    const own = this.#own();
    if (own) own.clear();
    else super.clear();
  }

  override get size(): number {
    return this.#own()?.size ?? super.size;
  }

  override keys(): MapIterator<string> {
    return this.#own()?.keys() ?? super.keys();
  }

  override values(): MapIterator<ApplicationV2> {
    return this.#own()?.values() ?? super.values();
  }

  override entries(): MapIterator<[string, ApplicationV2]> {
    return this.#own()?.entries() ?? super.entries();
  }

  override [Symbol.iterator](): MapIterator<[string, ApplicationV2]> {
    return this.entries();
  }

  override forEach(
    fn: (app: ApplicationV2, id: string, map: Map<string, ApplicationV2>) => void,
    thisArg?: unknown,
  ): void {
    for (const [id, app] of this.entries()) fn.call(thisArg, app, id, this);
  }

  /** An application leaves its own client's registry, whichever client closes it. */
  remove(app: ApplicationV2): void {
    if (this.separate) this.#own(applicationClients.get(app))?.delete(app.id);
    else super.delete(app.id);
  }

  /** Every client's applications. */
  everyClient(): ApplicationV2[] {
    return this.separate ? [...this.#byClient.values()].flatMap((own) => [...own.values()]) : [...super.values()];
  }

  /** Forget every client's applications. */
  clearEveryClient(): void {
    this.#byClient.clear();
    super.clear();
  }
}

export const applicationInstances = new ApplicationRegistry();

interface Listener {
  fn: (event: Event) => unknown;
  once: boolean;
}

interface HooksLike {
  callAll(hook: string, ...args: unknown[]): boolean;
}

interface UiLike {
  notifications?: {
    warn(message: unknown, options?: object): unknown;
    error(message: unknown, options?: object): unknown;
  };
}

function hooks(): HooksLike {
  const found = globalOf<HooksLike>("Hooks");
  if (!found) throw new Error("The Foundry double is not installed: global Hooks is missing");
  return found;
}

function ui(): UiLike {
  return globalOf<UiLike>("ui") ?? {};
}

function localize(key: string): string {
  const i18n = globalOf<{ i18n?: { localize(k: string): string } }>("game")?.i18n;
  return i18n ? i18n.localize(key) : key;
}

/** The user of the client now running (its window goes into that client's page). */
function currentUserId(): string {
  return globalOf<{ userId?: string }>("game")?.userId ?? "";
}

function requireDom(): void {
  if (typeof document === "undefined") {
    throw new Error("ApplicationV2 needs a DOM: add `// @vitest-environment happy-dom` to the test file");
  }
}

export class ApplicationV2 {
  /** The class this application was made by (a subclass's statics read through it). */
  declare ["constructor"]: typeof ApplicationV2;

  constructor(options: ApplicationDefaultOptions = {}) {
    this.options = Object.freeze(this._initializeApplicationOptions(options));
    this.#id = this.options.id.replace("{id}", this.options.uniqueId);
    Object.assign(this.#position, this.options.position);
    this.#renderable =
      this._renderHTML !== ApplicationV2.prototype._renderHTML &&
      this._replaceHTML !== ApplicationV2.prototype._replaceHTML;
    const tabs = this.constructor.TABS;
    this.tabGroups = Object.fromEntries(Object.entries(tabs).map(([group, { initial }]) => [group, initial || null]));
  }

  static BASE_APPLICATION: typeof ApplicationV2 = ApplicationV2;

  static DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    id: "app-{id}",
    classes: [],
    tag: "div",
    window: {
      frame: true,
      positioned: true,
      title: "",
      icon: "",
      controls: [],
      minimizable: true,
      resizable: false,
      contentTag: "section",
      contentClasses: [],
    },
    actions: {},
    form: { handler: undefined, submitOnChange: false, closeOnSubmit: false },
    position: { width: "auto", height: "auto" },
  };

  static TABS: Record<string, ApplicationTabsConfiguration> = {};

  static RENDER_STATES = Object.freeze({ ERROR: -3, CLOSING: -2, CLOSED: -1, NONE: 0, RENDERING: 1, RENDERED: 2 });

  static _appId = 0;

  static _maxZ = 100;

  static emittedEvents: readonly string[] = Object.freeze(["render", "close", "position"]);

  readonly options: Readonly<ApplicationConfiguration>;

  tabGroups: Record<string, string | null>;

  readonly #id: string;

  #renderable: boolean;

  #element: HTMLElement | null = null;

  #content: HTMLElement | null = null;

  #state: number = ApplicationV2.RENDER_STATES.NONE;

  readonly #queue = new SerialQueue();

  readonly #listeners: Record<string, Map<(event: Event) => unknown, Listener>> = {};

  #controlsExpanded = false;

  #minimized = false;

  readonly #position: ApplicationPosition = {
    top: undefined,
    left: undefined,
    width: undefined,
    height: "auto",
    scale: 1,
    zIndex: ApplicationV2._maxZ,
  };

  readonly #window: WindowElements = {};

  /* -------------------------------------------- */
  /*  Properties                                  */
  /* -------------------------------------------- */

  get id(): string {
    return this.#id;
  }

  get title(): string {
    return localize(this.options.window.title);
  }

  get element(): HTMLElement {
    return this.#element as HTMLElement;
  }

  get classList(): DOMTokenList | undefined {
    return this.#element?.classList;
  }

  /** The top-level form: the element when tag is "form", the content when window.contentTag is "form". */
  get form(): HTMLFormElement | null {
    if (this.options.tag === "form") return this.#element as HTMLFormElement | null;
    if (this.options.window?.contentTag === "form") return this.#content as HTMLFormElement | null;
    return null;
  }

  /** The frame's header, title, icon, close and controls buttons, controls menu and content (a framed window). */
  get window(): WindowElements {
    return this.#window;
  }

  get rendered(): boolean {
    return this.#state === ApplicationV2.RENDER_STATES.RENDERED;
  }

  get state(): number {
    return this.#state;
  }

  get hasFrame(): boolean {
    return this.options.window.frame;
  }

  get minimized(): boolean {
    return this.rendered && this.#minimized;
  }

  get position(): ApplicationPosition {
    return this.#position;
  }

  /* -------------------------------------------- */
  /*  Initialization                              */
  /* -------------------------------------------- */

  /** This class and its parents, up to BASE_APPLICATION. */
  static inheritanceChain(): Generator<typeof ApplicationV2> {
    return classChain(this, this.BASE_APPLICATION);
  }

  _initializeApplicationOptions(options: ApplicationDefaultOptions): ApplicationConfiguration {
    const order: Plain[] = [options as Plain];
    for (const cls of this.constructor.inheritanceChain()) {
      if (Object.prototype.hasOwnProperty.call(cls, "DEFAULT_OPTIONS")) order.unshift(cls.DEFAULT_OPTIONS as Plain);
    }
    const merged: Plain = {};
    for (const layer of order) mergeOptionLayer(merged, layer);
    const config = merged as unknown as ApplicationConfiguration;
    config.uniqueId = String(++ApplicationV2._appId);
    if (!config.window.frame) config.window.minimizable = false;
    if (config.window.frame) config.classes.unshift("application");
    config.classes = Array.from(new Set(config.classes));
    return config;
  }

  /* -------------------------------------------- */
  /*  Rendering                                   */
  /* -------------------------------------------- */

  /** Render (a boolean means `{force}`); queued after any render or close in progress. */
  async render(
    options: ApplicationRenderOptions | boolean = {},
    _options: ApplicationRenderOptions = {},
  ): Promise<this> {
    const renderOptions = typeof options === "boolean" ? Object.assign(_options, { force: options }) : options;
    return this.#queue.add(() => this.#render(renderOptions));
  }

  async #render(options: ApplicationRenderOptions): Promise<this> {
    const states = ApplicationV2.RENDER_STATES;
    if (!this.#renderable) {
      throw new Error(
        `The ${this.constructor.name} Application class is not renderable because it does not ` +
          `define the _renderHTML and _replaceHTML methods which are required.`,
      );
    }
    requireDom();
    try {
      if (this._canRender(options) === false) return this;
    } catch (err) {
      ui().notifications?.warn((err as Error).message);
      return this;
    }
    options.isFirstRender = this.#state <= states.NONE;
    if (options.isFirstRender && !options.force) return this;

    this._configureRenderOptions(options);
    const context = await this._prepareContext(options);
    const handlerArgs = [context, options];
    if (options.isFirstRender) await this._doEvent(this._preFirstRender, { async: true, handlerArgs });
    await this._doEvent(this._preRender, { async: true, handlerArgs });

    this.#state = states.RENDERING;
    if (options.isFirstRender) {
      this.#element = await this._renderFrame(options);
      this.#content = this.hasFrame ? this.#element.querySelector<HTMLElement>(".window-content") : this.#element;
      this._attachFrameListeners();
    }
    try {
      const result = await this._renderHTML(context, options);
      this._replaceHTML(result, this.#content as HTMLElement, options);
    } catch (err) {
      this.#element?.remove();
      this.#element = null;
      this.#state = states.ERROR;
      throw new Error(`Failed to render Application "${this.id}":\n${(err as Error).message}`, { cause: err });
    }
    if (options.isFirstRender) {
      applicationInstances.set(this.#id, this);
      applicationClients.set(this, currentUserId());
      this._insertElement(this.#element as HTMLElement);
    }
    if (this.hasFrame) this._updateFrame(options);
    this.#state = states.RENDERED;

    if (options.isFirstRender) await this._doEvent(this._onFirstRender, { async: true, handlerArgs });
    await this._doEvent(this._onRender, {
      async: true,
      handlerArgs,
      eventName: "render",
      hookName: "render",
      hookArgs: [this.#element, ...handlerArgs],
    });
    await this._doEvent(this._postRender, { async: true, handlerArgs });
    if ("position" in options && options.position) this.setPosition(options.position);
    if (options.force) {
      await this.maximize();
      this.bringToFront();
    }
    return this;
  }

  _canRender(_options: ApplicationRenderOptions): false | void {}

  _configureRenderOptions(options: ApplicationRenderOptions): void {
    const { window, position } = this.options;
    if (options.isFirstRender) {
      if (this.hasFrame) {
        options.window ||= {};
        options.window.title ||= this.title;
        options.window.icon ||= window.icon;
        options.window.controls = true;
        options.window.resizable = window.resizable;
      }
      options.position = Object.assign(this.#position, options.position);
    } else {
      if (position.width === "auto") options.position = Object.assign({ width: "auto" }, options.position);
      if (position.height === "auto") options.position = Object.assign({ height: "auto" }, options.position);
    }
    if (options.tab) {
      const groups = Object.keys(this.constructor.TABS);
      if (typeof options.tab === "string") this.tabGroups[String(groups[0])] = options.tab;
      else for (const [group, tab] of Object.entries(options.tab)) this.tabGroups[group] = tab;
    }
  }

  async _prepareContext(_options: ApplicationRenderOptions): Promise<Plain> {
    const groups = Object.keys(this.constructor.TABS);
    return groups.length === 1 ? { tabs: this._prepareTabs(String(groups[0])) } : {};
  }

  _prepareTabs(group: string): Record<string, Plain> {
    const { tabs, labelPrefix, initial = null } = this._getTabsConfig(group) ?? { tabs: [] };
    this.tabGroups[group] ??= initial;
    const prepared: Record<string, Plain> = {};
    for (const { id, cssClass, ...config } of tabs) {
      const active = this.tabGroups[group] === id;
      const tab: Plain = {
        group,
        id,
        active,
        cssClass: active ? [cssClass, "active"].filter(Boolean).join(" ") : cssClass,
        ...config,
      };
      if (labelPrefix) tab.label ??= `${labelPrefix}.${id}`;
      prepared[id] = tab;
    }
    return prepared;
  }

  _getTabsConfig(group: string): ApplicationTabsConfiguration | null {
    return this.constructor.TABS[group] ?? null;
  }

  _getHeaderControls(): ApplicationHeaderControlsEntry[] {
    return [...(isV14() ? this.#detachControls() : []), ...(this.options.window.controls ?? [])];
  }

  /** v14's default controls (DEFAULT_OPTIONS.window.controls): Detach in the main page, Attach in a detached one. */
  #detachControls(): ApplicationHeaderControlsEntry[] {
    return [
      {
        icon: "fa-solid fa-arrow-up-right-from-square",
        label: "APPLICATION.ACTIONS.Detach",
        action: "detach",
        visible: () => this.windowId === null,
      },
      {
        icon: "fa-solid fa-arrow-down-to-square",
        label: "APPLICATION.ACTIONS.Attach",
        action: "attach",
        visible: () => this.windowId !== null,
      },
    ];
  }

  *_headerControlButtons(): Generator<ApplicationHeaderControlsEntry> {
    const controls = this._doEvent(this._getHeaderControls, {
      hookName: "getHeaderControls",
      hookResponse: true,
    }) as ApplicationHeaderControlsEntry[];
    for (const control of controls) {
      const visible = typeof control.visible === "function" ? control.visible.call(this) : (control.visible ?? true);
      if (visible) yield control;
    }
  }

  /** Subclasses render here (HandlebarsApplicationMixin, DialogV2); the result goes to _replaceHTML. */
  async _renderHTML(_context: Plain, _options: ApplicationRenderOptions): Promise<unknown> {
    return undefined;
  }

  _replaceHTML(_result: unknown, _content: HTMLElement, _options: ApplicationRenderOptions): void {}

  async _renderFrame(_options: ApplicationRenderOptions): Promise<HTMLElement> {
    const frame = document.createElement(this.options.tag);
    frame.id = this.#id;
    if (this.options.classes.length) frame.className = this.options.classes.join(" ");
    if (!this.hasFrame) return frame;

    const header = document.createElement("header");
    header.className = "window-header";
    const icon = document.createElement("i");
    icon.className = "window-icon hidden";
    icon.setAttribute("inert", "");
    const title = document.createElement("h1");
    title.className = "window-title";
    const toggle = headerButton("toggleControls", "fa-ellipsis-vertical", localize("APPLICATION.TOOLS.ToggleControls"));
    const close = headerButton("close", "fa-xmark", localize("APPLICATION.TOOLS.Close"));
    header.append(icon, title, toggle, close);
    const dropdown = document.createElement("menu");
    dropdown.className = "controls-dropdown";
    const content = document.createElement(this.options.window.contentTag);
    content.classList.add("window-content", ...this.options.window.contentClasses);
    frame.append(header, dropdown, content);
    if (this.options.window.resizable) {
      const handle = document.createElement("div");
      handle.className = "window-resize-handle";
      frame.append(handle);
    }
    Object.assign(this.#window, {
      header,
      title,
      icon,
      close,
      controls: toggle,
      controlsDropdown: dropdown,
      content,
      resize: frame.querySelector(".window-resize-handle"),
    });
    return frame;
  }

  _renderHeaderControl(control: ApplicationHeaderControlsEntry): HTMLLIElement {
    const li = document.createElement("li");
    li.className = "header-control";
    li.dataset.action = control.action;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "control";
    const i = document.createElement("i");
    i.className = `control-icon fa-fw ${control.icon}`;
    const span = document.createElement("span");
    span.className = "control-label";
    span.textContent = localize(control.label);
    button.append(i, span);
    li.append(button);
    if (typeof control.onClick === "function") {
      button.addEventListener("click", (event) => {
        event.preventDefault();
        control.onClick?.(event);
      });
    }
    return li;
  }

  _updateFrame(options: ApplicationRenderOptions): void {
    const window = options.window;
    if (!window) return;
    if ("title" in window && this.#window.title) this.#window.title.textContent = window.title ?? "";
    if ("icon" in window && this.#window.icon)
      this.#window.icon.className = `window-icon fa-fw ${window.icon || "hidden"}`;
    const controls = Array.from(this._headerControlButtons(), (control) => this._renderHeaderControl(control));
    this.#window.controlsDropdown?.replaceChildren(...controls);
    this.#window.controls?.classList.toggle("hidden", !controls.length);
  }

  _insertElement(element: HTMLElement): void {
    // Another client's window of the same id is in another browser's page, not this one's.
    const existing = applicationInstances.separate ? null : document.getElementById(element.id);
    if (existing) existing.replaceWith(element);
    else mountElement(element, currentUserId());
  }

  /* -------------------------------------------- */
  /*  Closing                                     */
  /* -------------------------------------------- */

  async close(options: Plain = {}): Promise<this> {
    return this.#queue.add(() => this.#close(options));
  }

  async #close(options: Plain): Promise<this> {
    const states = ApplicationV2.RENDER_STATES;
    if (!this.#element) {
      this.#state = states.CLOSED;
      return this;
    }
    await this._doEvent(this._preClose, { async: true, handlerArgs: [options] });
    await this.toggleControls(false);
    this.#element.classList.add("minimizing");
    this.#element.style.maxHeight = "0px";
    this.#state = states.CLOSING;
    this._tearDown(options);
    this.#state = states.CLOSED;
    applicationInstances.remove(this);
    this.#minimized = false;
    this._doEvent(this._onClose, { handlerArgs: [options], eventName: "close", hookName: "close" });
    return this;
  }

  _removeElement(element: HTMLElement): void {
    element.remove();
  }

  _tearDown(_options: Plain): void {
    if (this.#element) this._removeElement(this.#element);
    if (isV14()) detachedWindows().release(this);
    this.#element = null;
    this.#content = null;
    for (const key of Object.keys(this.#window)) delete (this.#window as Plain)[key];
  }

  /* -------------------------------------------- */
  /*  Positioning and window controls             */
  /* -------------------------------------------- */

  /** Merge a position (no layout: the values are stored and written to the element's style). */
  setPosition(position: Partial<ApplicationPosition> = {}): ApplicationPosition | void {
    if (!this.options.window.positioned) return;
    const merged = Object.assign(this.#position, position);
    this._doEvent(this._prePosition, { handlerArgs: [merged] });
    Object.assign(this.#position, this._updatePosition(merged));
    if (this.#element) {
      const p = this.#position;
      Object.assign(this.#element.style, {
        width: p.width === "auto" || p.width === undefined ? "" : `${p.width}px`,
        height: p.height === "auto" ? "" : `${p.height}px`,
        left: p.left === undefined ? "" : `${p.left}px`,
        top: p.top === undefined ? "" : `${p.top}px`,
      });
    }
    this._doEvent(this._onPosition, { handlerArgs: [merged], eventName: "position" });
    return merged;
  }

  /**
   * Where there is layout (a browser), as Foundry's _updatePosition: an "auto" dimension measured, an explicit one
   * kept within the element's min and max, the window centred where no left or top is given, then kept whole inside
   * the document's client area (the screen), as Foundry keeps it. Foundry mounts its windows in the body, which fills
   * the screen, and reads a percentage min or max against it; the double's page may mount them elsewhere (the
   * playground in a client's pane), so both are the document's client area here: a window is bounded by the screen,
   * never by the element it is mounted in. Without layout (happy-dom, every box empty) the values are kept as given.
   */
  _updatePosition(position: ApplicationPosition): ApplicationPosition {
    const element = this.#element;
    if (!element || !this.hasFrame || !element.parentElement?.clientWidth) return position;
    const { clientWidth, clientHeight } = document.documentElement;
    if (!clientWidth || !clientHeight) return position;
    const scale = position.scale ?? 1;
    const style = getComputedStyle(element);
    const within = (value: number, min: string, max: string, room: number) =>
      Math.min(Math.max(value, cssLength(min, room) || 0), cssLength(max, room) || room / scale);
    let { width, height } = position;
    if (width !== "auto")
      width = within(
        Number(width || element.getBoundingClientRect().width),
        style.minWidth,
        style.maxWidth,
        clientWidth,
      );
    if (height !== "auto")
      height = within(
        Number(height || element.getBoundingClientRect().height),
        style.minHeight,
        style.maxHeight,
        clientHeight,
      );
    if (height === "auto") {
      Object.assign(element.style, { width: width === "auto" ? "" : `${width}px`, height: "" });
    }
    const measured = element.getBoundingClientRect();
    const [shownWidth, shownHeight] = [
      width === "auto" ? measured.width : width,
      height === "auto" ? measured.height : height,
    ].map((size) => size * scale) as [number, number];
    const left = Math.min(
      Math.max(position.left ?? (clientWidth - shownWidth) / 2, 0),
      Math.max(clientWidth - shownWidth, 0),
    );
    const top = Math.min(
      Math.max(position.top ?? (clientHeight - shownHeight) / 2, 0),
      Math.max(clientHeight - shownHeight, 0),
    );
    return { ...position, width, height, left, top, scale };
  }

  /**
   * A double click on the title bar (not on a button) minimizes the window, or restores it (v13 #onWindowDoubleClick).
   */
  #onWindowDoubleClick(event: MouseEvent): void {
    event.preventDefault();
    if ((event.target as HTMLElement).dataset.action) return;
    if (!this.options.window.minimizable) return;
    void (this.minimized ? this.maximize() : this.minimize());
  }

  /**
   * Where a drag of the title bar started: the position then, and the pointer's place (Foundry's pointerStartPosition).
   */
  #dragStart: (ApplicationPosition & { clientX: number; clientY: number }) | null = null;

  /**
   * A press on the title bar (not on one of its buttons) starts a drag: until the pointer is released, each move
   * puts the window where it started plus the pointer's travel (v13 ApplicationV2#onWindowDragStart and
   * #onWindowDragMove, without their one-move-a-frame throttle).
   */
  #onWindowDragStart(event: PointerEvent): void {
    if ((event.target as HTMLElement).closest(".header-control")) return;
    const element = this.#element!;
    this.#dragStart = { ...this.#position, clientX: event.clientX, clientY: event.clientY };
    const move = (moved: PointerEvent) => {
      const start = this.#dragStart;
      if (!start) return;
      const header = this.#window.header;
      if (header && !header.hasPointerCapture?.(moved.pointerId)) header.setPointerCapture?.(moved.pointerId);
      const { top = 0, left = 0, width, height } = start;
      this.setPosition({
        left: left + moved.clientX - start.clientX,
        top: top + moved.clientY - start.clientY,
        width,
        height,
      });
    };
    element.addEventListener("pointermove", move, { passive: true });
    element.addEventListener(
      "pointerup",
      (ended) => {
        element.releasePointerCapture?.(ended.pointerId);
        element.removeEventListener("pointermove", move);
        this.#dragStart = null;
      },
      { capture: true, once: true },
    );
  }

  async toggleControls(expanded?: boolean): Promise<void> {
    expanded ??= !this.#controlsExpanded;
    if (expanded === this.#controlsExpanded) return;
    this.#controlsExpanded = expanded;
    this.#element?.querySelector(".controls-dropdown")?.classList.toggle("expanded", expanded);
  }

  async minimize(): Promise<void> {
    if (this.minimized || !this.rendered || !this.options.window.minimizable) return;
    this.#minimized = true;
    this.#element?.classList.add("minimized");
  }

  async maximize(): Promise<void> {
    if (!this.minimized) return;
    this.#minimized = false;
    this.#element?.classList.remove("minimized");
  }

  /* -------------------------------------------- */
  /*  Detached windows (v14)                      */
  /* -------------------------------------------- */

  /** v14: the id of the detached browser window the application is shown in, or null (the main page). */
  get windowId(): string | null {
    return isV14() ? detachedWindows().windowOf(this) : null;
  }

  /**
   * v14: the application's element moved into a browser window of its own (applications/detached.ts says from
   * what this is emulated): a window opened, the element adopted into its body, `_onDetach(from, to)`, the header's
   * controls updated (Attach in place of Detach).
   */
  async detachWindow(_options: ApplicationRenderOptions = {}): Promise<this> {
    if (!isV14()) throw new TypeError("ApplicationV2#detachWindow is v14's (this double plays v13)");
    const element = this.#element;
    if (!element || this.windowId !== null) return this;
    const manager = detachedWindows();
    const opened = await manager.openWindow({
      position: {
        width: Number(this.#position.width) || undefined,
        height: Number(this.#position.height) || undefined,
      },
    });
    const id = [...manager.windows].find(([, { window }]) => window === opened)![0];
    const from = element.ownerDocument;
    manager.adoptNodes(opened.document.body, element);
    manager.host(id, this);
    this._onDetach(from, opened.document);
    this.#updateHeaderControls();
    return this;
  }

  /** v14: the element back in the main page; its window closed once it holds no application. */
  async attachWindow(_options: ApplicationRenderOptions = {}): Promise<this> {
    const element = this.#element;
    if (!isV14() || !element || this.windowId === null) return this;
    const from = element.ownerDocument;
    mountElement(document.adoptNode(element), applicationClients.get(this) ?? currentUserId());
    detachedWindows().release(this);
    this._onAttach(from, document);
    this.#updateHeaderControls();
    return this;
  }

  /**
   * The header's controls drawn again for where the window now is (as a render updates the frame): a detached
   * window offers Attach, an attached one Detach — the two defaults' `visible` read `windowId`.
   */
  #updateHeaderControls(): void {
    if (this.hasFrame) this._updateFrame({ window: {} });
  }

  _onDetach(_from: Document, _to: Document): void {}

  _onAttach(_from: Document, _to: Document): void {}

  bringToFront(): void {
    if (!this.options.window?.frame || !this.#element) return;
    this.#position.zIndex = ++ApplicationV2._maxZ;
    this.#element.style.zIndex = String(this.#position.zIndex);
  }

  changeTab(
    tab: string,
    group: string,
    {
      force = false,
      updatePosition = true,
    }: { event?: Event; navElement?: HTMLElement; force?: boolean; updatePosition?: boolean } = {},
  ): void {
    if (!tab || !group) throw new Error("You must pass both the tab and tab group identifier");
    if (this.tabGroups[group] === tab && !force) return;
    const content = this.#content as HTMLElement;
    const tabElement = content.querySelector(`.tabs [data-group="${group}"][data-tab="${tab}"]`);
    if (!tabElement) throw new Error(`No matching tab element found for group "${group}" and tab "${tab}"`);
    for (const t of Array.from(content.querySelectorAll<HTMLElement>(`.tabs [data-group="${group}"]`))) {
      t.classList.toggle("active", t.dataset.tab === tab);
      if (t instanceof HTMLButtonElement) t.setAttribute("aria-pressed", String(t.dataset.tab === tab));
    }
    for (const section of Array.from(content.querySelectorAll<HTMLElement>(`.tab[data-group="${group}"]`))) {
      section.classList.toggle("active", section.dataset.tab === tab);
    }
    this.tabGroups[group] = tab;
    if (!updatePosition) return;
    const update: Partial<ApplicationPosition> = {};
    if (this.options.position.width === "auto") update.width = "auto";
    if (this.options.position.height === "auto") update.height = "auto";
    if (!isEmpty(update)) this.setPosition(update);
  }

  /** Call the form handler programmatically with the current form data. */
  async submit(submitOptions: object = {}): Promise<unknown> {
    const formConfig = this.options.form;
    if (!formConfig?.handler)
      throw new Error(`The ${this.constructor.name} Application does not support a single top-level form element.`);
    const form = this.form as HTMLFormElement;
    const event = new SubmitEvent("submit", { cancelable: true });
    return formConfig.handler.call(this, event, form, new FormDataExtended(form), submitOptions);
  }

  /* -------------------------------------------- */
  /*  Life-cycle events                           */
  /* -------------------------------------------- */

  /**
   * Call a life-cycle method, then (after its promise when async) dispatch the event and call the hooks
   * `<hookName><Class>` for every class of the chain with `(app, ...hookArgs[, response])`.
   */
  _doEvent(
    handler: (...args: never[]) => unknown,
    {
      async = false,
      handlerArgs = [],
      eventName,
      hookName,
      hookArgs = [],
      hookResponse = false,
      parentClassHooks = true,
    }: {
      async?: boolean;
      handlerArgs?: unknown[];
      eventName?: string;
      hookName?: string;
      hookArgs?: unknown[];
      hookResponse?: boolean;
      parentClassHooks?: boolean;
      debugText?: string;
    } = {},
  ): unknown {
    const response = (handler as (...args: unknown[]) => unknown).call(this, ...handlerArgs);
    const finish = (value: unknown): unknown => {
      this.#dispatch(eventName, hookName, hookResponse ? [...hookArgs, value] : hookArgs, parentClassHooks);
      return value;
    };
    if (async && response instanceof Promise) return response.then(finish);
    return finish(response);
  }

  /** A hook name's "{}" is replaced by each class name; parent-class hooks without one get it appended. */
  #dispatch(
    eventName: string | undefined,
    hookName: string | undefined,
    hookArgs: unknown[],
    parentClassHooks: boolean,
  ): void {
    if (eventName) this.dispatchEvent(new Event(eventName, { bubbles: true, cancelable: true }));
    if (!hookName) return;
    if (parentClassHooks && !hookName.includes("{}")) hookName += "{}";
    const classes = parentClassHooks ? Array.from(this.constructor.inheritanceChain()) : [this.constructor];
    for (const cls of classes) {
      if (!cls.name) continue;
      hooks().callAll(hookName.replace("{}", cls.name), this, ...hookArgs);
    }
  }

  async _preFirstRender(_context: Plain, _options: ApplicationRenderOptions): Promise<void> {}

  async _onFirstRender(_context: Plain, _options: ApplicationRenderOptions): Promise<void> {}

  async _preRender(_context: Plain, _options: ApplicationRenderOptions): Promise<void> {}

  async _onRender(_context: Plain, _options: ApplicationRenderOptions): Promise<void> {}

  async _postRender(_context: Plain, options: ApplicationRenderOptions): Promise<void> {
    if (options.isFirstRender) this.#element?.querySelector<HTMLElement>("[autofocus]")?.focus();
  }

  async _preClose(_options: Plain): Promise<void> {}

  _onClose(_options: Plain): void {}

  _prePosition(_position: ApplicationPosition): void {}

  _onPosition(_position: ApplicationPosition): void {}

  /* -------------------------------------------- */
  /*  Event emitter                               */
  /* -------------------------------------------- */

  addEventListener(type: string, listener: (event: Event) => unknown, { once = false }: { once?: boolean } = {}): void {
    this.#assertEmitted(type);
    this.#listeners[type] ??= new Map();
    this.#listeners[type].set(listener, { fn: listener, once });
  }

  removeEventListener(type: string, listener: (event: Event) => unknown): void {
    this.#listeners[type]?.delete(listener);
  }

  /** Call the listeners of the event's type; returns whether the default was prevented. */
  dispatchEvent(event: Event): boolean {
    if (!(event instanceof Event)) throw new Error("EventEmitter#dispatchEvent must be provided an Event instance");
    this.#assertEmitted(event.type);
    const listeners = this.#listeners[event.type];
    if (!listeners) return true;
    let stopped = false;
    Object.defineProperties(event, {
      target: { value: this },
      stopPropagation: {
        value: () => {
          stopped = true;
        },
      },
      stopImmediatePropagation: {
        value: () => {
          stopped = true;
        },
      },
    });
    for (const listener of Array.from(listeners.values())) {
      listener.fn(event);
      if (listener.once) this.removeEventListener(event.type, listener.fn);
      if (stopped) break;
    }
    return event.defaultPrevented;
  }

  #assertEmitted(type: string): void {
    if (!this.constructor.emittedEvents.includes(type)) {
      throw new Error(`"${type}" is not a supported event of the ${this.constructor.name} class`);
    }
  }

  /* -------------------------------------------- */
  /*  DOM events                                  */
  /* -------------------------------------------- */

  _attachFrameListeners(): void {
    const element = this.#element as HTMLElement;
    element.addEventListener(
      "pointerdown",
      () => {
        if (this.hasFrame) this.bringToFront();
      },
      { capture: true },
    );
    const click = (event: Event) => this.#onClick(event as PointerEvent);
    element.addEventListener("click", click);
    element.addEventListener("contextmenu", click);
    if (this.hasFrame) {
      this.bringToFront();
      this.#window.header?.addEventListener("pointerdown", (event) => this.#onWindowDragStart(event));
      this.#window.header?.addEventListener("dblclick", (event) => this.#onWindowDoubleClick(event));
    }
    const form = this.form;
    if (form) {
      form.autocomplete = "off";
      form.addEventListener("submit", (event) => void this._onSubmitForm(this.options.form, event));
      form.addEventListener("change", (event) => this._onChangeForm(this.options.form, event));
    }
  }

  #onClick(event: PointerEvent): void {
    const target = (event.target as HTMLElement | null)?.closest?.<HTMLElement>("[data-action]");
    if (target) {
      this.#onClickAction(event, target);
      return;
    }
    void this.toggleControls(false);
  }

  #onClickAction(event: PointerEvent, target: HTMLElement): void {
    const action = target.dataset.action as string;
    switch (action) {
      case "close":
        event.stopPropagation();
        event.preventDefault();
        if (event.button === 0) void this.close();
        else void this.toggleControls(false);
        break;
      case "tab":
        void this.toggleControls(false);
        this._onClickTab(event);
        break;
      case "detach":
      case "attach":
        if (!isV14()) break;
        void this.toggleControls(false);
        void (action === "detach" ? this.detachWindow() : this.attachWindow());
        break;
      case "toggleControls":
        event.stopPropagation();
        event.preventDefault();
        void this.toggleControls(event.button === 0 ? undefined : false);
        break;
      default: {
        let handler = this.options.actions[action];
        void this.toggleControls(false);
        if (!handler) {
          this._onClickAction(event, target);
          break;
        }
        let buttons = [0];
        if (typeof handler === "object") {
          buttons = handler.buttons;
          handler = handler.handler;
        }
        if (buttons.includes(event.button)) (handler as ApplicationClickAction | undefined)?.call(this, event, target);
      }
    }
  }

  _onClickTab(event: PointerEvent): void {
    const button = event.target as HTMLElement;
    const tab = button.dataset.tab;
    if (!tab || button.classList.contains("active") || event.button !== 0) return;
    this.changeTab(tab, button.dataset.group as string, {
      event,
      navElement: button.closest<HTMLElement>(".tabs") ?? undefined,
    });
  }

  /** Clicks on a [data-action] without a configured handler come here; the default does nothing. */
  _onClickAction(_event: PointerEvent, _target: HTMLElement): void {}

  async _onSubmitForm(formConfig: ApplicationFormConfiguration, event: Event | SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const { handler, closeOnSubmit } = formConfig;
    const formData = new FormDataExtended(form);
    if (handler instanceof Function) {
      try {
        await handler.call(this, event, form, formData);
      } catch (err) {
        ui().notifications?.error(err, { console: true });
        return;
      }
    }
    if (closeOnSubmit) await this.close({ submitted: true });
  }

  _onChangeForm(formConfig: ApplicationFormConfiguration, event: Event): void {
    const { RENDERED, CLOSING } = ApplicationV2.RENDER_STATES;
    const open = this.#state === RENDERED || this.#state === CLOSING;
    if (open && formConfig.submitOnChange) void this._onSubmitForm(formConfig, event);
  }
}

/** A class and its parents, up to and including `base` (ApplicationV2.inheritanceChain). */
function* classChain(start: typeof ApplicationV2, base: typeof ApplicationV2): Generator<typeof ApplicationV2> {
  let cls: typeof ApplicationV2 | null = start;
  while (cls) {
    yield cls;
    if (cls === base) return;
    cls = Object.getPrototypeOf(cls) as typeof ApplicationV2 | null;
  }
}

/**
 * A CSS length as Foundry's ApplicationV2.parseCSSDimension reads it: pixels, or a percentage of `room`; 0 for none.
 */
function cssLength(value: string, room: number): number {
  if (value.endsWith("%")) return (parseFloat(value) / 100) * room;
  return parseFloat(value) || 0;
}

function headerButton(action: string, icon: string, label: string): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `header-control icon fa-solid ${icon}`;
  button.dataset.action = action;
  button.dataset.tooltip = label;
  button.setAttribute("aria-label", label);
  return button;
}

/** Merge one layer of options: arrays concatenate, plain objects merge, other values replace. */
function mergeOptionLayer(target: Plain, layer: Plain): void {
  for (const [key, value] of Object.entries(layer)) {
    const copy = deepClone(value);
    if (key in target) {
      const current = target[key];
      if (Array.isArray(current)) current.push(...(copy as unknown[]));
      else if (getType(current) === "Object") mergeOptionLayer(current as Plain, copy as Plain);
      else target[key] = copy;
    } else target[key] = copy;
  }
}
