import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { daggerheartCalculatorAnswer } from "./calculator-answer";
import { daggerheartCalculatorPage } from "./calculator-page";

/** Daggerheart's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const daggerheartCalculator = {
  page: daggerheartCalculatorPage,
  answer: daggerheartCalculatorAnswer,
} as const satisfies SystemCalculator;
