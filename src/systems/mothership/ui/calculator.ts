import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { moshCalculatorAnswer } from "./calculator-answer";
import { moshCalculatorPage } from "./calculator-page";

/** Mothership's view of the web calculator (docs/systems.md "In the web calculator"): its page, its answer. */
export const mothershipCalculator = {
  page: moshCalculatorPage,
  answer: moshCalculatorAnswer,
} as const satisfies SystemCalculator;
