import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { fblCalculatorAnswer } from "./calculator-answer";
import { fblCalculatorPage } from "./calculator-page";

/** Forbidden Lands' view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const forbiddenLandsCalculator = {
  page: fblCalculatorPage,
  answer: fblCalculatorAnswer,
} as const satisfies SystemCalculator;
