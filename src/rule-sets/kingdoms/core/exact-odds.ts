import { kingdomsOpposedOdds } from "./odds/opposed-odds";
import { kingdomsPoolOdds } from "./odds/pool-odds";
import { kingdomsTwelvesDistribution } from "./odds/twelves-odds";

/** K&R's questions to the exact-odds engine (`exactOdds.kingdoms`). */
export const kingdomsExactOdds = {
  /** The margin, P(margin ≥ 0), P(margin > 0) and E[margin] for every pool size from 1 to n. */
  pools: kingdomsPoolOdds,
  /** P(A wins), P(B wins), P(stalemate) for the chosen roles. */
  opposed: kingdomsOpposedOdds,
  /** How many 12s n dice roll: what a roll above DT 11 is read by (docs/rulings.md "Kingdoms and Rulers"). */
  twelves: kingdomsTwelvesDistribution,
} as const;
