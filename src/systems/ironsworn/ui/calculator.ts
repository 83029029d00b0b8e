import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { ironswornCalculatorAnswer } from "./calculator-answer";
import { ironswornCalculatorPage } from "./calculator-page";

/** Ironsworn's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const ironswornCalculator = {
  page: ironswornCalculatorPage,
  answer: ironswornCalculatorAnswer,
} as const satisfies SystemCalculator;
