import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { vaesenCalculatorAnswer } from "./calculator-answer";
import { vaesenCalculatorPage } from "./calculator-page";

/** Vaesen's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const vaesenCalculator = {
  page: vaesenCalculatorPage,
  answer: vaesenCalculatorAnswer,
} as const satisfies SystemCalculator;
