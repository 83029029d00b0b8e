import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { dragonbaneCalculatorAnswer } from "./calculator-answer";
import { dragonbaneCalculatorPage } from "./calculator-page";

/** Dragonbane's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const dragonbaneCalculator = {
  page: dragonbaneCalculatorPage,
  answer: dragonbaneCalculatorAnswer,
} as const satisfies SystemCalculator;
