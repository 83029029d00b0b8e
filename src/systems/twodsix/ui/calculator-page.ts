import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";
import { TWODSIX_PRESET_KEYS } from "../core/twodsix-presets";

const KEY = "INDIE_DICE.Calculator.Twodsix";

/** Every difficulty name the presets' lists use (config.js DIFFICULTIES), easiest first. */
export const TWODSIX_DIFFICULTY_NAMES = ["Simple", "Easy", "Routine", "Average", "Difficult", "VeryDifficult", "Formidable", "Impossible"] as const;

/**
 * Twodsix's view of the web calculator (docs/systems-twodsix.md "In the web calculator"): what its throw dialog asks
 * — the rule preset (its success rule, criticals and degrees), the difficulty of the preset's list, the DMs, the roll
 * type (a column each, the one picked marked).
 */
export const twodsixCalculatorPage = {
  id: "twodsix",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "preset", kind: "choice", label: `${KEY}.Preset`, initial: "CE", options: TWODSIX_PRESET_KEYS.map((value) => ({ value, label: `${KEY}.Presets.${value}` })) },
    { name: "difficulty", kind: "choice", label: `${KEY}.Difficulty`, initial: "Average", options: TWODSIX_DIFFICULTY_NAMES.map((value) => ({ value, label: `${KEY}.Difficulties.${value}` })) },
    { name: "dm", kind: "number", label: `${KEY}.Dm`, hint: `${KEY}.DmHint`, initial: "2" },
    { name: "rollType", kind: "choice", label: `${KEY}.RollType`, initial: "Normal", options: [
      { value: "Advantage", label: "INDIE_DICE.SystemOdds.Twodsix.Advantage" }, { value: "Normal", label: "INDIE_DICE.SystemOdds.Twodsix.Normal" },
      { value: "Disadvantage", label: "INDIE_DICE.SystemOdds.Twodsix.Disadvantage" },
    ] },
  ],
} as const satisfies SystemCalculatorPage;
