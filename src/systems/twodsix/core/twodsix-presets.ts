import type { TwodsixRules } from "./twodsix-odds";

/**
 * What each rule preset Twodsix ships writes into the settings a throw reads (docs/systems-twodsix.md "Rule
 * presets"), from `TWODSIX.RULESETS` (src/module/config.js:167-1000 at 7.5.2, bddb68ea). Choosing a preset in
 * Twodsix's settings writes its values into the individual settings (hooks/renderSettingsConfig.js:73-92): the
 * adapter reads those settings, never the preset's key; the presets are for the web calculator and the tests.
 * `OTHER` sets only the degrees (and the xd6 style off): its other values stay what the world had, here the
 * settings' defaults (`CE`'s rule, RulesetSettings.js).
 */

/**
 * A preset's settings of a throw, and the difficulty list it uses (`difficultyListUsed`, `difficultiesAsTargetNumber`).
 */
interface TwodsixPreset extends TwodsixRules {
  readonly difficultyListUsed: string;
  readonly difficultiesAsTargetNumber: boolean;
}

/** A difficulty: its DM (in DM mode) and its target number (in target mode). */
interface TwodsixDifficulty {
  readonly mod: number;
  readonly target: number;
}

/** TWODSIX.DIFFICULTIES (config.js:1042-1091), in their order. */
export const TWODSIX_DIFFICULTIES: Readonly<Record<string, Readonly<Record<string, TwodsixDifficulty>>>> = {
  CE: {
    Simple: { mod: 6, target: 2 },
    Easy: { mod: 4, target: 4 },
    Routine: { mod: 2, target: 6 },
    Average: { mod: 0, target: 8 },
    Difficult: { mod: -2, target: 10 },
    VeryDifficult: { mod: -4, target: 12 },
    Formidable: { mod: -6, target: 14 },
    Impossible: { mod: -8, target: 16 },
  },
  CEL: {
    Routine: { mod: 2, target: 4 },
    Average: { mod: 0, target: 6 },
    Difficult: { mod: -2, target: 8 },
    VeryDifficult: { mod: -4, target: 10 },
    Formidable: { mod: -6, target: 12 },
  },
  AC: {
    Routine: { mod: 2, target: 4 },
    Simple: { mod: 0, target: 6 },
    Average: { mod: -2, target: 8 },
    Difficult: { mod: -4, target: 10 },
    VeryDifficult: { mod: -6, target: 12 },
    Formidable: { mod: -8, target: 14 },
    Impossible: { mod: -10, target: 16 },
  },
  CU: {
    Easy: { mod: 4, target: 4 },
    Routine: { mod: 2, target: 6 },
    Average: { mod: 0, target: 8 },
    Difficult: { mod: -2, target: 10 },
    VeryDifficult: { mod: -4, target: 12 },
    Formidable: { mod: -6, target: 14 },
  },
  Nomad: {
    Easy: { mod: 1, target: 7 },
    Average: { mod: 0, target: 8 },
    Difficult: { mod: -1, target: 9 },
    Formidable: { mod: -2, target: 10 },
    Impossible: { mod: -4, target: 12 },
  },
  CD: {
    Easy: { mod: 1, target: 6 },
    Average: { mod: 0, target: 8 },
    Difficult: { mod: -1, target: 10 },
    Formidable: { mod: -2, target: 12 },
    Impossible: { mod: -4, target: 14 },
  },
};

/** Four values in the order the table below gives them. */
type Row = readonly [
  list: string,
  asTarget: boolean,
  criticalNaturalAffectsEffect: boolean,
  absoluteCriticalEffectValue: number,
  degrees: string,
];

/** config.js's RULESETS, each preset's values (xd6RollStyle false in all; none sets overrideSuccessWithNaturalCrit). */
const ROWS: Readonly<Record<string, Row>> = {
  CT: ["CE", false, false, 99, "none"],
  CE: ["CE", false, false, 99, "CE"],
  CEL: ["CEL", true, true, 99, "none"],
  CEFTL: ["CEL", true, true, 99, "none"],
  CEATOM: ["CEL", true, true, 99, "none"],
  BARBARIC: ["CEL", true, true, 4, "none"],
  CEQ: ["CEL", true, false, 99, "none"],
  CD: ["CD", true, true, 99, "none"],
  CDEE: ["CD", true, true, 99, "none"],
  CLU: ["CD", true, true, 99, "none"],
  SOC: ["CEL", true, true, 99, "none"],
  AC: ["AC", true, true, 99, "none"],
  CU: ["CU", false, false, 99, "CE"],
  OTHER: ["CE", false, false, 99, "other"],
  MGT2E: ["CE", true, false, 6, "other"],
  RIDER: ["CE", false, false, 99, "CE"],
};

/**
 * What a fresh world judges by: the settings' own defaults (settings/RulesetSettings.js:87-150), not CE's values —
 * the `ruleset` setting's default names CE, but nothing writes CE's values until a preset is chosen on the page.
 */
export const TWODSIX_SETTING_DEFAULTS: TwodsixPreset = {
  difficultyListUsed: "CE",
  difficultiesAsTargetNumber: false,
  criticalNaturalAffectsEffect: false,
  absoluteCriticalEffectValue: 99,
  useDegreesOfSuccess: "none",
  overrideSuccessWithNaturalCrit: false,
  xd6RollStyle: false,
};

/** Every preset's key, in config.js's order. */
export const TWODSIX_PRESET_KEYS: readonly string[] = Object.keys(ROWS);

/** A preset's settings of a throw, or null for a key Twodsix does not ship. */
export function twodsixPreset(key: string): TwodsixPreset | null {
  const row = Object.hasOwn(ROWS, key) ? ROWS[key] : undefined;
  if (!row) return null;
  const [
    difficultyListUsed,
    difficultiesAsTargetNumber,
    criticalNaturalAffectsEffect,
    absoluteCriticalEffectValue,
    useDegreesOfSuccess,
  ] = row;
  return {
    difficultyListUsed,
    difficultiesAsTargetNumber,
    criticalNaturalAffectsEffect,
    absoluteCriticalEffectValue,
    useDegreesOfSuccess,
    overrideSuccessWithNaturalCrit: false,
    xd6RollStyle: false,
  };
}

/**
 * What Effect is measured from for a difficulty (TwodsixDiceRoll#calculateEffect) and the DM it adds: its target
 * number in target mode (no DM), else the list's Average target with the difficulty's DM added.
 */
export function effectThresholdOf(
  difficulty: TwodsixDifficulty,
  listUsed: string,
  asTarget: boolean,
): { threshold: number; modifier: number } | null {
  if (asTarget) return { threshold: difficulty.target, modifier: 0 };
  const average = TWODSIX_DIFFICULTIES[listUsed]?.["Average"];
  return average ? { threshold: average.target, modifier: difficulty.mod } : null;
}
