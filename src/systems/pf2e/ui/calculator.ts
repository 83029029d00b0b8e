import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { pf2eCalculatorAnswer } from "./calculator-answer";
import { pf2eCalculatorPage } from "./calculator-page";

/** Pathfinder 2e's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const pf2eCalculator = {
  page: pf2eCalculatorPage,
  answer: pf2eCalculatorAnswer,
} as const satisfies SystemCalculator;
