import type { OldeRollSpec } from "../../mechanics/olde";
import { checkOldeSpec } from "../../mechanics/olde";
import type { IntDistribution } from "../int-distribution";
import { limitedDieDistribution, OLDE_ODDS_MAX_CUT, unlimitedDieDistribution } from "./die-odds";

/**
 * Exact odds of a whole NdX±M roll: N independent dice convolved, then shifted by the adjustment (which comes
 * after the dice, so it never changes how they explode).
 */

/**
 * The distribution of the roll's total. For an unlimited roll each die's tail is cut at OLDE_ODDS_MAX_CUT / N,
 * so the whole roll leaves out less than OLDE_ODDS_MAX_CUT (reported as `cutMass`). The work grows with N²,
 * which is nothing for the one to three dice the game's character rolls use.
 */
export function oldeRollDistribution(spec: OldeRollSpec): IntDistribution {
  const { count, faces, adjustment, unlimited } = checkOldeSpec(spec);
  const die = unlimited ? unlimitedDieDistribution(faces, OLDE_ODDS_MAX_CUT / count) : limitedDieDistribution(faces);
  return die.times(count).shift(adjustment);
}

/** The chance that at least one die of the roll explodes (none can when the roll is limited). */
export function oldeExplosionChance(spec: OldeRollSpec): number {
  const { count, faces, unlimited } = checkOldeSpec(spec);
  return unlimited ? 1 - (1 - 1 / faces) ** count : 0;
}
