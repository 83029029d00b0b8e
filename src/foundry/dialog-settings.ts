import type { DialogSettings } from "../ui/dialogs/dialog-types";
import { uiRuleSetOf } from "../ui/rule-sets";
import type { FixedRoll } from "../core/fixed-roll";
import type { RuleSetId } from "../core/rule-set-types";
import { MODULE_ID } from "./module-id";
import { ruleSetDialogSettings } from "./rule-sets";

/** The world settings a roll dialog reads, at the moment it is opened or changed: each rule set's own. */
export function readDialogSettings(): DialogSettings {
  return ruleSetDialogSettings();
}

/**
 * The settings a roll is built with: the world's, save what the rules of a roll made again (its options) and what a
 * card fixed stand in for (a side's Kaiser method).
 */
export function settingsForRoll(ruleSet: RuleSetId, fixed: FixedRoll | null | undefined, rules: Readonly<Record<string, unknown>> | null = null): DialogSettings {
  const settings = readDialogSettings();
  const settingsOf = uiRuleSetOf(ruleSet).dialog.settingsOf;
  if (!settingsOf) return settings;
  return { ...settings, ...(rules ? settingsOf(rules) : {}), ...(fixed ? settingsOf(fixed.values) : {}) };
}

/** Whether the client shows live odds in the dialogs (a client setting, on by default). */
export function showsOdds(): boolean {
  return game.settings.get(MODULE_ID, "showOdds");
}
