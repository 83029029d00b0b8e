import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { shadowrun5eCalculatorAnswer } from "./calculator-answer";
import { shadowrun5eCalculatorPage } from "./calculator-page";

/** Shadowrun 5e's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const shadowrun5eCalculator = {
  page: shadowrun5eCalculatorPage,
  answer: shadowrun5eCalculatorAnswer,
} as const satisfies SystemCalculator;
