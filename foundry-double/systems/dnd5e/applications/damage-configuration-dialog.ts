/**
 * dnd5e's DamageRollConfigurationDialog (module/applications/dice/damage-configuration-dialog.mjs at 965ad2d, release
 * 5.3.3; no change in 6.0.0 at c83a613):
 * - its rolls are CONFIG.Dice.DamageRoll; PARTS as the roll dialog's, the formulas part drawn by
 *   templates/dice/damage-formulas.hbs (each roll's formula, its damage type — a `roll.N.damageType` select when the
 *   roll allows several — and its `roll.N.situational` input);
 * - two buttons, `data-action` critical ("DND5E.CriticalHit", a bomb icon) and normal ("DND5E.Normal", or
 *   "DND5E.Roll" when no critical is allowed); critical is the default when `options.defaultButton` is "critical"
 *   and a critical is allowed; the critical button is removed when `config.critical.allow` is false;
 * - _buildConfig: the roll dialog's, then the form's damage type (when chosen) into `options.type`;
 * - _finalizeRolls(action): `config.isCritical` = the button was critical; each roll gets it in its options and
 *   configureDamage({critical: config.critical}) runs again — so while the window is open, `rolls` carry the crit
 *   state they were built with (the attack's).
 */
import type { HandlebarsRenderOptions, HandlebarsTemplateParts } from "../../../applications/handlebars-application";
import { mergeObject } from "../../../utils";
import { RollConfigurationDialog, type RollTypeClass } from "./roll-configuration-dialog";
import { localize } from "../utils";
import { dnd5eConfig } from "../config";
import type { BasicRoll } from "../dice/basic-roll";
import type { FormDataLike, RollConfiguration } from "../dice/types";
import { diceClass } from "../../kit/globals";
import type { Plain } from "../../kit/data";

interface DamageRollLike extends BasicRoll {
  configureDamage(options: { critical?: unknown }): void;
}

function isDamageRoll(roll: BasicRoll): roll is DamageRollLike {
  return "configureDamage" in roll;
}

interface DamageTypeConfig {
  label: string;
  icon?: string;
}

export class DamageRollConfigurationDialog extends RollConfigurationDialog {
  static override PARTS: HandlebarsTemplateParts = {
    ...RollConfigurationDialog.PARTS,
    formulas: { template: "systems/dnd5e/templates/dice/damage-formulas.hbs" },
  };

  static override get rollType(): RollTypeClass {
    return diceClass<RollTypeClass>("DamageRoll");
  }

  override async _prepareButtonsContext(context: Plain, _options: HandlebarsRenderOptions): Promise<Plain> {
    const allowCritical = this.config.critical?.allow !== false;
    const defaultCritical = allowCritical && this.options.defaultButton === "critical";
    const buttons: Plain = {
      critical: {
        default: defaultCritical,
        icon: '<i class="fa-solid fa-bomb" inert></i>',
        label: localize("DND5E.CriticalHit"),
      },
      normal: {
        default: !defaultCritical,
        icon: '<i class="fa-solid fa-dice" inert></i>',
        label: localize(allowCritical ? "DND5E.Normal" : "DND5E.Roll"),
      },
    };
    if (!allowCritical) delete buttons.critical;
    context.buttons = buttons;
    return context;
  }

  override async _prepareFormulasContext(context: Plain, options: HandlebarsRenderOptions): Promise<Plain> {
    context = await super._prepareFormulasContext(context, options);
    const { damageTypes, healingTypes } = dnd5eConfig();
    const allTypes: Record<string, DamageTypeConfig> = mergeObject(damageTypes, healingTypes, { inplace: false });
    context.rolls = this.rolls.map((roll) => {
      const types = roll.options.types ?? [];
      return {
        roll,
        damageConfig: allTypes[String(roll.options.type)] ?? allTypes[String(types[0])],
        damageTypes:
          types.length > 1
            ? Object.entries(allTypes)
                .filter(([key]) => types.includes(key))
                .map(([value, config]) => ({ value, label: config.label }))
            : null,
      };
    });
    return context;
  }

  override _buildConfig(
    config: RollConfiguration,
    formData: FormDataLike | undefined,
    index: number,
  ): RollConfiguration {
    config = super._buildConfig(config, formData, index);
    const damageType = formData?.get(`roll.${index}.damageType`);
    if (damageType) (config.options ??= {}).type = String(damageType);
    return config;
  }

  override _finalizeRolls(action: string | undefined): BasicRoll[] {
    this.config.isCritical = action === "critical";
    return this.rolls.map((roll) => {
      roll.options.isCritical = this.config.isCritical;
      if (isDamageRoll(roll)) roll.configureDamage({ critical: this.config.critical });
      return roll;
    });
  }
}
