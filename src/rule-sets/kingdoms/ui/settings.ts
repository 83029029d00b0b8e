/**
 * Kingdoms & Realms' world setting, declared once (src/ui/world-settings.ts): registered, read and offered from here.
 */
import type { RuleSetSetting } from "../../../ui/world-settings";

export const KINGDOMS_SETTINGS = [
  {
    key: "kingdomsBasicRule",
    default: "zeroOrMore",
    choices: { zeroOrMore: "INDIE_DICE.Settings.Choice.ZeroOrMore", positive: "INDIE_DICE.Settings.Choice.Positive" },
    readBy: ["dialogs", "cards"],
  },
] as const satisfies readonly RuleSetSetting[];
