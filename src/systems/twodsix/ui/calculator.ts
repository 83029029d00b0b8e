import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { twodsixCalculatorAnswer } from "./calculator-answer";
import { twodsixCalculatorPage } from "./calculator-page";

/** Twodsix's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const twodsixCalculator = {
  page: twodsixCalculatorPage,
  answer: twodsixCalculatorAnswer,
} as const satisfies SystemCalculator;
