/**
 * dnd5e's d20 roll dialogs (module/applications/dice/d20-configuration-dialog.mjs, attack-configuration-dialog.mjs
 * and skill-tool-configuration-dialog.mjs at 965ad2d, release 5.3.3; the same in 6.0.0 at c83a613):
 * - D20RollConfigurationDialog: its rolls are CONFIG.Dice.D20Roll. Three buttons, `data-action` advantage, normal and
 *   disadvantage, labelled DND5E.Advantage / Normal / Disadvantage, no icon; the autofocused (default) one is
 *   `options.defaultButton`, else advantage when some roll config asks for advantage (its advantageMode, else its
 *   advantage without disadvantage) and none for disadvantage, disadvantage the other way round, else normal.
 *   _finalizeRolls(action): every roll gets the pressed button's mode (anything but advantage / disadvantage is
 *   NORMAL) and configureModifiers runs again — so while the window is open, `rolls` carry the default mode only.
 * - AttackRollConfigurationDialog: before the roll mode, a select of the attack modes when there are any
 *   (`options.attackModeOptions`), its value the process config's; the attack activity's buildConfig reads it back
 *   from the form (item.ts). Not emulated: the ammunition and mastery selects (the double's weapons have neither).
 * - SkillToolRollConfigurationDialog: with `options.chooseAbility` (default true) an `ability` select of the
 *   configured abilities first, its value the process config's ability; the actor's buildConfig reads it from the
 *   form. Changing it also retitles the window and the message's flavor for a skill.
 */
import type { ApplicationFormConfiguration } from "../../../applications/application";
import type { ApplicationDefaultOptions } from "../../../applications/application";
import type { HandlebarsRenderOptions } from "../../../applications/handlebars-application";
import { StringField } from "../../../data/fields";
import { setProperty } from "../../../utils";
import { RollConfigurationDialog, type RollTypeClass } from "./roll-configuration-dialog";
import { format, localize } from "../utils";
import { dnd5eConfig } from "../config";
import type { BasicRoll } from "../dice/basic-roll";
import type { RollOptions } from "../dice/types";
import { diceClass } from "../../kit/globals";
import type { Plain } from "../../kit/data";

interface D20RollStatics extends RollTypeClass {
  ADV_MODE: { NORMAL: number; ADVANTAGE: number; DISADVANTAGE: number };
}

const d20Roll = (): D20RollStatics => diceClass<D20RollStatics>("D20Roll");

export class D20RollConfigurationDialog extends RollConfigurationDialog {
  static override get rollType(): RollTypeClass {
    return d20Roll();
  }

  override async _prepareButtonsContext(context: Plain, _options: HandlebarsRenderOptions): Promise<Plain> {
    let defaultButton = this.options.defaultButton as string | undefined;
    const { ADV_MODE } = d20Roll();
    if (!defaultButton) {
      let advantage = false;
      let disadvantage = false;
      for (const roll of this.config.rolls ?? []) {
        const options = roll.options as RollOptions | undefined;
        if (!options) continue;
        if (options.advantageMode === ADV_MODE.ADVANTAGE) advantage = true;
        else if (options.advantageMode === ADV_MODE.DISADVANTAGE) disadvantage = true;
        else if (options.advantage && !options.disadvantage) advantage = true;
        else if (!options.advantage && options.disadvantage) disadvantage = true;
      }
      if (advantage && !disadvantage) defaultButton = "advantage";
      else if (!advantage && disadvantage) defaultButton = "disadvantage";
    }
    context.buttons = {
      advantage: { default: defaultButton === "advantage", label: localize("DND5E.Advantage") },
      normal: {
        default: !["advantage", "disadvantage"].includes(defaultButton ?? ""),
        label: localize("DND5E.Normal"),
      },
      disadvantage: { default: defaultButton === "disadvantage", label: localize("DND5E.Disadvantage") },
    };
    return context;
  }

  override _finalizeRolls(action: string | undefined): BasicRoll[] {
    const { ADV_MODE } = d20Roll();
    let advantageMode = ADV_MODE.NORMAL;
    if (action === "advantage") advantageMode = ADV_MODE.ADVANTAGE;
    else if (action === "disadvantage") advantageMode = ADV_MODE.DISADVANTAGE;
    return this.rolls.map((roll) => {
      roll.options.advantageMode = advantageMode;
      (roll as BasicRoll & { configureModifiers(): void }).configureModifiers();
      return roll;
    });
  }
}

export interface SelectOptionEntry {
  value?: string;
  label?: string;
  rule?: boolean;
  disabled?: boolean;
  [key: string]: unknown;
}

export class AttackRollConfigurationDialog extends D20RollConfigurationDialog {
  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = { attackModeOptions: [] };

  override async _prepareConfigurationContext(context: Plain, options: HandlebarsRenderOptions): Promise<Plain> {
    context = await super._prepareConfigurationContext(context, options);
    const modes = this.options.attackModeOptions as SelectOptionEntry[];
    if (!modes.length) return context;
    const label = localize("DND5E.ATTACK.Mode.Label");
    const field = new StringField({ label, blank: false, required: true });
    const attackMode = { field, name: "attackMode", options: modes, value: this.config.attackMode };
    context.fields = [attackMode, ...(context.fields as Plain[])];
    return context;
  }
}

export class SkillToolRollConfigurationDialog extends D20RollConfigurationDialog {
  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = { chooseAbility: true };

  override async _prepareConfigurationContext(context: Plain, options: HandlebarsRenderOptions): Promise<Plain> {
    context = await super._prepareConfigurationContext(context, options);
    if (this.options.chooseAbility) {
      const abilities = dnd5eConfig().abilities;
      (context.fields as Plain[]).unshift({
        field: new StringField({ required: true, blank: false, label: localize("DND5E.Abilities") }),
        name: "ability",
        options: Object.entries(abilities).map(([value, { label }]) => ({ value, label })),
        value: this.config.ability,
      });
    }
    return context;
  }

  override _onChangeForm(formConfig: ApplicationFormConfiguration, event: Event): void {
    super._onChangeForm(formConfig, event);
    const target = event.target as HTMLSelectElement | null;
    if (this.config.skill && target?.name === "ability") {
      const skills = dnd5eConfig().skills;
      const abilities = dnd5eConfig().abilities;
      const skillLabel = skills[this.config.skill]?.label ?? "";
      const ability = target.value ?? this.config.ability;
      const abilityLabel = abilities[ability]?.label ?? "";
      const flavor = format("DND5E.SkillPromptTitle", { skill: skillLabel, ability: abilityLabel });
      setProperty(this.message, "data.flavor", flavor);
      this._updateFrame({ window: { title: flavor } });
    }
  }
}
