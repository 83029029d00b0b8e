import { KINGDOMS_DIE_FACES } from "../mechanics/rules";
import { IntDistribution } from "../../../../core/odds/int-distribution";
import { assertOddsDice } from "./pool-odds";

/**
 * How many 12s a pool of `dice` d12s rolls. A DT above 11 is "impossible" in the text, but the GM may let the
 * player roll and "interpret the result based on the number of critical successes" (docs/rulings.md "Kingdoms and
 * Rulers"): this is the distribution the roll dialog leads with then. A 12 is a critical success whatever the DT, so
 * the count is binomial with p = 1/12 — built one die at a time, which stays exact for 200 dice where factorials would
 * not.
 */
export function kingdomsTwelvesDistribution(dice: number): IntDistribution {
  assertOddsDice(dice);
  // One face of the d12 is the 12.
  const twelve = 1 / KINGDOMS_DIE_FACES;
  const other = 1 - twelve;
  let counts = Float64Array.of(1);
  for (let rolled = 1; rolled <= dice; rolled++) {
    const next = new Float64Array(rolled + 1);
    for (let k = 0; k < counts.length; k++) {
      next[k] = next[k]! + counts[k]! * other;
      next[k + 1] = next[k + 1]! + counts[k]! * twelve;
    }
    counts = next;
  }
  return new IntDistribution(0, counts);
}

/**
 * The expected number of 12s, n/12. Exact, where the mean summed over the distribution is not: for 3 dice it
 * comes to 0.24999…, which a one-decimal display rounds to 0.2 instead of the 0.3 that 0.25 shows as.
 */
export function kingdomsExpectedTwelves(dice: number): number {
  assertOddsDice(dice);
  return dice / KINGDOMS_DIE_FACES;
}
