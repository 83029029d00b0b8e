/**
 * The world and client settings a GM would set in Foundry, as the calculator's settings panel offers them: the
 * module's own setting names and choice labels (lang/*.json), the values the dialogs and cards read.
 */
import type { DialogSettings } from "../src/ui/dialogs/dialog-types";

export interface PageSettings extends DialogSettings {
  /** How a Kaiser Fumble Level is rolled (the module's world setting, kept in the link). */
  readonly kaiserFumbleLevel: "auto" | "separate";
  readonly showOdds: boolean;
  /** The client setting "Show how lucky each roll was" (on by default, as in Foundry). */
  readonly showLuck: boolean;
}

export const DEFAULT_PAGE_SETTINGS: PageSettings = {
  kaiserAdvantageMethod: "pool",
  kaiserTieRule: "defender",
  kaiserFumbleLevel: "auto",
  kaiserFumblePenalty: "2d6",
  kaiserOpposedFumble: "loses",
  kingdomsBasicRule: "zeroOrMore",
  kleptoCritMethod: "coin",
  oldeUnlimitedByDefault: true,
  showOdds: true,
  showLuck: true,
};

type ChoiceKey = "kaiserAdvantageMethod" | "kaiserFumbleLevel" | "kaiserOpposedFumble" | "kingdomsBasicRule" | "kleptoCritMethod";

/** A setting the panel shows as a select: its value and the lang key of each choice's label. */
interface ChoiceSetting {
  readonly key: ChoiceKey;
  readonly choices: Readonly<Record<string, string>>;
}

const CHOICE = "INDIE_DICE.Settings.Choice";

export const CHOICE_SETTINGS: readonly ChoiceSetting[] = [
  { key: "kaiserAdvantageMethod", choices: { pool: `${CHOICE}.Pool`, sequential: `${CHOICE}.Sequential` } },
  { key: "kaiserFumbleLevel", choices: { auto: `${CHOICE}.WithCheck`, separate: `${CHOICE}.Separately` } },
  { key: "kaiserOpposedFumble", choices: { loses: `${CHOICE}.FumbleLoses`, compared: `${CHOICE}.FumbleCompared` } },
  { key: "kingdomsBasicRule", choices: { zeroOrMore: `${CHOICE}.ZeroOrMore`, positive: `${CHOICE}.Positive` } },
  { key: "kleptoCritMethod", choices: { coin: `${CHOICE}.Coin`, d10ish: `${CHOICE}.D10ish` } },
];

export const TOGGLE_SETTINGS = ["oldeUnlimitedByDefault", "showOdds", "showLuck"] as const;

/** `INDIE_DICE.Settings.<Key>.Name`, the label Foundry's settings form shows. */
export function settingNameKey(key: string): string {
  return `INDIE_DICE.Settings.${key.charAt(0).toUpperCase()}${key.slice(1)}.Name`;
}
