/**
 * dnd5e's "Configure Visibility" settings menu (dnd5e module/applications/settings/visibility-settings.mjs and
 * base-settings.mjs at 965ad2d, release 5.3.3; the same in 6.0.0), a GM's window registered with
 * `registerMenu("dnd5e", "visibilityConfiguration", {restricted: true})`:
 * - BaseSettingsConfig: an Application5e form (standard-form, 500 px wide, closed on submit), PARTS config
 *   (templates/settings/base-config.hbs: a fieldset of the fields) and footer (a Save Changes button);
 *   createSettingField(name): the registered setting's field — a required, non-blank StringField for a String
 *   setting, a BooleanField drawn as a checkbox for a Boolean one — with its localized name and hint, its current
 *   value, and its choices as localized options;
 * - submission: each field's value written with game.settings.set("dnd5e", key, value).
 * - VisibilitySettingsConfig: titled SETTINGS.DND5E.VISIBILITY.Label, its fields challengeVisibility and
 *   attackRollVisibility.
 * Not emulated: its other two fields (bloodied, concealItemDescriptions: settings the double does not register), the
 * Number fields, dnd5e's own checkbox element (`dnd5e-checkbox`: a plain checkbox of the same name and state stands
 * for it) and the reload prompt of a setting that requires one (none of the double's does).
 */
import type { ApplicationDefaultOptions } from "../../../applications/application";
import type { FormDataExtended } from "../../../applications/form-data-extended";
import type { HandlebarsRenderOptions, HandlebarsTemplateParts } from "../../../applications/handlebars-application";
import { BooleanField, StringField } from "../../../data/fields";
import { createCheckboxInput, type InputConfig } from "../../../applications/fields";
import { expandObject } from "../../../utils";
import { Application5e } from "./dialog5e";
import { game, localize } from "../utils";
import type { Plain } from "../../kit/data";

interface RegisteredSetting {
  name?: string;
  hint?: string;
  type?: unknown;
  choices?: Record<string, string>;
}

export class BaseSettingsConfig extends Application5e {
  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    tag: "form",
    classes: ["standard-form"],
    position: { width: 500 },
    form: { closeOnSubmit: true, handler: BaseSettingsConfig.#onCommitChanges },
  };

  static override PARTS: HandlebarsTemplateParts = {
    config: { template: "systems/dnd5e/templates/settings/base-config.hbs" },
    footer: { template: "templates/generic/form-footer.hbs" },
  };

  override async _preparePartContext(partId: string, context: Plain, options: HandlebarsRenderOptions): Promise<Plain> {
    context = await super._preparePartContext(partId, context, options);
    context.fields = [];
    context.buttons = [{ type: "submit", icon: "fas fa-save", label: "SETTINGS.Save" }];
    return context;
  }

  /** The field of a String or Boolean setting of the dnd5e namespace, as createSettingField makes it. */
  createSettingField(name: string): Plain {
    const settings = game().settings;
    const setting: RegisteredSetting | undefined = settings.settings.get(`dnd5e.${name}`);
    if (!setting) throw new Error(`Setting \`dnd5e.${name}\` not registered.`);
    if (setting.type !== String && setting.type !== Boolean)
      throw new Error("The double's settings fields are String and Boolean settings only");
    const Field = setting.type === Boolean ? BooleanField : StringField;
    const data: Plain = {
      name,
      field: new Field({ required: true, blank: false }),
      hint: localize(setting.hint ?? ""),
      label: localize(setting.name ?? ""),
      value: settings.get("dnd5e", name),
    };
    if (setting.type === Boolean) data.input = (_field: unknown, config: InputConfig) => createCheckboxInput(config);
    if (setting.choices)
      data.options = Object.entries(setting.choices).map(([value, label]) => ({ value, label: localize(label) }));
    return data;
  }

  static async #onCommitChanges(_event: Event, _form: HTMLFormElement, formData: FormDataExtended): Promise<void> {
    const settings = game().settings;
    for (const [key, value] of Object.entries(expandObject(formData.object))) await settings.set("dnd5e", key, value);
  }
}

export class VisibilitySettingsConfig extends BaseSettingsConfig {
  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    window: { title: "SETTINGS.DND5E.VISIBILITY.Label" },
  };

  override async _preparePartContext(partId: string, context: Plain, options: HandlebarsRenderOptions): Promise<Plain> {
    context = await super._preparePartContext(partId, context, options);
    context.fields = [this.createSettingField("challengeVisibility"), this.createSettingField("attackRollVisibility")];
    return context;
  }
}
