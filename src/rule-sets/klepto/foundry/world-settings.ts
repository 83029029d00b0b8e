/** The Kleptonomicon's world settings: their types (fvtt-types' SettingConfig, by declaration merging), registration and reading. */
import { judgedAgainOnChange } from "../../../foundry/judged-card-memo";
import { MODULE_ID } from "../../../foundry/module-id";
import { settingLabels, WORLD_SETTING } from "../../../foundry/world-setting";
import type { DialogSettings } from "../../../ui/dialogs/dialog-types";

const CHOICES = {
  kleptoCritMethod: { coin: "INDIE_DICE.Settings.Choice.Coin", d10ish: "INDIE_DICE.Settings.Choice.D10ish" },
  kleptoGiftReading: { dice: "INDIE_DICE.Settings.Choice.GiftDice", plusOne: "INDIE_DICE.Settings.Choice.GiftPlusOne" },
} as const;

declare global {
  interface SettingConfig {
    "indie-dice.kleptoCritMethod": keyof typeof CHOICES.kleptoCritMethod;
    "indie-dice.kleptoGiftReading": keyof typeof CHOICES.kleptoGiftReading;
  }
}

export function registerKleptoSettings(): void {
  game.settings.register(MODULE_ID, "kleptoCritMethod", {
    ...WORLD_SETTING, ...settingLabels("kleptoCritMethod"), type: String, default: "coin", choices: CHOICES.kleptoCritMethod,
    onChange: judgedAgainOnChange("kleptoCritMethod"),
  });
  game.settings.register(MODULE_ID, "kleptoGiftReading", {
    ...WORLD_SETTING, ...settingLabels("kleptoGiftReading"), type: String, default: "dice", choices: CHOICES.kleptoGiftReading,
  });
}

export function readKleptoDialogSettings(): Partial<DialogSettings> {
  return { kleptoCritMethod: game.settings.get(MODULE_ID, "kleptoCritMethod") };
}
