/**
 * What the module's Handlebars form applications (the roll dialogs, the Start contest dialog) share: the typing
 * of Foundry's mixed application class, the promise of what a dialog settles, the refusal a form handler throws,
 * the stepper buttons and the keys.
 */
import { isExpression } from "../../core/expressions/field-expression";
import { submitOnEnter } from "../../ui/dom/enter-submits";
import { focusReturner } from "../../ui/dom/return-focus";
import { focusedDocument } from "../pages";
import { eventFor } from "../../ui/dom/realm";

/**
 * The mixed Handlebars application class as this module uses it. fvtt-types' generic mixin typing does not follow
 * a subclass's own context, so the members we override are declared here once.
 */
interface HandlebarsAppInstance {
  readonly id: string;
  readonly element: HTMLElement;
  readonly rendered: boolean;
  readonly position: { width?: number | "auto"; height?: number | "auto" };
  get title(): string;
  render(options?: Record<string, unknown>): Promise<unknown>;
  close(options?: Record<string, unknown>): Promise<unknown>;
  bringToFront(): void;
  _configureRenderParts(options: unknown): Record<string, unknown>;
  addEventListener(type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): void;
  _prepareContext(options: unknown): Promise<Record<string, unknown>>;
  _preparePartContext(
    partId: string,
    context: Record<string, unknown>,
    options: unknown,
  ): Promise<Record<string, unknown>>;
  _onFirstRender(context: unknown, options: unknown): Promise<void>;
  _onRender(context: unknown, options: unknown): void;
  _onChangeForm(formConfig: unknown, event: Event): void;
  _onClose(options: unknown): void;
}

type HandlebarsAppClass = (abstract new (options?: object) => HandlebarsAppInstance) & {
  DEFAULT_OPTIONS: object;
  PARTS: Record<string, { template: string; templates?: string[] }>;
};

/**
 * Foundry's Handlebars application (its mixin over ApplicationV2), typed as above. Foundry's client code defines
 * both before any module script runs, and no system replaces them, so it is made once, when this file is evaluated.
 */
const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
// The mixin's generic typing cannot follow our subclasses' contexts and overrides (see HandlebarsAppInstance).
const HandlebarsApplication = HandlebarsApplicationMixin(ApplicationV2) as unknown as HandlebarsAppClass;

/**
 * The base of the module's windows: Foundry's Handlebars application, which gives the focus back, once closed
 * (Escape or its close button included), to what had it when the window opened (src/ui/dom/return-focus.ts). The
 * window's first render notes it before anything in the window takes the focus (Foundry's `[autofocus]` comes after,
 * in _postRender, and ours in _onRender).
 */
export abstract class HandlebarsApplicationBase extends HandlebarsApplication {
  #giveFocusBack: (() => void) | null = null;

  override async _onFirstRender(context: unknown, options: unknown): Promise<void> {
    this.#giveFocusBack = focusReturner(focusedDocument());
    await super._onFirstRender(context, options);
  }

  override _onClose(options: unknown): void {
    super._onClose(options);
    this.#giveFocusBack?.();
    this.#giveFocusBack = null;
  }
}

/**
 * Renders a dialog; resolves once it closes, with what it settled by then (its `result`, null when it was closed
 * without). A dialog that fails to render never closes: the caller must not wait for it forever.
 */
export function resultOnClose<T>(app: HandlebarsAppInstance, result: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    app.addEventListener("close", () => resolve(result()), { once: true });
    app.render({ force: true }).catch(reject);
  });
}

/**
 * Why a submitted form was not acted on. Foundry shows a form handler's error as `String(error)`, which for a
 * plain Error reads "Error: …": the user is told the message alone.
 */
export class DialogRefusal extends Error {
  override toString(): string {
    return this.message;
  }
}

/**
 * A stepper's − / + button (`data-action="stepField"` in templates/dialogs/fields.hbs): moves its number field by
 * `data-step` within its bounds, then acts as a change.
 */
export function stepNumberField(form: HTMLElement, button: HTMLElement): void {
  const input = [...form.querySelectorAll<HTMLInputElement>("input[name]")].find(
    (field) => field.name === button.dataset.field,
  );
  if (!input || input.disabled) return;
  const delta = Number(button.dataset.step ?? 0);
  // A field written as a sum (`@skills.stealth + 1`, `3 + 4`) is theirs to edit: a step would erase it.
  if (isExpression(input.value)) return;
  const current = Number.isFinite(Number(input.value)) ? Number(input.value) : 0;
  const min = input.min === "" ? -Infinity : Number(input.min);
  const max = input.max === "" ? Infinity : Number(input.max);
  input.value = String(Math.min(max, Math.max(min, Math.trunc(current) + delta)));
  input.dispatchEvent(eventFor(input, "change"));
}

/** Escape closes from any field: Foundry's dismiss keybinding does not run while a form field has focus. */
function closeOnEscape(app: HandlebarsAppInstance): void {
  app.element.addEventListener("keydown", (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    void app.close();
  });
}

/**
 * What a first render sets up for the keyboard: Escape closes, Enter submits from any field (a select included:
 * src/ui/dom/enter-submits.ts), and the first field takes the focus, so Enter rolls straight away — Foundry
 * focuses only an `[autofocus]` element, and our templates mark none (the field that comes first depends on the
 * rule set and on which fields are disabled).
 */
export function listenToKeys(app: HandlebarsAppInstance): void {
  closeOnEscape(app);
  submitOnEnter(app.element);
  // The window opens at its top: without preventScroll, Chromium scrolled the Start contest's sides (German, 1280×800)
  // part-way down on this focus, its first field out of view (test/e2e/sweeps/window-fit.ts).
  app.element
    .querySelector<HTMLElement>(".window-content :is(input, select, textarea):not([disabled]):not([type=hidden])")
    ?.focus({ preventScroll: true });
}
