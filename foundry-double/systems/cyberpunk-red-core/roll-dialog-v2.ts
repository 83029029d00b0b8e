/**
 * Cyberpunk RED's roll dialog as the fork moved it to Application V2 (VacantFanatic/fvtt-cyberpunk-red-core-dev 1.3.7
 * at a9c19bd5, "a396402 Migrate CPR dialog base to ApplicationV2"): `CPRRollDialog extends CPRDialog`
 * (src/modules/dialog/cpr-roll-dialog.js:6-228) and `CPRDialog extends HandlebarsApplicationMixin(ApplicationV2)`
 * (src/modules/dialog/cpr-dialog-application.js:9-…): `tag: "form"`, `form.submitOnChange: true`,
 * `closeOnSubmit: false` (:12-49); one part `form`, the roll's `rollPrompt` swapped in by `_configureRenderParts`
 * (:99-108); the handler `#onSubmitForm` merges the form's object into the roll and renders again (:206-210) — it
 * never calls `_updateObject`, so the additional mods field merges as text, whose missing `forEach` fails the next
 * render (`_prepareContext`, cpr-roll-dialog.js:78-85) and the roll's `totalMods` — read from the code, not seen in
 * a running Foundry; the buttons' action `dialogButton` (:185-191). Not emulated: situational mods, role rolls,
 * program damage.
 */
import { ApplicationV2, type ApplicationDefaultOptions } from "../../applications/application";
import {
  HandlebarsApplicationMixin,
  type HandlebarsRenderOptions,
  type HandlebarsTemplatePart,
} from "../../applications/handlebars-application";
import { mergeObject } from "../../utils";
import type { Plain } from "../kit/data";
import { CPRSkillRoll, type CPRRoll } from "./rolls";
import { dialogButtons, prototypeChain, type Settled } from "./roll-dialog-parts";

class CPRDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  settle: Settled = { confirm: () => undefined, cancel: () => undefined };

  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    classes: ["dialog"],
    tag: "form",
    position: { width: 400, height: "auto" },
    window: { resizable: true },
    form: { handler: CPRDialog.#onSubmitForm, submitOnChange: true, closeOnSubmit: false },
    actions: { dialogButton: CPRDialog.#onDialogButton },
  };

  static override PARTS = {
    form: { template: "systems/cyberpunk-red-core/templates/dialog/cpr-default-prompt.hbs" },
  };

  constructor(
    readonly dialogData: object,
    readonly templateOverride: string,
  ) {
    super({});
  }

  override _configureRenderParts(options: HandlebarsRenderOptions): Record<string, HandlebarsTemplatePart> {
    const parts = super._configureRenderParts(options);
    return parts.form ? { ...parts, form: { ...parts.form, template: this.templateOverride } } : parts;
  }

  static async #onSubmitForm(this: unknown, _event: Event, _form: HTMLFormElement, formData: { object: Plain }) {
    if (!(this instanceof CPRDialog)) return;
    mergeObject(this.dialogData, formData.object);
    await this.render(true);
  }

  static async #onDialogButton(this: unknown, event: Event, target: HTMLElement) {
    event.preventDefault();
    if (!(this instanceof CPRDialog)) return;
    if (target.getAttribute("name") === "confirm") this.settle.confirm();
    else this.settle.cancel();
    await this.close();
  }
}

export class CPRRollDialog extends CPRDialog {
  /** `SystemUtils.getPrototypeChain(rollData)` (cpr-systemUtils.js:638-648): the roll's class names, nearest first. */
  readonly prototypeChain: string[];

  constructor(
    readonly rollData: CPRRoll,
    readonly actor: unknown,
  ) {
    super(rollData, rollData.rollPrompt);
    this.prototypeChain = prototypeChain(rollData);
  }

  override get title(): string {
    return this.rollData.rollTitle;
  }

  override async _prepareContext(options: Plain): Promise<Plain> {
    const context = await super._prepareContext(options);
    // cpr-roll-dialog.js:78-85: the mods added up with `forEach`, which text merged by the handler does not have.
    let totalMods = 0;
    this.rollData.mods.forEach((mod) => (totalMods += mod.value));
    this.rollData.additionalMods.forEach((mod) => (totalMods += Number.parseInt(String(mod), 10)));
    return {
      totalMods,
      ...context,
      rollData: this.rollData,
      isSkillRoll: this.rollData instanceof CPRSkillRoll,
      buttons: dialogButtons(),
    };
  }

  /** `showDialog` (:302-308): drawn, and the roll handed back on Confirm (undefined once cancelled). */
  static async showDialog(
    roll: CPRRoll,
    actor: unknown,
  ): Promise<{ app: CPRRollDialog; settled: Promise<CPRRoll | undefined> }> {
    const app = new CPRRollDialog(roll, actor);
    const settled = new Promise<CPRRoll | undefined>((resolve) => {
      app.settle = { confirm: () => resolve(roll), cancel: () => resolve(undefined) };
    });
    await app.render({ force: true });
    return { app, settled };
  }
}
