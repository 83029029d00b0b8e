import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { brCalculatorAnswer } from "./calculator-answer";
import { brCalculatorPage } from "./calculator-page";

/** Blade Runner's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const bladeRunnerCalculator = {
  page: brCalculatorPage,
  answer: brCalculatorAnswer,
} as const satisfies SystemCalculator;
