/**
 * The base of dnd5e's windows as a roll dialog meets it (dnd5e module/applications/api/application-v2-mixin.mjs,
 * application.mjs and dialog.mjs at 965ad2d, release 5.3.3; 6.0.0 at c83a613 only drops the pre-v14 branches):
 * - ApplicationV2Mixin: HandlebarsApplicationMixin(ApplicationV2) extended by a class named BaseApplication5e, so the
 *   render hooks of a dnd5e window run through renderBaseApplication5e and renderHandlebarsApplication too. Its
 *   defaults add the class "dnd5e2" and an empty window subtitle; a first render of a framed window takes the
 *   subtitle from the options, shown in an `h2.window-subtitle` after the title (and updated by _updateFrame); the
 *   context gets `CONFIG` (CONFIG.DND5E) and `inputs` (foundry.applications.fields); each part gets its own copy of
 *   the context.
 * - Application5e = ApplicationV2Mixin(ApplicationV2).
 * - Dialog5e: a `<dialog>` whose content is a `form.standard-form`, not minimizable; its own parts (content, footer)
 *   are replaced by the roll dialogs' PARTS.
 * Not emulated: the header's context menu (ContextMenu5e), collapsible sections, containers (no roll dialog part has
 * one), multi-select tags, label hints, ProseMirror plugins, image editing, the edit-mode toggle, field disabling, the
 * confirm dialog and child/detached rendering (_renderChild, _detachOptions); Dialog5e's `options.templates` added to
 * its content part (no roll dialog has that part) and its second copy of each part's context (a copy of a copy).
 */
import {
  ApplicationV2,
  type ApplicationDefaultOptions,
  type ApplicationRenderOptions,
} from "../../../applications/application";
import {
  HandlebarsApplicationMixin,
  type HandlebarsTemplateParts,
  type HandlebarsRenderOptions,
} from "../../../applications/handlebars-application";
import { localize } from "../utils";
import { CONFIG, foundryNs } from "../../../globals";
import type { Plain } from "../../kit/data";

export class BaseApplication5e extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    classes: ["dnd5e2"],
    window: { subtitle: "" },
  };

  static override PARTS: HandlebarsTemplateParts = {};

  get subtitle(): string {
    return localize(String((this.options.window as { subtitle?: string }).subtitle ?? ""));
  }

  override _configureRenderOptions(options: HandlebarsRenderOptions): void {
    super._configureRenderOptions(options);
    if (options.isFirstRender && this.hasFrame) {
      options.window ||= {};
      const window = options.window as { subtitle?: string };
      window.subtitle ||= this.subtitle;
    }
  }

  override async _prepareContext(options: ApplicationRenderOptions): Promise<Plain> {
    const context = await super._prepareContext(options);
    const fields = foundryNs().applications.fields;
    context.CONFIG = CONFIG().DND5E;
    context.inputs = { ...fields };
    return context;
  }

  override async _preparePartContext(partId: string, context: Plain, options: HandlebarsRenderOptions): Promise<Plain> {
    return { ...(await super._preparePartContext(partId, context, options)) };
  }

  override async _renderFrame(options: ApplicationRenderOptions): Promise<HTMLElement> {
    const frame = await super._renderFrame(options);
    if (!this.hasFrame) return frame;
    const subtitle = document.createElement("h2");
    subtitle.classList.add("window-subtitle");
    frame.querySelector(".window-title")?.insertAdjacentElement("afterend", subtitle);
    return frame;
  }

  override _updateFrame(options: ApplicationRenderOptions): void {
    super._updateFrame(options);
    const window = options.window as { subtitle?: string } | undefined;
    if (window && "subtitle" in window) {
      (this.element.querySelector(".window-header > .window-subtitle") as HTMLElement).innerText =
        window.subtitle ?? "";
    }
  }
}

export class Application5e extends BaseApplication5e {}

export class Dialog5e extends Application5e {
  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    tag: "dialog",
    window: { contentTag: "form", contentClasses: ["standard-form"], minimizable: false },
  };

  static override PARTS: HandlebarsTemplateParts = {
    content: { template: "systems/dnd5e/templates/shared/dialog-content.hbs" },
    footer: { template: "templates/generic/form-footer.hbs" },
  };
}
