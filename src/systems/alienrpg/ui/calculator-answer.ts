import { limit } from "../../../core/limits";
import { IndieDiceError } from "../../../core/errors";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { ALIEN_MAX_DICE, alienOdds, alienPoolOf } from "../core/pool-odds";
import { alienCalculatorPage } from "./calculator-page";
import { alienLabels } from "./roll-labels";

/** Either side as the prompts sum it: negative base dice are the rule the pool reads; past the bound, no pool. */
const DICE = limit("AlienDice", -ALIEN_MAX_DICE, ALIEN_MAX_DICE);

/**
 * The page's fields as the system's roller reads them (docs/systems-alienrpg.md "In the web calculator"): negative
 * base dice eat stress dice, and where nothing is left to roll the system rolls nothing — so the page says so.
 */
export const alienCalculatorAnswer: SystemCalculatorAnswerer = {
  page: alienCalculatorPage,
  read(reader) {
    const base = wholeField(reader, "base", DICE);
    const stress = wholeField(reader, "stress", DICE);
    return {
      odds: () => {
        const pool = alienPoolOf(base, stress);
        if (!pool) throw new IndieDiceError("INDIE_DICE.Calculator.Alienrpg.NoDice");
        return alienOdds(pool);
      },
      labels: alienLabels,
    };
  },
};
