import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.Twodsix";

/**
 * Every rule preset Twodsix ships, in config.js's order: the page's own list (the page's first-load bundle holds no
 * core module), the same as the core's presets (test/systems/twodsix/ui/calculator-answer.test.ts).
 */
export const TWODSIX_PRESETS = [
  "CT",
  "CE",
  "CEL",
  "CEFTL",
  "CEATOM",
  "BARBARIC",
  "CEQ",
  "CD",
  "CDEE",
  "CLU",
  "SOC",
  "AC",
  "CU",
  "OTHER",
  "MGT2E",
  "RIDER",
] as const;

/**
 * The choice of a fresh world: the settings' own defaults, which no preset writes (no degrees of success); first, and
 * the page's initial, so that the page's rows are a fresh world's dialog's for the same dice.
 */
export const TWODSIX_FRESH_WORLD = "world";

/** Every difficulty name the presets' lists use (config.js DIFFICULTIES), easiest first. */
export const TWODSIX_DIFFICULTY_NAMES = [
  "Simple",
  "Easy",
  "Routine",
  "Average",
  "Difficult",
  "VeryDifficult",
  "Formidable",
  "Impossible",
] as const;

/**
 * Twodsix's view of the web calculator (docs/systems-twodsix.md "In the web calculator"): what its throw dialog asks
 * — the rule preset, or a fresh world's settings (its success rule, criticals and degrees), the difficulty of the
 * preset's list, the DMs, the roll type (a column each, the one picked marked).
 */
export const twodsixCalculatorPage = {
  id: "twodsix",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    {
      name: "preset",
      kind: "choice",
      label: `${KEY}.Preset`,
      initial: TWODSIX_FRESH_WORLD,
      options: [
        { value: TWODSIX_FRESH_WORLD, label: `${KEY}.FreshWorld` },
        ...TWODSIX_PRESETS.map((value) => ({ value, label: `${KEY}.Presets.${value}` })),
      ],
    },
    {
      name: "difficulty",
      kind: "choice",
      label: `${KEY}.Difficulty`,
      initial: "Average",
      options: TWODSIX_DIFFICULTY_NAMES.map((value) => ({ value, label: `${KEY}.Difficulties.${value}` })),
    },
    { name: "dm", kind: "number", label: `${KEY}.Dm`, hint: `${KEY}.DmHint`, initial: "2" },
    {
      name: "rollType",
      kind: "choice",
      label: `${KEY}.RollType`,
      initial: "Normal",
      options: [
        { value: "Advantage", label: "INDIE_DICE.SystemOdds.Twodsix.Advantage" },
        { value: "Normal", label: "INDIE_DICE.SystemOdds.Twodsix.Normal" },
        { value: "Disadvantage", label: "INDIE_DICE.SystemOdds.Twodsix.Disadvantage" },
      ],
    },
  ],
} as const satisfies SystemCalculatorPage;
