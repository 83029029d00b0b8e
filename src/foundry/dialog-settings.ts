import type { DialogSettings } from "../ui/dialogs/dialog-types";
import { uiRuleSetOf } from "../ui/rule-sets";
import type { FixedRoll } from "../core/fixed-roll";
import type { RuleSetId } from "../core/rule-set-types";
import { ruleSetSettings } from "../ui/rule-sets";
import { readBy } from "../ui/world-settings";
import { MODULE_ID } from "./module-id";
import { ruleSetSettingValue } from "./settings";

/**
 * The world settings a roll dialog reads, at the moment it is opened or changed: each rule set's that its
 * declaration says the dialogs read (src/ui/world-settings.ts). The requests' rows are judged by them, and a contest
 * card copies its rules from them when it starts.
 */
export function readDialogSettings(): DialogSettings {
  const read = ruleSetSettings()
    .filter((setting) => readBy(setting, "dialogs"))
    .map((setting) => ({ [setting.key]: ruleSetSettingValue(setting) }));
  // Every setting the dialogs read, each under its key: together they are DialogSettings (derived from the same
  // declarations).
  return Object.assign({}, ...read) as DialogSettings;
}

/**
 * The settings a roll is built with: the world's, save what the rules of a roll made again (its options) and what a
 * card fixed stand in for (a side's Kaiser method).
 */
export function settingsForRoll(
  ruleSet: RuleSetId,
  fixed: FixedRoll | null | undefined,
  rules: Readonly<Record<string, unknown>> | null = null,
): DialogSettings {
  const settings = readDialogSettings();
  const settingsOf = uiRuleSetOf(ruleSet).dialog.settingsOf;
  if (!settingsOf) return settings;
  return { ...settings, ...(rules ? settingsOf(rules) : {}), ...(fixed ? settingsOf(fixed.values) : {}) };
}

/** Whether the client shows live odds in the dialogs (a client setting, on by default). */
export function showsOdds(): boolean {
  return game.settings.get(MODULE_ID, "showOdds");
}
