import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { bladesCalculatorAnswer } from "./calculator-answer";
import { bladesCalculatorPage } from "./calculator-page";

/** Blades in the Dark's view of the web calculator (docs/systems.md "In the web calculator"): its page, its answer. */
export const bladesInTheDarkCalculator = {
  page: bladesCalculatorPage,
  answer: bladesCalculatorAnswer,
} as const satisfies SystemCalculator;
