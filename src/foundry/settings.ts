/**
 * World settings. Each is typed through fvtt-types' SettingConfig (declaration merging below), so
 * `game.settings.get("indie-dice", key)` returns the right type without casts.
 */
import { MODULE_ID } from "./module-id";

export type RuleSetId = "kaiser" | "ogs" | "kingdoms" | "klepto" | "olde";

type Choices<T extends string> = Record<T, string>;

const SETTING_CHOICES = {
  kaiserAdvantageMethod: { pool: "INDIE_DICE.Settings.Choice.Pool", sequential: "INDIE_DICE.Settings.Choice.Sequential" },
  kingdomsBasicRule: { zeroOrMore: "INDIE_DICE.Settings.Choice.ZeroOrMore", positive: "INDIE_DICE.Settings.Choice.Positive" },
  kleptoCritMethod: { coin: "INDIE_DICE.Settings.Choice.Coin", d10ish: "INDIE_DICE.Settings.Choice.D10ish" },
} as const satisfies Record<string, Choices<string>>;

declare global {
  interface SettingConfig {
    "indie-dice.kaiserAdvantageMethod": keyof typeof SETTING_CHOICES.kaiserAdvantageMethod;
    "indie-dice.kingdomsBasicRule": keyof typeof SETTING_CHOICES.kingdomsBasicRule;
    "indie-dice.kleptoCritMethod": keyof typeof SETTING_CHOICES.kleptoCritMethod;
    "indie-dice.oldeUnlimitedByDefault": boolean;
  }
}

/** The label key of a setting: `INDIE_DICE.Settings.<Key>.Name` / `.Hint`. */
function labels(key: string): { name: string; hint: string } {
  const capitalised = key.charAt(0).toUpperCase() + key.slice(1);
  return { name: `INDIE_DICE.Settings.${capitalised}.Name`, hint: `INDIE_DICE.Settings.${capitalised}.Hint` };
}

/** Registers every world setting; called once from the init hook. */
export function registerSettings(): void {
  const world = { scope: "world", config: true } as const;
  game.settings.register(MODULE_ID, "kaiserAdvantageMethod", {
    ...world, ...labels("kaiserAdvantageMethod"), type: String, default: "pool", choices: SETTING_CHOICES.kaiserAdvantageMethod,
  });
  game.settings.register(MODULE_ID, "kingdomsBasicRule", {
    ...world, ...labels("kingdomsBasicRule"), type: String, default: "zeroOrMore", choices: SETTING_CHOICES.kingdomsBasicRule,
  });
  game.settings.register(MODULE_ID, "kleptoCritMethod", {
    ...world, ...labels("kleptoCritMethod"), type: String, default: "coin", choices: SETTING_CHOICES.kleptoCritMethod,
  });
  game.settings.register(MODULE_ID, "oldeUnlimitedByDefault", {
    ...world, ...labels("oldeUnlimitedByDefault"), type: Boolean, default: true,
  });
}
