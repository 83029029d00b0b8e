import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { t2kCalculatorAnswer } from "./calculator-answer";
import { t2kCalculatorPage } from "./calculator-page";

/** Twilight 2000's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const t2k4eCalculator = {
  page: t2kCalculatorPage,
  answer: t2kCalculatorAnswer,
} as const satisfies SystemCalculator;
