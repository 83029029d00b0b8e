/**
 * foundry.appv1.api.Dialog (v13 client/appv1/api/dialog-v1.mjs; v14 keeps it, deprecated with the V1 framework), the
 * part a game system's dialog on it uses: the constructor's `data` (title, content, buttons, default, render,
 * close); `defaultOptions` adding templates/hud/dialog.html's stand-in, the "dialog" class, width 400, `jQuery`;
 * getData — each button's `cssClass` (its id, and "default bright" for the default one), buttons whose `condition`
 * is false left out; activateListeners — a click on a `.dialog-button` submits that button, forms are not submitted,
 * `data.render` called with the content; submit — the button's callback with the window (jQuery or element), then
 * close; close — `data.close` first. Not emulated: the keyboard (Tab, Escape, Enter), focus, the factory methods.
 */
import { Application, type ApplicationV1Options, type JQueryDouble } from "./application-v1";
import { mergeObject } from "../utils";

/** A button as a system hands it: its icon and label are HTML (the template draws them unescaped). */
export interface DialogV1Button {
  icon?: string;
  label?: string;
  condition?: boolean;
  callback?: (html: JQueryDouble | HTMLElement, event?: Event) => unknown;
  cssClass?: string;
}

export interface DialogV1Data {
  title?: string;
  content: string;
  buttons: Record<string, DialogV1Button>;
  default?: string;
  render?: (html: JQueryDouble | HTMLElement) => void;
  close?: (html: JQueryDouble | HTMLElement) => void;
}

type DialogV1Options = ApplicationV1Options & { jQuery?: boolean; focus?: boolean };

export class Dialog extends Application {
  declare options: DialogV1Options;
  data: DialogV1Data;

  constructor(data: DialogV1Data, options: Partial<DialogV1Options> = {}) {
    super(options);
    this.data = data;
  }

  static override get defaultOptions(): DialogV1Options {
    return mergeObject(super.defaultOptions, {
      template: "templates/hud/dialog.html",
      focus: true,
      classes: ["dialog"],
      width: 400,
      jQuery: true,
    });
  }

  override get title(): string {
    return this.data.title || "Dialog";
  }

  override getData(): unknown {
    const buttons: Record<string, DialogV1Button> = {};
    for (const [key, button] of Object.entries(this.data.buttons)) {
      button.cssClass = (this.data.default === key ? [key, "default", "bright"] : [key]).join(" ");
      if (button.condition !== false) buttons[key] = button;
    }
    return { content: this.data.content, buttons };
  }

  override activateListeners(html: JQueryDouble): void {
    const buttons = html.find(".dialog-button");
    for (let i = 0; i < buttons.length; i++) {
      const button = buttons.get(i);
      button?.addEventListener("click", (event) => this.submit(this.data.buttons[button.dataset.button ?? ""], event));
    }
    const forms = html.find("form");
    for (let i = 0; i < forms.length; i++) forms.get(i)?.addEventListener("submit", (event) => event.preventDefault());
    this.data.render?.(this.options.jQuery ? html : (html.get(0) ?? html));
  }

  /** The window as the dialog hands it to its callbacks: the jQuery object, or its element. */
  #handed(): JQueryDouble | HTMLElement {
    return this.options.jQuery ? this.element : (this.element.get(0) ?? this.element);
  }

  /** The button's callback with the window, then the window closed. */
  submit(button: DialogV1Button | undefined, event?: Event): void {
    button?.callback?.call(this, this.#handed(), event);
    void this.close();
  }

  override async close(options: { force?: boolean } = {}): Promise<void> {
    this.data.close?.(this.#handed());
    return super.close(options);
  }
}
