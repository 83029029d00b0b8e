import type { OldeRollSpec } from "../mechanics/rules";
import { checkOldeSpec } from "../mechanics/validation";
import type { IntDistribution } from "../../../../core/odds/int-distribution";
import { oddsMemo } from "../../../../core/odds/odds-memo";
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
  return diceDistribution(count, faces, unlimited).shift(adjustment);
}

/**
 * The dice alone, before the adjustment, remembered: a many-against-one contest asks for the defender's once per
 * pairing and a mob's attackers often roll the same dice, and 10d100 unlimited takes tens of milliseconds to build.
 * Distributions are never changed once built, so one may be handed out many times.
 */
const diceDistribution = oddsMemo(
  16,
  (count: number, faces: number, unlimited: boolean): IntDistribution => {
    const die = unlimited ? unlimitedDieDistribution(faces, OLDE_ODDS_MAX_CUT / count) : limitedDieDistribution(faces);
    return die.times(count);
  },
  (count, faces, unlimited) => `${count}d${faces}${unlimited ? "u" : ""}`,
);

/**
 * P(total ≥ target) of a roll's total distribution (docs/odds.md "Certain and impossible"): its only cut tail is
 * of totals above the kept ones (a die explodes upward), so a target at or below the least total is certain.
 */
export function oldeReachChance(total: IntDistribution, target: number): number {
  return total.wholeAtLeast(target, true);
}

/** The chance that at least one die of the roll explodes (none can when the roll is limited). */
export function oldeExplosionChance(spec: OldeRollSpec): number {
  const { count, faces, unlimited } = checkOldeSpec(spec);
  return unlimited ? 1 - (1 - 1 / faces) ** count : 0;
}
