/** Dungeons of Olde's world setting: its type (fvtt-types' SettingConfig, by declaration merging), registration and reading. */
import { MODULE_ID } from "../../../foundry/module-id";
import { settingLabels, WORLD_SETTING } from "../../../foundry/world-setting";
import type { DialogSettings } from "../../../ui/dialogs/dialog-types";

declare global {
  interface SettingConfig {
    "indie-dice.oldeUnlimitedByDefault": boolean;
  }
}

export function registerOldeSettings(): void {
  game.settings.register(MODULE_ID, "oldeUnlimitedByDefault", {
    ...WORLD_SETTING, ...settingLabels("oldeUnlimitedByDefault"), type: Boolean, default: true,
  });
}

export function readOldeDialogSettings(): Partial<DialogSettings> {
  return { oldeUnlimitedByDefault: game.settings.get(MODULE_ID, "oldeUnlimitedByDefault") };
}
