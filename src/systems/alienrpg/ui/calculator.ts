import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { alienCalculatorAnswer } from "./calculator-answer";
import { alienCalculatorPage } from "./calculator-page";

/** Alien RPG's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const alienrpgCalculator = {
  page: alienCalculatorPage,
  answer: alienCalculatorAnswer,
} as const satisfies SystemCalculator;
