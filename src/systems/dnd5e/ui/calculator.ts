import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { dnd5eCalculatorAnswer, dnd5eDamageAnswer } from "./calculator-answer";
import { dnd5eCalculatorPage, dnd5eDamagePage } from "./calculator-page";

/**
 * D&D 5e's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer; and its part
 * of the Damage view.
 */
export const dnd5eCalculator = {
  page: dnd5eCalculatorPage,
  answer: dnd5eCalculatorAnswer,
  damage: { page: dnd5eDamagePage, answer: dnd5eDamageAnswer },
} as const satisfies SystemCalculator;
