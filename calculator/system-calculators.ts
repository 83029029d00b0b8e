/**
 * The game systems' pages, as their folders declare them (src/systems/calculator.ts, one line a system), in the order
 * of their tabs: what the page draws (system-panels.ts) and the link names (url-state.ts). Their answers only the
 * systems' lazy script reads (systems-chunk.ts; in the page's bundle each is undefined).
 */
import { SYSTEM_CALCULATORS } from "../src/systems/calculator";

export const SYSTEM_CALCULATOR_PAGES = SYSTEM_CALCULATORS.map((calculator) => calculator.page);
