import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { myzCalculatorAnswer } from "./calculator-answer";
import { myzCalculatorPage } from "./calculator-page";

/** Mutant Year Zero's view of the web calculator (docs/systems.md "In the web calculator"): its page, its answer. */
export const mutantYearZeroCalculator = {
  page: myzCalculatorPage,
  answer: myzCalculatorAnswer,
} as const satisfies SystemCalculator;
