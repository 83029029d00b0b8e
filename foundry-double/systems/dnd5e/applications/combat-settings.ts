/**
 * dnd5e's "Configure Combat" settings menu (dnd5e module/applications/settings/combat-settings.mjs at 965ad2d,
 * release 5.3.3; the same in 6.0.0), a GM's window registered with `registerMenu("dnd5e", "combatConfiguration",
 * {restricted: true})`: a BaseSettingsConfig (visibility-settings.ts) titled SETTINGS.DND5E.COMBAT.Label whose
 * `criticals` part, under the legend SETTINGS.DND5E.CRITICAL.Name, holds the two Boolean settings a critical's damage
 * reads — criticalDamageModifiers (*Multiply Modifiers*) and criticalDamageMaxDice (*Maximize Dice*) — each a
 * checkbox, written on Save Changes.
 * Not emulated: its `initiative` and `npcs` parts (initiativeScore, autoRecharge and autoRollNPCHP are settings the
 * double does not register; initiativeDexTiebreaker stays on the double's settings list).
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
    criticals: { template: "systems/dnd5e/templates/settings/base-config.hbs" },
    footer: { template: "templates/generic/form-footer.hbs" },
  };

  override async _preparePartContext(partId: string, context: Plain, options: HandlebarsRenderOptions): Promise<Plain> {
    context = await super._preparePartContext(partId, context, options);
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
