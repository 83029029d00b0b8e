import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { dccCalculatorAnswer } from "./calculator-answer";
import { dccCalculatorPage } from "./calculator-page";

/** Dungeon Crawl Classics' view of the web calculator (docs/systems.md "In the web calculator"): page and answer. */
export const dccCalculator = {
  page: dccCalculatorPage,
  answer: dccCalculatorAnswer,
} as const satisfies SystemCalculator;
