/**
 * The game systems' pages, as their folders declare them (src/systems/calculator.ts, one line a system), in the order
 * of their tabs: what the page draws (system-panels.ts) and the link names (url-state.ts). Their answers only the
 * systems' lazy script reads (systems-chunk.ts; in the page's bundle each is undefined).
 */
import { SYSTEM_CALCULATORS } from "../src/systems/calculator";
import { damageCalculatorPage } from "../src/ui/damage/damage-calculator-page";
import type { SystemCalculator, SystemDamageCalculator } from "../src/ui/systems/system-calculator";

export const SYSTEM_CALCULATOR_PAGES = SYSTEM_CALCULATORS.map((calculator) => calculator.page);

/** The systems' parts of the Damage view, in the order of their tabs (in the page's bundle, each answer undefined). */
export const SYSTEM_DAMAGE_CALCULATORS: readonly SystemDamageCalculator[] = SYSTEM_CALCULATORS.flatMap(
  (calculator: SystemCalculator) => (calculator.damage ? [calculator.damage] : []),
);

/**
 * The views drawn from a page of fields (system-panels.ts): the game systems', then the Damage view, which asks
 * a damage question under any of the systems' rules (src/ui/damage/damage-calculator-page.ts).
 */
export const FIELD_PAGES = [
  ...SYSTEM_CALCULATOR_PAGES,
  damageCalculatorPage(SYSTEM_DAMAGE_CALCULATORS.map((calculator) => calculator.page)),
];
