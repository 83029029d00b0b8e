import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { shadowrun6EdenCalculatorAnswer } from "./calculator-answer";
import { shadowrun6EdenCalculatorPage } from "./calculator-page";

/** Shadowrun 6e's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const shadowrun6EdenCalculator = {
  page: shadowrun6EdenCalculatorPage,
  answer: shadowrun6EdenCalculatorAnswer,
} as const satisfies SystemCalculator;
