import { LIMITS } from "../limits";

/**
 * The longest formula a card asks for in words — a request's for any system, a check link's, each side's of
 * `/indie contest formula` — and the bound of its target (as every additive number's: ±1,000,000). The request checks
 * its spec with them (src/card-kinds/request/core/formula-request.ts), the check links their words
 * (src/core/check-links/check-link.ts).
 */
export const CARD_FORMULA_LIMITS = { formula: 200, target: LIMITS.formulaTarget.max } as const;
