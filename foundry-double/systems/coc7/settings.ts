/**
 * CoC7's world settings its roll dialog reads (coc7/setup/register-settings.js at 7974aac, release 8.15):
 * - defaultCheckDifficulty: "regular" (default) or "unknown" — with "unknown" a check rolls without the player knowing
 *   its difficulty (the keeper sets it on the roll's card);
 * - allowFlatDiceModifier and allowFlatThresholdModifier (default false): the dialog's two flat modifier fields;
 * - trustedCanSeeChatCard (default false, register-settings.js:184): a trusted player sees the cards' keeper parts;
 * - allowPushFumbles (a house rule, default false: apps/settings-house-rules.js:12): a fumble may be pushed.
 */
import type { SettingsDouble } from "../../settings";

export function registerCoc7Settings(settings: SettingsDouble): void {
  settings.register("CoC7", "allowFlatDiceModifier", {
    name: "SETTINGS.AllowFlatDiceModifier",
    scope: "world",
    config: true,
    default: false,
    type: Boolean,
  });
  settings.register("CoC7", "allowFlatThresholdModifier", {
    name: "SETTINGS.AllowFlatThresholdModifier",
    scope: "world",
    config: true,
    default: false,
    type: Boolean,
  });
  settings.register("CoC7", "trustedCanSeeChatCard", {
    name: "SETTINGS.TrustedCanSeeChatCard",
    scope: "world",
    config: true,
    default: false,
    type: Boolean,
  });
  settings.register("CoC7", "allowPushFumbles", {
    name: "CoC7.Settings.AllowPushFumbles.Name",
    scope: "world",
    config: false,
    default: false,
    type: Boolean,
  });
  settings.register("CoC7", "defaultCheckDifficulty", {
    name: "SETTINGS.DefaultDifficulty",
    scope: "world",
    config: true,
    default: "regular",
    type: String,
    choices: { regular: "SETTINGS.CheckDifficultyRegular", unknown: "SETTINGS.CheckDifficultyUnknown" },
  });
}
