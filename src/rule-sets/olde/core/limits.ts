import { ADDITIVE, limit } from "../../../core/limits";

/**
 * Dungeons of Olde's limits: every number of its own a user can type and the range it must lie in, bounded as the
 * shared ones are (src/core/limits.ts, docs/limits.md). Its core descriptor gives them to the registry, which lists
 * every limit in one table (`listLimits`, src/core/rule-sets.ts).
 */
export const OLDE_LIMITS = Object.freeze({
  /**
   * N of NdX: the text's largest rolls are two or three dice, so 10 is a generous hoard; the exact odds of a
   * contest of two unlimited 10d100 rolls take about 60 ms, and 15d100 would already pass 100 ms.
   */
  oldeDice: limit("OldeDice", 1, 10),
  /** X of NdX: d2 and d3 up to d100, the largest die a table keeps; see oldeDice for the cost of the largest roll. */
  oldeFaces: limit("OldeFaces", 1, 100),
  /** Additive: see ADDITIVE. */
  oldeAdjustment: limit("OldeAdjustment", -ADDITIVE, ADDITIVE),
});
