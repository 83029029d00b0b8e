/**
 * A rule set's world settings as data, each declared once in its folder (`ui/settings.ts`) and given by its ui
 * descriptor (`UiRuleSet.settings`). Everything that knows a rule set's settings reads that declaration: Foundry's
 * registration and the outcome cards' memo (src/foundry/settings.ts), the dialogs' settings and with them the
 * requests' and contests' copies (src/foundry/dialog-settings.ts), and the calculator's settings panel
 * (calculator/world-settings.ts), which offers every setting the dialogs read. Their types are derived from it too:
 * `DialogSettings` and Foundry's `SettingConfig` (docs/architecture.md "Adding a rule set").
 */

/** Who reads a setting besides Foundry's settings form. */
type SettingReader =
  /**
   * The roll dialogs (its part of `DialogSettings`), and with them the requests' rows, the contests' rules and the
   * odds calculator, whose settings panel offers every such setting.
   */
  | "dialogs"
  /** The outcome cards: a change of it judges every roll again (src/foundry/judged-card-memo.ts). */
  | "cards";

export interface RuleSetSetting {
  /** Its name under the module's id (`kaiserAdvantageMethod`): Foundry's key, and its field in `DialogSettings`. */
  readonly key: string;
  /** Its value in a new world: a Boolean is a checkbox, a string a choice (with `choices`) or a text. */
  readonly default: string | boolean;
  /** The values it offers, each with the lang key of its label. Absent: a checkbox or a text. */
  readonly choices?: Readonly<Record<string, string>>;
  /** Who reads it (`SettingReader`). Absent: its own code alone, by its key. */
  readonly readBy?: readonly SettingReader[];
  /** Foundry's scope. Absent: the world's. */
  readonly scope?: "world" | "client";
  /** The lang keys of its name and hint in the settings form. Absent: `INDIE_DICE.Settings.<Key>.Name` / `.Hint`. */
  readonly nameKey?: string;
  readonly hintKey?: string;
  /**
   * Refuses a value its rules cannot read (a text that does not parse) with a keyed `IndieDiceError`: the GM is told
   * why and the setting is put back to its default. Absent: every value it can hold is good.
   */
  readonly check?: (value: string) => void;
}

/** The value a declared setting holds: one of its choices, a Boolean or a text. */
type ValueOf<S extends RuleSetSetting> = S extends { readonly choices: infer C }
  ? keyof C & string
  : S["default"] extends boolean
    ? boolean
    : string;

/** The values of a rule set's declared settings (`as const`), by key. */
export type SettingValues<L extends readonly RuleSetSetting[]> = { readonly [S in L[number] as S["key"]]: ValueOf<S> };

/** Is this declared setting read by that reader? */
type ReadBy<S extends RuleSetSetting, Reader extends SettingReader> = S extends {
  readonly readBy: readonly (infer Readers)[];
}
  ? Reader extends Readers
    ? true
    : false
  : false;

/** The values of a rule set's settings the dialogs read: its part of `DialogSettings`. */
export type DialogSettingValues<L extends readonly RuleSetSetting[]> = {
  readonly [S in L[number] as ReadBy<S, "dialogs"> extends true ? S["key"] : never]: ValueOf<S>;
};

/**
 * Every rule set's settings' values, by key: each rule set adds `SettingValues<typeof ITS_SETTINGS>` by declaration
 * merging (its `ui/types.ts`), from which Foundry's `SettingConfig` is derived (src/foundry/settings.ts).
 */
// filled by declaration merging, one part a rule set
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RuleSetSettingValues {}

/** The label keys of a setting of the module: `INDIE_DICE.Settings.<Key>.Name` / `.Hint`, or its own. */
export function settingLabels(
  key: string,
  own: Pick<RuleSetSetting, "nameKey" | "hintKey"> = {},
): { name: string; hint: string } {
  const capitalised = key.charAt(0).toUpperCase() + key.slice(1);
  return {
    name: own.nameKey ?? `INDIE_DICE.Settings.${capitalised}.Name`,
    hint: own.hintKey ?? `INDIE_DICE.Settings.${capitalised}.Hint`,
  };
}

/** Does that reader read this setting? */
export function readBy(setting: RuleSetSetting, reader: SettingReader): boolean {
  return setting.readBy?.includes(reader) ?? false;
}
