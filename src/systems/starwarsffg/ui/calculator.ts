import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { ffgCalculatorAnswer } from "./calculator-answer";
import { ffgCalculatorPage } from "./calculator-page";

/** Star Wars FFG's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const starwarsffgCalculator = {
  page: ffgCalculatorPage,
  answer: ffgCalculatorAnswer,
} as const satisfies SystemCalculator;
