import { limit } from "../../../core/limits";
import { IndieDiceError } from "../../../core/errors";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { twodsixOdds, TWODSIX_MAX_MODIFIER, TWODSIX_ROLL_TYPES } from "../core/twodsix-odds";
import {
  effectThresholdOf,
  twodsixPreset,
  TWODSIX_DIFFICULTIES,
  TWODSIX_SETTING_DEFAULTS,
} from "../core/twodsix-presets";
import {
  TWODSIX_DIFFICULTY_NAMES,
  TWODSIX_FRESH_WORLD,
  TWODSIX_PRESETS,
  twodsixCalculatorPage,
} from "./calculator-page";
import { twodsixLabels } from "./twodsix-labels";

/** Every DM but the difficulty's, summed: the skill, the characteristic, the rest (within the adapter's bound). */
const DM = limit("TwodsixDm", -TWODSIX_MAX_MODIFIER, TWODSIX_MAX_MODIFIER);

/**
 * The page's fields as the adapter's question (docs/systems-twodsix.md "In the web calculator"): the preset's
 * settings as Twodsix writes them, or a fresh world's, the settings' defaults (its difficulty list, target numbers or
 * DMs, criticals, degrees); a difficulty the
 * preset's list does not have is refused; a skill's throw (degrees where the preset has them).
 */
export const twodsixCalculatorAnswer: SystemCalculatorAnswerer = {
  page: twodsixCalculatorPage,
  read(reader) {
    const key = reader.choice("preset", [TWODSIX_FRESH_WORLD, ...TWODSIX_PRESETS], TWODSIX_FRESH_WORLD);
    const name = reader.choice("difficulty", TWODSIX_DIFFICULTY_NAMES, "Average");
    const dm = wholeField(reader, "dm", DM);
    const rollType = reader.choice("rollType", TWODSIX_ROLL_TYPES, "Normal");
    return {
      odds: () => {
        const preset = key === TWODSIX_FRESH_WORLD ? TWODSIX_SETTING_DEFAULTS : twodsixPreset(key);
        const difficulty = preset ? TWODSIX_DIFFICULTIES[preset.difficultyListUsed]?.[name] : undefined;
        const measured =
          preset && difficulty
            ? effectThresholdOf(difficulty, preset.difficultyListUsed, preset.difficultiesAsTargetNumber)
            : null;
        if (!preset || !measured) throw new IndieDiceError("INDIE_DICE.Calculator.Twodsix.NoDifficulty");
        return twodsixOdds(
          { modifier: measured.modifier + dm, threshold: measured.threshold, rollType, degrees: true },
          preset,
        );
      },
      labels: twodsixLabels,
    };
  },
};
