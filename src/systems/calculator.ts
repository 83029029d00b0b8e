/**
 * The game systems' views of the web odds calculator (docs/systems.md "In the web calculator"), one line each: each
 * system's page — its tab and its fields — which the calculator's page draws (calculator/system-panels.ts). Their
 * answers, which work the figures out with the engine, are calculator-answers.ts, loaded only when a system's view
 * first opens. The calculator imports no system's folder but through these two files.
 */
import { coc7CalculatorPage } from "./coc7/ui/calculator-page";
import { daggerheartCalculatorPage } from "./daggerheart/ui/calculator-page";
import { pf2eCalculatorPage } from "./pf2e/ui/calculator-page";
import { dragonbaneCalculatorPage } from "./dragonbane/ui/calculator-page";

export const SYSTEM_CALCULATOR_PAGES = [pf2eCalculatorPage, daggerheartCalculatorPage, coc7CalculatorPage, dragonbaneCalculatorPage] as const;
