/**
 * foundry.applications.api.HandlebarsApplicationMixin (v13 client/applications/api/handlebars-application.mjs):
 * an application rendered from Handlebars template PARTS.
 *
 * - PARTS: `{template, templates, id, classes, root, scrollable, forms}`; a root part must come first. Parts are
 *   configured per render by _configureRenderParts (a copy of PARTS); `render({parts})` renders only those parts
 *   (all of them when a root part is asked for, or when no parts are named).
 * - _preRender loads every part's template and `templates` through foundry.applications.handlebars.loadTemplates.
 * - Each part: _preparePartContext(partId, context, options) — the default sets `context.partId` to
 *   "<app id>-<part id>" and returns the SAME shared context object — then renderTemplate(part.template, that
 *   context). A part must render exactly one element (a root part may render several); it gets
 *   `data-application-part`, its `id` prefixed with the app id, and its `classes`. A missing part is a warning; a
 *   template error becomes "Failed to render template part …".
 * - _replaceHTML puts each part in place of its previous element (a root part replaces the content's children),
 *   keeps focus on the same field (by id, else by tag and name) and scroll positions of `scrollable` selectors, and
 *   leaves the parts not rendered untouched. `parts` maps part ids to their current elements.
 * - A part's `forms` (selector → form configuration) get submit and change listeners.
 */
import type { ApplicationV2, ApplicationFormConfiguration, ApplicationRenderOptions } from "./application";
import { deepClone } from "../utils";
import { applyParsedSelectedness } from "./parsed-selects";
import { globalOf } from "../globals";

type Plain = Record<string, unknown>;

export interface HandlebarsTemplatePart {
  template: string;
  id?: string;
  root?: boolean;
  classes?: string[];
  templates?: string[];
  scrollable?: string[];
  forms?: Record<string, ApplicationFormConfiguration>;
}

/** The type of a PARTS record (annotate a subclass's PARTS with it when the class is meant to be subclassed). */
export type HandlebarsTemplateParts = Record<string, HandlebarsTemplatePart>;

export interface HandlebarsRenderOptions extends ApplicationRenderOptions {
  parts?: string[];
}

interface HandlebarsApi {
  renderTemplate(path: string, data: object): Promise<string>;
  loadTemplates(paths: string[] | Record<string, string>): Promise<unknown>;
}

interface PartSyncState {
  focus?: string;
  scrollPositions: [HTMLElement, number, number][];
}

function handlebars(): HandlebarsApi {
  const api = globalOf<{ applications?: { handlebars?: HandlebarsApi } }>("foundry")?.applications?.handlebars;
  if (!api) throw new Error("The Foundry double is not installed: foundry.applications.handlebars is missing");
  return api;
}

// TypeScript requires a mixin's base constructor to take `...args: any[]`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ApplicationClass = abstract new (...args: any[]) => ApplicationV2;

export function HandlebarsApplicationMixin<TBase extends ApplicationClass>(BaseApplication: TBase) {
  abstract class HandlebarsApplication extends BaseApplication {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    constructor(...args: any[]) {
      super(...args);
      Object.values((this.constructor as unknown as { PARTS: HandlebarsTemplateParts }).PARTS).forEach((part, i) => {
        if (part.root && i > 0) throw new Error("A root template must be first in the PARTS record.");
      });
    }

    static PARTS: HandlebarsTemplateParts = {};

    #parts: Record<string, HTMLElement> = {};

    #partDescriptors: Readonly<Record<string, HandlebarsTemplatePart>> = {};

    /** The rendered element of each part. */
    get parts(): Record<string, HTMLElement> {
      return this.#parts;
    }

    override _configureRenderOptions(options: HandlebarsRenderOptions): void {
      super._configureRenderOptions(options);
      this.#partDescriptors = Object.freeze(this._configureRenderParts(options));
      if (options.parts?.some((id) => this.#partDescriptors[id]?.root)) options.parts = undefined;
      options.parts ??= Object.keys(this.#partDescriptors);
    }

    _configureRenderParts(_options: HandlebarsRenderOptions): Record<string, HandlebarsTemplatePart> {
      const parts = deepClone((this.constructor as unknown as { PARTS: HandlebarsTemplateParts }).PARTS);
      for (const part of Object.values(parts)) part.templates ??= [];
      return parts;
    }

    override async _preRender(context: Plain, options: HandlebarsRenderOptions): Promise<void> {
      await super._preRender(context, options);
      const all = new Set<string>();
      for (const part of Object.values(this.#partDescriptors)) {
        all.add(part.template);
        for (const template of part.templates ?? []) all.add(template);
      }
      await handlebars().loadTemplates(Array.from(all));
    }

    override async _renderHTML(context: Plain, options: HandlebarsRenderOptions): Promise<Record<string, HTMLElement>> {
      const rendered: Record<string, HTMLElement> = {};
      for (const partId of options.parts ?? []) {
        const part = this.#partDescriptors[partId];
        if (!part) {
          globalOf<{ notifications?: { warn(m: string): unknown } }>("ui")?.notifications?.warn(
            `Part "${partId}" is not a supported template part for ${this.constructor.name}`,
          );
          continue;
        }
        const partContext = await this._preparePartContext(partId, context, options);
        try {
          const html = await handlebars().renderTemplate(part.template, partContext);
          rendered[partId] = this.#parsePartHTML(partId, part, html);
        } catch (err) {
          throw new Error(`Failed to render template part "${partId}":\n${(err as Error).message}`, { cause: err });
        }
      }
      return rendered;
    }

    /** The context of one part; by default the shared context itself, with `partId` set. */
    async _preparePartContext(partId: string, context: Plain, _options: HandlebarsRenderOptions): Promise<Plain> {
      context.partId = `${this.id}-${partId}`;
      return context;
    }

    #parsePartHTML(partId: string, part: HandlebarsTemplatePart, html: string): HTMLElement {
      const holder = document.createElement("div");
      holder.innerHTML = html;
      applyParsedSelectedness(holder);
      const multipartRoot = part.root && holder.children.length > 1;
      if (holder.children.length !== 1 && !multipartRoot)
        throw new Error(`Template part "${partId}" must render a single HTML element.`);
      const element = (multipartRoot ? holder : holder.firstElementChild) as HTMLElement;
      element.dataset.applicationPart = partId;
      if (part.id) element.id = `${this.id}-${part.id}`;
      if (part.classes) element.classList.add(...part.classes);
      return element;
    }

    override _replaceHTML(
      result: Record<string, HTMLElement>,
      content: HTMLElement,
      options: HandlebarsRenderOptions,
    ): void {
      for (const [partId, element] of Object.entries(result)) {
        const part = this.#partDescriptors[partId] as HandlebarsTemplatePart;
        const prior = part.root ? content : content.querySelector<HTMLElement>(`[data-application-part="${partId}"]`);
        const state: PartSyncState = { scrollPositions: [] };
        if (prior) {
          this._preSyncPartState(partId, element, prior, state);
          if (part.root) prior.replaceChildren(...Array.from(element.children));
          else prior.replaceWith(element);
          this._syncPartState(partId, element, prior, state);
        } else content.appendChild(element);
        this._attachPartListeners(partId, element, options);
        this.#parts[partId] = element;
      }
    }

    _preSyncPartState(partId: string, newElement: HTMLElement, priorElement: HTMLElement, state: PartSyncState): void {
      const part = this.#partDescriptors[partId] as HandlebarsTemplatePart;
      const focus = priorElement.querySelector<HTMLElement & { name?: string }>(":focus");
      if (focus?.id) state.focus = `#${CSS.escape(focus.id)}`;
      else if (focus?.name) state.focus = `${focus.tagName}[name="${focus.name}"]`;
      else state.focus = undefined;
      for (const selector of part.scrollable ?? []) {
        const before = selector === "" ? priorElement : priorElement.querySelector<HTMLElement>(selector);
        const after = selector === "" ? newElement : newElement.querySelector<HTMLElement>(selector);
        if (before && after) state.scrollPositions.push([after, before.scrollTop, before.scrollLeft]);
      }
    }

    _syncPartState(_partId: string, newElement: HTMLElement, _priorElement: HTMLElement, state: PartSyncState): void {
      if (state.focus) newElement.querySelector<HTMLElement>(state.focus)?.focus();
      for (const [element, scrollTop, scrollLeft] of state.scrollPositions)
        Object.assign(element, { scrollTop, scrollLeft });
    }

    override _tearDown(options: Plain): void {
      super._tearDown(options);
      this.#parts = {};
    }

    _attachPartListeners(partId: string, element: HTMLElement, _options: HandlebarsRenderOptions): void {
      const part = this.#partDescriptors[partId] as HandlebarsTemplatePart;
      for (const [selector, formConfig] of Object.entries(part.forms ?? {})) {
        const form = (element.matches(selector) ? element : element.querySelector(selector)) as HTMLFormElement;
        form.addEventListener("submit", (event) => void this._onSubmitForm(formConfig, event));
        form.addEventListener("change", (event) => this._onChangeForm(formConfig, event));
      }
    }
  }
  return HandlebarsApplication;
}
