import { ADDITIVE, limit } from "../../../core/limits";

/**
 * Kaiser's limits: every number of its own a user can type and the range it must lie in, bounded as the
 * shared ones are (src/core/limits.ts, docs/limits.md). Its core descriptor gives them to the registry, which lists
 * every limit in one table (`listLimits`, src/core/rule-sets.ts).
 */
export const KAISER_LIMITS = Object.freeze({
  /** The value added to the dice (characteristic, skill or resistance). Additive: see ADDITIVE. */
  kaiserValue: limit("KaiserValue", -ADDITIVE, ADDITIVE),
  /** A difficulty check's target number. Additive: see ADDITIVE. */
  kaiserDifficulty: limit("KaiserDifficulty", -ADDITIVE, ADDITIVE),
  /**
   * Advantage or Disadvantage levels, each side and net: 20 levels is 22 dice (`22d6kh2ko`), far past any
   * stack of circumstances the text imagines ("A1, A2, A#"), and its sequential variant stays a short chain.
   */
  kaiserAdvantageLevels: limit("KaiserAdvantageLevels", 0, 20),
  /** A − D after cancelling: the same 20 levels either way, and what `NdXkh2ko` may write (1003d6kh2ko is 1001). */
  kaiserNetAdvantage: limit("KaiserNetAdvantage", -20, 20),
  /** The opposed-Fumble penalty formula NdX+B: `2d6` is the default; ten dice of up to d20 cover any house rule. */
  kaiserPenaltyDice: limit("KaiserPenaltyDice", 0, 10),
  /** Faces of the penalty dice (see above): d20 is the largest die a Kaiser table keeps. */
  kaiserPenaltyFaces: limit("KaiserPenaltyFaces", 1, 20),
  /** The penalty's +B: a fumble costing more than 100 on top of ten d20s would be a house rule of its own. */
  kaiserPenaltyBonus: limit("KaiserPenaltyBonus", -100, 100),
});
