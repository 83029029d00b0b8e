import { limit } from "../../../core/limits";
import { IndieDiceError } from "../../../core/errors";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { ALIEN_MAX_DICE, alienOdds, alienPoolOf } from "../core/pool-odds";
import { alienPushChoice } from "../core/push-odds";
import type { SystemOdds } from "../../../core/systems/system-odds-types";
import { alienCalculatorPage } from "./calculator-page";
import { alienLabels } from "./roll-labels";

/** Either side as the prompts sum it: negative base dice are the rule the pool reads; past the bound, no pool. */
const DICE = limit("AlienDice", -ALIEN_MAX_DICE, ALIEN_MAX_DICE);
/** The sixes and ones a roll showed: none up to as many as its dice. */
const SHOWN = limit("AlienDice", 0, ALIEN_MAX_DICE);

/**
 * The page's fields as the system's roller reads them (docs/systems-alienrpg.md "In the web calculator"): negative
 * base dice eat stress dice, and where nothing is left to roll the system rolls nothing — so the page says so. The
 * sixes and stress ones the roll showed give its push's figures (none with a stress one: the system offers no push).
 */
export const alienCalculatorAnswer: SystemCalculatorAnswerer = {
  page: alienCalculatorPage,
  read(reader) {
    const base = wholeField(reader, "base", DICE);
    const stress = wholeField(reader, "stress", DICE);
    const baseSixes = wholeField(reader, "baseSixes", SHOWN);
    const stressSixes = wholeField(reader, "stressSixes", SHOWN);
    const stressOnes = wholeField(reader, "stressOnes", SHOWN);
    return {
      odds: (): SystemOdds => {
        const pool = alienPoolOf(base, stress);
        if (!pool) throw new IndieDiceError("INDIE_DICE.Calculator.Alienrpg.NoDice");
        const odds = alienOdds(pool);
        // After the roll: its push, where the system draws the Push button — no one on a stress die (docs "After the
        // roll"); counts no roll of this pool shows are said so.
        if (stressOnes > 0) return odds;
        const push = alienPushChoice({ ...pool, baseSixes, stressSixes, stressOnes });
        if (!push) throw new IndieDiceError("INDIE_DICE.Calculator.Alienrpg.NoPush");
        return { ...odds, choices: [...odds.choices, push] };
      },
      labels: alienLabels,
    };
  },
};
