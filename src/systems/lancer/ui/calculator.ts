import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { lancerCalculatorAnswer } from "./calculator-answer";
import { lancerCalculatorPage } from "./calculator-page";

/** Lancer's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const lancerCalculator = {
  page: lancerCalculatorPage,
  answer: lancerCalculatorAnswer,
} as const satisfies SystemCalculator;
