import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { dnd5eCalculatorAnswer } from "./calculator-answer";
import { dnd5eCalculatorPage } from "./calculator-page";

/** D&D 5e's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const dnd5eCalculator = {
  page: dnd5eCalculatorPage,
  answer: dnd5eCalculatorAnswer,
} as const satisfies SystemCalculator;
