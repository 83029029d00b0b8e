import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { wod5eCalculatorAnswer } from "./calculator-answer";
import { wod5eCalculatorPage } from "./calculator-page";

/**
 * World of Darkness 5e's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its
 * answer.
 */
export const wod5eCalculator = {
  page: wod5eCalculatorPage,
  answer: wod5eCalculatorAnswer,
} as const satisfies SystemCalculator;
