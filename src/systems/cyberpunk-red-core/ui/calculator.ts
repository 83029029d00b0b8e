import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { cpredCalculatorAnswer } from "./calculator-answer";
import { cpredCalculatorPage } from "./calculator-page";

/** Cyberpunk RED's view of the web calculator (docs/systems.md "In the web calculator"): its page, its answer. */
export const cyberpunkRedCalculator = {
  page: cpredCalculatorPage,
  answer: cpredCalculatorAnswer,
} as const satisfies SystemCalculator;
