/** Kingdoms & Realms' world setting: its type (fvtt-types' SettingConfig, by declaration merging), registration and reading. */
import { judgedAgainOnChange } from "../../../foundry/judged-card-memo";
import { MODULE_ID } from "../../../foundry/module-id";
import { settingLabels, WORLD_SETTING } from "../../../foundry/world-setting";
import type { DialogSettings } from "../../../ui/dialogs/dialog-types";

const BASIC_RULE_CHOICES = { zeroOrMore: "INDIE_DICE.Settings.Choice.ZeroOrMore", positive: "INDIE_DICE.Settings.Choice.Positive" } as const;

declare global {
  interface SettingConfig {
    "indie-dice.kingdomsBasicRule": keyof typeof BASIC_RULE_CHOICES;
  }
}

export function registerKingdomsSettings(): void {
  game.settings.register(MODULE_ID, "kingdomsBasicRule", {
    ...WORLD_SETTING, ...settingLabels("kingdomsBasicRule"), type: String, default: "zeroOrMore", choices: BASIC_RULE_CHOICES,
    onChange: judgedAgainOnChange("kingdomsBasicRule"),
  });
}

export function readKingdomsDialogSettings(): Partial<DialogSettings> {
  return { kingdomsBasicRule: game.settings.get(MODULE_ID, "kingdomsBasicRule") };
}
