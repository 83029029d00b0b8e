import { limit } from "../../../core/limits";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { WOD_MAX_ADVANCED, WOD_MAX_BASIC, wodDice, wodOdds } from "../core/wod5e-odds";
import { WOD_SPLATS, wod5eCalculatorPage } from "./calculator-page";
import { wod5eLabels } from "./wod5e-labels";

/**
 * The dice: up to the adapter's bounds (the dialog has none). The difficulty: 0 (none set) and past any pool's reach.
 */
const BASIC = limit("Wod5eBasic", 0, WOD_MAX_BASIC);
const ADVANCED = limit("Wod5eAdvanced", 0, WOD_MAX_ADVANCED);
const DIFFICULTY = limit("Wod5eDifficulty", 0, 100);

/**
 * The page's fields as the adapter's question (docs/systems-wod5e.md "In the web calculator"): one roll, every label's
 * figure. No dice at all roll one basic die, as the system's zero-dice rule does without hunger or rage.
 */
export const wod5eCalculatorAnswer: SystemCalculatorAnswerer = {
  page: wod5eCalculatorPage,
  read(reader) {
    const splat = reader.choice("splat", WOD_SPLATS, "vampire");
    const advancedAsked = wholeField(reader, "advanced", ADVANCED);
    const dice = wodDice(wholeField(reader, "basic", BASIC), splat === "mortal" ? 0 : advancedAsked, 0);
    const difficulty = wholeField(reader, "difficulty", DIFFICULTY);
    return { odds: () => wodOdds({ splat, ...dice, difficulty }), labels: wod5eLabels };
  },
};
