/**
 * The rule set's world setting, declared once as data (Indie Dice's `RuleSetSetting`, src/ui/world-settings.ts):
 * whether its chat card names a flip of two coins or more that all show heads a Windfall. Indie Dice registers it in
 * `init` under its own namespace, `indie-dice.coinsWindfall` (where the settings form lists it with the other rule
 * sets'), and, since the cards read it, draws them again when it changes. Its labels are
 * `INDIE_DICE.Settings.CoinsWindfall.Name` / `.Hint`, in this module's language files.
 */
import type { RuleSetSetting } from "indie-dice-types";

export const COINS_SETTINGS = [
  { key: "coinsWindfall", default: true, readBy: ["cards"] },
] as const satisfies readonly RuleSetSetting[];
