/**
 * dnd5e's "Configure Combat" settings menu (dnd5e module/applications/settings/combat-settings.mjs at 965ad2d,
 * release 5.3.3; the same in 6.0.0), a GM's window registered with `registerMenu("dnd5e", "combatConfiguration",
 * {restricted: true})`: a BaseSettingsConfig (visibility-settings.ts) titled SETTINGS.DND5E.COMBAT.Label whose
 * `initiative` part, under the legend DND5E.Initiative, holds initiativeDexTiebreaker, and whose `criticals` part,
 * under SETTINGS.DND5E.CRITICAL.Name, the two Boolean settings a critical's damage reads — criticalDamageModifiers
 * (*Multiply Modifiers*) and criticalDamageMaxDice (*Maximize Dice*) — each a checkbox, written on Save Changes.
 * Not emulated: the initiative part's initiativeScore and the `npcs` part (autoRecharge, autoRollNPCHP): settings the
 * double does not register.
 */
import type { ApplicationDefaultOptions } from "../../../applications/application";
import type { HandlebarsRenderOptions, HandlebarsTemplateParts } from "../../../applications/handlebars-application";
import { BaseSettingsConfig } from "./visibility-settings";
import { localize } from "../utils";
import type { Plain } from "../../kit/data";

export class CombatSettingsConfig extends BaseSettingsConfig {
  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    window: { title: "SETTINGS.DND5E.COMBAT.Label" },
  };

  static override PARTS: HandlebarsTemplateParts = {
    initiative: { template: "systems/dnd5e/templates/settings/base-config.hbs" },
    criticals: { template: "systems/dnd5e/templates/settings/base-config.hbs" },
    footer: { template: "templates/generic/form-footer.hbs" },
  };

  override async _preparePartContext(partId: string, context: Plain, options: HandlebarsRenderOptions): Promise<Plain> {
    context = await super._preparePartContext(partId, context, options);
    if (partId === "initiative") {
      context.fields = [this.createSettingField("initiativeDexTiebreaker")];
      context.legend = localize("DND5E.Initiative");
    }
    if (partId === "criticals") {
      context.fields = [
        this.createSettingField("criticalDamageModifiers"),
        this.createSettingField("criticalDamageMaxDice"),
      ];
      context.legend = localize("SETTINGS.DND5E.CRITICAL.Name");
    }
    return context;
  }
}
