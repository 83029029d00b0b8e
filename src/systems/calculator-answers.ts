/**
 * The game systems' answers in the web odds calculator (docs/systems.md "In the web calculator"), one line each: how
 * each reads its page's fields into its core's question. Only the systems' lazy script imports it
 * (calculator/systems-chunk.ts), so the engine stays out of the page's first load; the pages are calculator.ts.
 */
import type { SystemCalculatorAnswerer } from "../ui/systems/system-calculator";
import { coc7CalculatorAnswer } from "./coc7/ui/calculator-answer";
import { daggerheartCalculatorAnswer } from "./daggerheart/ui/calculator-answer";
import { pf2eCalculatorAnswer } from "./pf2e/ui/calculator-answer";
import { dragonbaneCalculatorAnswer } from "./dragonbane/ui/calculator-answer";

export const SYSTEM_CALCULATOR_ANSWERS: readonly SystemCalculatorAnswerer[] = [pf2eCalculatorAnswer, daggerheartCalculatorAnswer, coc7CalculatorAnswer, dragonbaneCalculatorAnswer];
