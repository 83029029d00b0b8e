/** Kaiser's world settings, declared once (src/ui/world-settings.ts): registered, read and offered from here. */
import { parsePenaltyFormula } from "../core/mechanics/penalty-formula";
import type { RuleSetSetting } from "../../../ui/world-settings";

const CHOICE = "INDIE_DICE.Settings.Choice";

export const KAISER_SETTINGS = [
  {
    key: "kaiserAdvantageMethod",
    default: "pool",
    choices: { pool: `${CHOICE}.Pool`, sequential: `${CHOICE}.Sequential` },
    readBy: ["dialogs", "cards"],
  },
  {
    key: "kaiserTieRule",
    default: "defender",
    choices: { defender: `${CHOICE}.Defender`, "roll-off": `${CHOICE}.RollOff` },
    readBy: ["dialogs"],
  },
  {
    key: "kaiserFumbleLevel",
    default: "auto",
    choices: { auto: `${CHOICE}.WithCheck`, separate: `${CHOICE}.Separately` },
    readBy: ["cards"],
  },
  { key: "kaiserFumbleTable", default: "" },
  // A penalty formula that does not parse is put back to the default, and the GM is told why.
  {
    key: "kaiserFumblePenalty",
    default: "2d6",
    readBy: ["dialogs", "cards"],
    check: (value: string) => void parsePenaltyFormula(value),
  },
  // docs/rulings.md "Kaiser": a Fumble on an opposed check loses it; the other reading compares its reduced total.
  {
    key: "kaiserOpposedFumble",
    default: "loses",
    choices: { loses: `${CHOICE}.FumbleLoses`, compared: `${CHOICE}.FumbleCompared` },
    readBy: ["dialogs"],
  },
] as const satisfies readonly RuleSetSetting[];
