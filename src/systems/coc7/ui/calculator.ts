import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { coc7CalculatorAnswer } from "./calculator-answer";
import { coc7CalculatorPage } from "./calculator-page";

/**
 * Call of Cthulhu 7e's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer.
 */
export const coc7Calculator = {
  page: coc7CalculatorPage,
  answer: coc7CalculatorAnswer,
} as const satisfies SystemCalculator;
