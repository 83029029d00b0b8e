import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { pf2eCalculatorAnswer, pf2eDamageAnswer } from "./calculator-answer";
import { pf2eCalculatorPage, pf2eDamagePage } from "./calculator-page";

/**
 * Pathfinder 2e's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer; and
 * its part of the Damage view.
 */
export const pf2eCalculator = {
  page: pf2eCalculatorPage,
  answer: pf2eCalculatorAnswer,
  damage: { page: pf2eDamagePage, answer: pf2eDamageAnswer },
} as const satisfies SystemCalculator;
