/**
 * The world and client settings a GM would set in Foundry, as the calculator's settings panel offers them: each rule
 * set's own as its declaration says (`UiRuleSet.settings`, src/ui/world-settings.ts: its default, its choices, whether
 * the panel offers it), and the module's display toggles; labelled with the module's own setting names (lang/*.json).
 */
import type { DialogSettings } from "../src/ui/dialogs/dialog-types";
import { ruleSetSettings } from "../src/ui/rule-sets";
import { readBy, settingLabels, type RuleSetSettingValues } from "../src/ui/world-settings";

export interface PageSettings extends DialogSettings, RuleSetSettingValues {
  readonly showOdds: boolean;
  /** The client setting "Show how lucky each roll was" (on by default, as in Foundry). */
  readonly showLuck: boolean;
}

/** The module's display toggles, after the rule sets' own: both on, as in a new world. */
const DISPLAY_TOGGLES = { showOdds: true, showLuck: true } as const;

/** The settings of a new world: every rule set's declared default, and the display toggles. */
export function defaultPageSettings(): PageSettings {
  const defaults = ruleSetSettings().map((setting) => ({ [setting.key]: setting.default }));
  // Each rule set's declaration gives every key of its part of RuleSetSettingValues (and so of DialogSettings) a default.
  return Object.assign({}, ...defaults, DISPLAY_TOGGLES) as PageSettings;
}

/** A setting the panel shows as a select: its key, its label's key and the lang key of each choice's label. */
interface ChoiceSetting {
  readonly key: string;
  readonly nameKey: string;
  readonly choices: Readonly<Record<string, string>>;
}

/** A setting the panel shows as a checkbox. */
interface ToggleSetting {
  readonly key: string;
  readonly nameKey: string;
}

/** The rule sets' settings with choices that the panel offers, in the rule sets' order. */
export function choiceSettings(): ChoiceSetting[] {
  return ruleSetSettings().flatMap(({ choices, ...setting }) =>
    choices && readBy(setting, "calculator") ? [{ key: setting.key, nameKey: settingLabels(setting.key, setting).name, choices }] : [],
  );
}

/** The checkboxes: the rule sets' Boolean settings the panel offers, then the display toggles. */
export function toggleSettings(): ToggleSetting[] {
  const ruleSets = ruleSetSettings().filter((setting) => typeof setting.default === "boolean" && readBy(setting, "calculator"));
  const display = Object.keys(DISPLAY_TOGGLES).map((key) => ({ key, nameKey: settingLabels(key).name }));
  return [...ruleSets.map((setting) => ({ key: setting.key, nameKey: settingLabels(setting.key, setting).name })), ...display];
}

/** A setting's value on the page, by its key (undefined for no setting of the page). */
export function pageSetting(settings: PageSettings, key: string): unknown {
  return new Map<string, unknown>(Object.entries(settings)).get(key);
}

/** The page's settings with one changed. */
export function withPageSetting(settings: PageSettings, key: string, value: string | boolean): PageSettings {
  return { ...settings, [key]: value };
}
