/**
 * How equal totals of two formulas are settled (docs/formula-contest.md): the defender wins, the attacker wins, the
 * tie stands (nobody wins the pairing), or both roll again until the totals differ. The formula contest decides its
 * pairings by them (src/card-kinds/contest/core/formula-contest.ts); `/indie contest formula … ties=` names one
 * (src/core/check-links/check-link.ts), so the chat command's words import no card kind's folder.
 */
export const FORMULA_TIE_RULES = ["defender", "attacker", "stand", "again"] as const;
export type FormulaTieRule = (typeof FORMULA_TIE_RULES)[number];
