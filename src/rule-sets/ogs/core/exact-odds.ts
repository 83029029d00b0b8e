import { actionCheckTotalOdds, openRollDistribution } from "./odds/total-odds";
import { opposedActionCheckOdds } from "./odds/opposed-odds";

/** OGS's questions to the exact-odds engine (`exactOdds.ogs`). */
export const ogsExactOdds = {
  /** P(success) and P(stages ≥ k) of an Action Check, Die Increases included. */
  actionCheck: actionCheckTotalOdds,
  /** The total of an open (damage) roll, increases on every die. */
  openRoll: openRollDistribution,
  /** P(each side wins) with the full tie-break chain: values, sizes, d12 roll-offs. */
  opposed: opposedActionCheckOdds,
} as const;
