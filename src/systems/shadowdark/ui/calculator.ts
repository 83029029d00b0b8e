import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { shadowdarkCalculatorAnswer } from "./calculator-answer";
import { shadowdarkCalculatorPage } from "./calculator-page";

/** Shadowdark's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const shadowdarkCalculator = {
  page: shadowdarkCalculatorPage,
  answer: shadowdarkCalculatorAnswer,
} as const satisfies SystemCalculator;
