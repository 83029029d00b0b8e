/**
 * foundry.applications.api.DialogV2 (v13 client/applications/api/dialog.mjs).
 *
 * - A `<dialog>` element (id "dialog-{id}", classes "application dialog"), shown with show() or showModal()
 *   (`modal`) on first render; its content is a form.dialog-form holding div.dialog-content (a string `content` is
 *   cleaned with cleanHTML; a `<div>` element without attributes gives its innerHTML) and footer.form-footer with
 *   one button per `buttons` entry: `type` (default submit), `data-action`, `class`, `style`, `disabled`, an icon
 *   and the localized label; the button marked `default` (else the first) is `autofocus`. At least one button is
 *   required.
 * - Clicking a button (its action handler) or submitting the form (Enter: the submitter, else nothing) runs
 *   _onSubmit: the buttons are disabled while the button's `callback(event, button, dialog)` runs; the result is
 *   its return value or, when it returns null/undefined, the button's action; `submit(result, dialog)` is awaited;
 *   then the dialog closes (`closeOnSubmit`, default true) with `{submitted: true}`.
 * - Escape (keydown on the dialog) closes it.
 * - wait({rejectClose = false, close, render, ...config}) resolves with the submitted result; when the dialog is
 *   closed otherwise, with the `close(event, dialog)` callback's value or null — or rejects "Dialog was dismissed
 *   without pressing a button." when rejectClose. confirm({yes, no}) → true / false (No is the default button);
 *   prompt({ok}) → the ok callback's value or "ok"; input({ok}) → the form's FormDataExtended object. Both add
 *   `position.width: 400`.
 * - query(user, type, config) asks another user through the "dialog" query (CONFIG.queries.dialog = _handleQuery).
 */
import { applyParsedSelectedness } from "./parsed-selects";
import { ApplicationV2, type ApplicationDefaultOptions, type ApplicationRenderOptions } from "./application";
import { FormDataExtended } from "./form-data-extended";
import { cleanHTML } from "./clean-html";
import { mergeObject } from "../utils";
import { globalOf } from "../globals";

type Plain = Record<string, unknown>;

export interface DialogV2Button {
  action: string;
  label: string;
  icon?: string;
  class?: string;
  style?: Record<string, string>;
  type?: string;
  disabled?: boolean;
  default?: boolean;
  callback?: (event: Event, button: HTMLButtonElement, dialog: DialogV2) => unknown;
}

/** What a dialog adds to the application configuration. */
export interface DialogV2Configuration {
  modal?: boolean;
  buttons?: DialogV2Button[];
  /** An HTML string (cleaned) or an attribute-less <div> (its innerHTML, not cleaned). */
  content?: string | HTMLDivElement;
  /** Called with the result when the dialog is submitted (not when it is dismissed). */
  submit?: (result: unknown, dialog: DialogV2) => unknown;
}

export type DialogV2Options = ApplicationDefaultOptions & DialogV2Configuration;

export interface DialogV2WaitOptions {
  rejectClose?: boolean;
  close?: (event: Event, dialog: DialogV2) => unknown;
  render?: (event: Event, dialog: DialogV2) => unknown;
}

type DialogV2FactoryOptions = DialogV2Options & DialogV2WaitOptions;

type DialogV2QueryType = "prompt" | "confirm" | "input" | "wait";

interface UserLike {
  isSelf: boolean;
  query(name: string, data: unknown): Promise<unknown>;
}

function localize(key: string): string {
  const i18n = globalOf<{ i18n?: { localize(k: string): string } }>("game")?.i18n;
  return i18n ? i18n.localize(key) : key;
}

export class DialogV2 extends ApplicationV2 {
  /** The class this application was made by (a subclass's statics read through it). */
  declare ["constructor"]: typeof DialogV2;

  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    id: "dialog-{id}",
    classes: ["dialog"],
    tag: "dialog",
    form: { closeOnSubmit: true },
    window: { frame: true, positioned: true, minimizable: false },
  };

  /** options.buttons, keyed by action once the options are initialized. */
  get #buttons(): Record<string, DialogV2Button> {
    return this.options.buttons as Record<string, DialogV2Button>;
  }

  override _initializeApplicationOptions(
    options: DialogV2Options,
  ): ReturnType<ApplicationV2["_initializeApplicationOptions"]> {
    const config = super._initializeApplicationOptions(options);
    config.content ||= "";
    const content = config.content as unknown;
    if (typeof HTMLElement !== "undefined" && content instanceof HTMLElement) {
      if (content.tagName !== "DIV") throw new Error("config.content must be <div> element");
      if (content.attributes.length) throw new Error("config.content element must have no attributes");
      config.content = content.innerHTML;
    } else config.content = cleanHTML(String(content));
    const buttons = config.buttons as DialogV2Button[] | undefined;
    if (!buttons?.length) throw new Error("You must define at least one entry in config.buttons");
    const byAction: Record<string, DialogV2Button> = {};
    for (const button of buttons) {
      config.actions[button.action] = this.constructor._onClickButton;
      byAction[button.action] = button;
    }
    config.buttons = byAction;
    return config;
  }

  override async _renderHTML(_context: Plain, _options: ApplicationRenderOptions): Promise<HTMLFormElement> {
    const form = document.createElement("form");
    form.className = "dialog-form standard-form";
    form.autocomplete = "off";
    const content = String(this.options.content ?? "");
    form.innerHTML =
      `${content ? `<div class="dialog-content standard-form">${content}</div>` : ""}<footer ` +
      `class="form-footer">${this._renderButtons()}</footer>`;
    // The content's selects as a browser parses them (happy-dom misplaces `selected` past the second option).
    applyParsedSelectedness(form);
    form.addEventListener(
      "submit",
      (event) => void this._onSubmit((event as SubmitEvent).submitter as HTMLButtonElement | null, event),
    );
    return form;
  }

  _renderButtons(): string {
    const buttons = Object.values(this.#buttons);
    return buttons
      .map((config, i) => {
        const { action, label, icon, class: cls = "", style = {}, type = "submit", disabled } = config;
        const isDefault = !!config.default || (i === 0 && !buttons.some((b) => b.default));
        const button = document.createElement("button");
        button.setAttribute("type", type);
        button.setAttribute("data-action", action);
        button.setAttribute("class", cls);
        for (const [key, value] of Object.entries(style)) {
          if (key in button.style) (button.style as unknown as Record<string, string>)[key] = value;
          else button.style.setProperty(key, value);
        }
        button.toggleAttribute("disabled", !!disabled);
        button.toggleAttribute("autofocus", isDefault);
        if (icon) {
          const i = document.createElement("i");
          i.className = icon;
          button.appendChild(i);
        }
        const span = document.createElement("span");
        span.textContent = localize(label);
        button.appendChild(span);
        return button.outerHTML;
      })
      .join("");
  }

  async _onSubmit(target: HTMLButtonElement | null, event: Event): Promise<this> {
    event.preventDefault();
    const prior: [HTMLButtonElement, boolean][] = [];
    for (const action of Object.keys(this.#buttons)) {
      const button = this.element.querySelector(`button[data-action="${action}"]`) as HTMLButtonElement;
      prior.push([button, button.disabled]);
      button.disabled = true;
    }
    const button = target?.dataset.action ? this.#buttons[target.dataset.action] : undefined;
    const result = (await button?.callback?.(event, target as HTMLButtonElement, this)) ?? button?.action;
    await (this.options.submit as DialogV2Configuration["submit"])?.(result, this);
    for (const [element, disabled] of prior) element.disabled = disabled;
    return this.options.form.closeOnSubmit ? this.close({ submitted: true }) : this;
  }

  override async _onFirstRender(_context: Plain, _options: ApplicationRenderOptions): Promise<void> {
    const dialog = this.element as HTMLDialogElement;
    if (this.options.modal) dialog.showModal();
    else dialog.show();
  }

  override _attachFrameListeners(): void {
    super._attachFrameListeners();
    this.element.addEventListener("keydown", (event) => this._onKeyDown(event as KeyboardEvent));
  }

  override _replaceHTML(result: unknown, content: HTMLElement, _options: ApplicationRenderOptions): void {
    content.replaceChildren(result as HTMLElement);
  }

  _onKeyDown(event: KeyboardEvent): void {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      void this.close();
    }
  }

  static _onClickButton(this: ApplicationV2, event: PointerEvent, target: HTMLElement): void {
    void (this as DialogV2)._onSubmit(target as HTMLButtonElement, event);
  }

  /* -------------------------------------------- */
  /*  Factory methods                             */
  /* -------------------------------------------- */

  static async confirm({
    yes = {},
    no = {},
    ...config
  }: { yes?: Partial<DialogV2Button>; no?: Partial<DialogV2Button> } & DialogV2FactoryOptions = {}): Promise<unknown> {
    const buttons = (config.buttons ??= []);
    buttons.unshift(
      mergeObject(
        { action: "yes", label: "Yes", icon: "fa-solid fa-check", callback: () => true },
        yes,
      ) as DialogV2Button,
      mergeObject(
        { action: "no", label: "No", icon: "fa-solid fa-xmark", default: true, callback: () => false },
        no,
      ) as DialogV2Button,
    );
    return this.wait(mergeObject({ position: { width: 400 } }, config));
  }

  static async prompt({
    ok = {},
    ...config
  }: { ok?: Partial<DialogV2Button> } & DialogV2FactoryOptions = {}): Promise<unknown> {
    const buttons = (config.buttons ??= []);
    buttons.unshift(
      mergeObject({ action: "ok", label: "Confirm", icon: "fa-solid fa-check", default: true }, ok) as DialogV2Button,
    );
    return this.wait(mergeObject({ position: { width: 400 } }, config));
  }

  static async input({
    ok,
    ...config
  }: { ok?: Partial<DialogV2Button> } & DialogV2FactoryOptions = {}): Promise<unknown> {
    const callback = (_event: Event, button: HTMLButtonElement) =>
      new FormDataExtended(button.form as HTMLFormElement).object;
    return this.prompt({ ok: { callback, ...ok }, ...config });
  }

  static async wait({ rejectClose = false, close, render, ...config }: DialogV2FactoryOptions = {}): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const originalSubmit = config.submit;
      config.submit = async (result, dialog) => {
        await originalSubmit?.(result, dialog);
        resolve(result);
      };
      const dialog = new this(config);
      dialog.addEventListener(
        "close",
        (event) => {
          const result = close instanceof Function ? close(event, dialog) : undefined;
          if (rejectClose) reject(new Error("Dialog was dismissed without pressing a button."));
          else resolve(result ?? null);
        },
        { once: true },
      );
      if (render instanceof Function) dialog.addEventListener("render", (event) => render(event, dialog));
      void dialog.render({ force: true });
    });
  }

  /** Ask a user (or yourself) to answer a dialog, through the "dialog" query. */
  static async query(user: UserLike | string, type: DialogV2QueryType, config: DialogV2Options = {}): Promise<unknown> {
    if (typeof user === "string") {
      const found = globalOf<{ users?: { get(id: string): UserLike | undefined } }>("game")?.users?.get(user);
      if (!found) throw new Error(`User [${user}] does not exist`);
      user = found;
    }
    if (user.isSelf) return this[type](config);
    return user.query("dialog", { type, config });
  }

  /** The handler of CONFIG.queries.dialog. */
  static _handleQuery = ({
    type,
    config,
  }: {
    type: DialogV2QueryType;
    config: DialogV2Options;
  }): Promise<unknown> | undefined => {
    switch (type) {
      case "confirm":
        return DialogV2.confirm(config);
      case "input":
        return DialogV2.input(config);
      case "prompt":
        return DialogV2.prompt(config);
      case "wait":
        return DialogV2.wait(config);
      default:
        return undefined;
    }
  };
}
