/** What every world setting of the module shares: its scope, and its label keys by its name. */
export const WORLD_SETTING = { scope: "world", config: true } as const;

/** The label key of a setting: `INDIE_DICE.Settings.<Key>.Name` / `.Hint`. */
export function settingLabels(key: string): { name: string; hint: string } {
  const capitalised = key.charAt(0).toUpperCase() + key.slice(1);
  return { name: `INDIE_DICE.Settings.${capitalised}.Name`, hint: `INDIE_DICE.Settings.${capitalised}.Hint` };
}
