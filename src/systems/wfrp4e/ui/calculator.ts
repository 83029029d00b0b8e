import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { wfrp4eCalculatorAnswer } from "./calculator-answer";
import { wfrp4eCalculatorPage } from "./calculator-page";

/** WFRP 4e's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const wfrp4eCalculator = {
  page: wfrp4eCalculatorPage,
  answer: wfrp4eCalculatorAnswer,
} as const satisfies SystemCalculator;
