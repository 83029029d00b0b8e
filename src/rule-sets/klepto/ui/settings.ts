/**
 * The Kleptonomicon's world settings, declared once (src/ui/world-settings.ts): registered, read and offered from here.
 */
import type { RuleSetSetting } from "../../../ui/world-settings";

export const KLEPTO_SETTINGS = [
  {
    key: "kleptoCritMethod",
    default: "coin",
    choices: { coin: "INDIE_DICE.Settings.Choice.Coin", d10ish: "INDIE_DICE.Settings.Choice.D10ish" },
    readBy: ["dialogs", "cards"],
  },
  // What a gift in a group test gives: read when a group test starts (its own code, by its key).
  {
    key: "kleptoGiftReading",
    default: "dice",
    choices: { dice: "INDIE_DICE.Settings.Choice.GiftDice", plusOne: "INDIE_DICE.Settings.Choice.GiftPlusOne" },
  },
] as const satisfies readonly RuleSetSetting[];
