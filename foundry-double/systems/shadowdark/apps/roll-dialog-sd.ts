/**
 * Shadowdark's RollDialogSD (system/src/apps/RollDialogSD.mjs at cf357e3, release 4.0.4; templates/dialog/roll.hbs
 * and roll-footer.hbs), `shadowdark.apps.RollDialogSD`: HandlebarsApplicationMixin(ApplicationV2), id
 * "sd-roll-dialog", tag "form", not resizable, 380 wide, not closed on submit; PARTS form and footer.
 * - constructed with (config, options): the roll's configuration (dice.ts RollConfig) kept as `config`, live: the
 *   dialog edits it; `submitted` false. Its title is the config's type.
 * - context: the heading; the main roll (its label, the input `mainRoll.formula`, its tooltips); the advantage radios
 *   (`advantage` = "1", "0", "-1": Advantage, Normal, Disadvantage), the one equal to `mainRoll.advantage` (0 by
 *   default) checked — none when the config's advantage is another number (two advantages from effects); the damage
 *   roll's input; each situational effect of `config.situational` (its item's name, its description without HTML,
 *   checked when in `config.selected`); the roll mode and CONFIG.Dice.rollModes. Then `Hooks.call("SD-Roll-Dialog",
 *   context)`, awaited, before the context is returned.
 * - on each render: a submit listener on the form (one more each render: the element stays), Enter kept from
 *   submitting, and each situational checkbox's change: `config.selected` = the checked ones, the actor's config
 *   generator for the config's type run again (it writes the formula, the advantage and the situational list anew),
 *   then the whole dialog rendered again. Neither the radios nor the formula's input re-render it.
 * - submitting: the typed formula into `mainRoll.formula` (a changed one marks the roll modified, with a tooltip), the
 *   damage formula likewise, the checked radio's number into `mainRoll.advantage` (none checked: left as it was), the
 *   roll mode chosen; `result` = the form's data, `submitted` true, and the dialog closes.
 * Not emulated: the ammunition select (its options, fromUuid of each ammunition item, and the choice written back).
 */
import {
  ApplicationV2,
  type ApplicationDefaultOptions,
  type ApplicationRenderOptions,
} from "../../../applications/application";
import { HandlebarsApplicationMixin, type HandlebarsTemplateParts } from "../../../applications/handlebars-application";
import { FormDataExtended } from "../../../applications/form-data-extended";
import type { RollConfig } from "../dice/dice";
import { format, game, localize, removeHTML } from "../utils";
import { CONFIG } from "../../../globals";
import type { Plain } from "../../kit/data";
import { fromUuid, hooks } from "../../kit/globals";

interface SituationalEffect {
  description: string;
  parent: { name: string };
}

interface ConfiguringActor {
  system: { rollConfigGenerators: Record<string, ((config: RollConfig) => unknown) | undefined> };
}

export class RollDialogSD extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    id: "sd-roll-dialog",
    tag: "form",
    window: { resizable: false },
    position: { width: 380 },
    form: { closeOnSubmit: false },
  };

  static override PARTS: HandlebarsTemplateParts = {
    form: { template: "systems/shadowdark/templates/dialog/roll.hbs" },
    footer: { template: "systems/shadowdark/templates/dialog/roll-footer.hbs" },
  };

  constructor(config: RollConfig, options: ApplicationDefaultOptions = {}) {
    super(options);
    this.config = config;
    this.submitted = false;
  }

  config: RollConfig;

  submitted: boolean;

  result: Plain | undefined;

  override get title(): string {
    return this.config.type ?? "";
  }

  override async _prepareContext(options: ApplicationRenderOptions): Promise<Plain> {
    const context = await super._prepareContext(options);
    const config = this.config;
    context.heading = config.heading;
    if (config?.mainRoll?.formula) {
      context.mainRoll = {
        label: config.mainRoll.label,
        key: "mainRoll.formula",
        tooltip: config.mainRoll.tooltips,
        formula: config.mainRoll.formula,
      };
    }
    if (config?.mainRoll) {
      const currentAdvantage = config.mainRoll.advantage ?? 0;
      context.advantageOptions = [
        { value: "1", label: localize("SHADOWDARK.roll.advantage"), checked: currentAdvantage === 1 },
        { value: "0", label: localize("SHADOWDARK.roll.normal"), checked: currentAdvantage === 0 },
        { value: "-1", label: localize("SHADOWDARK.roll.disadvantage"), checked: currentAdvantage === -1 },
      ];
    }
    if (config?.damageRoll?.formula) {
      context.damageRoll = {
        label: config.damageRoll.label,
        key: "damageRoll.formula",
        tooltip: config.damageRoll.tooltips,
        formula: config.damageRoll.formula,
      };
    }
    const situationalOptions: Plain[] = [];
    for (const uuid of config.situational ?? []) {
      const effect = (await fromUuid(uuid)) as SituationalEffect | null;
      if (!effect) continue;
      situationalOptions.push({
        name: effect.parent.name,
        description: removeHTML(effect.description),
        key: uuid,
        selected: config.selected?.includes(uuid) ?? false,
      });
    }
    context.situationalOptions = situationalOptions;
    context.rollMode = config.rollMode;
    context.rollModes = CONFIG().Dice.rollModes;
    await hooks().call("SD-Roll-Dialog", context);
    return context;
  }

  override async _onRender(context: Plain, options: ApplicationRenderOptions): Promise<void> {
    await super._onRender(context, options);
    this.element.addEventListener("submit", (event) => this._onSubmit(event));
    this.element.addEventListener("keydown", (event) => {
      if (event.key === "Enter") event.preventDefault();
    });
    for (const checkbox of this.element.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="selected"]')) {
      checkbox.addEventListener("change", () => void this._onCheckboxChange());
    }
  }

  async _onCheckboxChange(): Promise<void> {
    const formData = new FormDataExtended(this.element as HTMLFormElement).object;
    const selected = formData.selected;
    this.config.selected = selected ? (Array.isArray(selected) ? (selected as string[]) : [selected as string]) : [];
    const actor = game().actors.get(this.config.actorId ?? "") as ConfiguringActor | undefined;
    await actor?.system.rollConfigGenerators[this.config.type ?? ""]?.(this.config);
    await this.render(true);
  }

  _onSubmit(event: Event): void {
    event.preventDefault();
    const formData = new FormDataExtended(this.element as HTMLFormElement).object;
    const config = this.config;
    for (const part of ["mainRoll", "damageRoll"] as const) {
      const typed = formData[`${part}.formula`];
      const roll = config?.[part];
      if (typed === undefined || !roll) continue;
      if (typed !== roll.formula) {
        roll.modified = true;
        roll.tooltips = `${format("SHADOWDARK.roll.tooltip.formula_replaced", { formula: roll.formula })}, `.concat(
          String(roll.tooltips),
        );
      }
      roll.formula = typed as string;
    }
    if (formData.advantage !== undefined) {
      const advantageValue = parseInt(String(formData.advantage));
      formData["mainRoll.advantage"] = advantageValue;
      delete formData.advantage;
      if (config?.mainRoll) config.mainRoll.advantage = advantageValue;
    }
    if (formData.rollMode !== undefined) config.rollMode = formData.rollMode as string;
    this.result = formData;
    this.submitted = true;
    void this.close();
  }
}
