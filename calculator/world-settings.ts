/**
 * The world and client settings a GM would set in Foundry, as the calculator's settings panel offers them: every rule
 * set setting the dialogs read (`readBy: ["dialogs"]`, src/ui/world-settings.ts) — what a roll dialog, a request's
 * row and a contest's rules read, so what the calculator's questions read — as its declaration says (its default,
 * its choices, its check), and the module's display toggles; labelled with the module's own setting names
 * (lang/*.json).
 */
import type { DialogSettings } from "../src/ui/dialogs/dialog-types";
import { ruleSetSettings } from "../src/ui/rule-sets";
import { readBy, settingLabels, type RuleSetSetting, type RuleSetSettingValues } from "../src/ui/world-settings";

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
  // Each rule set's declaration gives every key of its part of RuleSetSettingValues (and so of DialogSettings) a
  // default.
  return Object.assign({}, ...defaults, DISPLAY_TOGGLES) as PageSettings;
}

/**
 * The rule sets' settings the panel offers, in the rule sets' order: those whose value changes what the page answers.
 */
function offeredSettings(): RuleSetSetting[] {
  return ruleSetSettings().filter((setting) => readBy(setting, "dialogs"));
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

/** A setting the panel shows as a text field, with the check its declaration gives (throws a keyed error). */
interface TextSetting {
  readonly key: string;
  readonly nameKey: string;
  readonly check: (value: string) => void;
}

/** The rule sets' settings with choices that the panel offers, in the rule sets' order. */
export function choiceSettings(): ChoiceSetting[] {
  return offeredSettings().flatMap(({ choices, ...setting }) =>
    choices ? [{ key: setting.key, nameKey: settingLabels(setting.key, setting).name, choices }] : [],
  );
}

/** The checkboxes: the rule sets' Boolean settings the panel offers, then the display toggles. */
export function toggleSettings(): ToggleSetting[] {
  const ruleSets = offeredSettings().filter((setting) => typeof setting.default === "boolean");
  const display = Object.keys(DISPLAY_TOGGLES).map((key) => ({ key, nameKey: settingLabels(key).name }));
  return [
    ...ruleSets.map((setting) => ({ key: setting.key, nameKey: settingLabels(setting.key, setting).name })),
    ...display,
  ];
}

/** The rule sets' text settings the panel offers (Kaiser's opposed-Fumble penalty), each with its declared check. */
export function textSettings(): TextSetting[] {
  return offeredSettings().flatMap((setting) =>
    typeof setting.default === "string" && !setting.choices
      ? [
          {
            key: setting.key,
            nameKey: settingLabels(setting.key, setting).name,
            check: setting.check ?? (() => undefined),
          },
        ]
      : [],
  );
}

/** The error a text setting's declared check gives `value` (a keyed `IndieDiceError`), or null when it takes it. */
export function textSettingError(setting: TextSetting, value: string): unknown {
  try {
    setting.check(value);
    return null;
  } catch (error) {
    return error;
  }
}

/** A setting's value on the page, by its key (undefined for no setting of the page). */
export function pageSetting(settings: PageSettings, key: string): unknown {
  return new Map<string, unknown>(Object.entries(settings)).get(key);
}

/** The page's settings with one changed. */
export function withPageSetting(settings: PageSettings, key: string, value: string | boolean): PageSettings {
  return { ...settings, [key]: value };
}
