import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { sfrpgCalculatorAnswer } from "./calculator-answer";
import { sfrpgCalculatorPage } from "./calculator-page";

/** Starfinder's view of the web calculator (docs/systems.md "In the web calculator"): its page, its answer. */
export const sfrpgCalculator = {
  page: sfrpgCalculatorPage,
  answer: sfrpgCalculatorAnswer,
} as const satisfies SystemCalculator;
