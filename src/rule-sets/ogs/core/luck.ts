import { luckIn, SHAPES_KEPT } from "../../../core/odds/luck";
import type { IntDistribution } from "../../../core/odds/int-distribution";
import { oddsMemo } from "../../../core/odds/odds-memo";
import type { RolledTotal } from "./mechanics/rolled-dice";
import { assertFlatBonus } from "./mechanics/validation";
import { diceTotalDistribution } from "./odds/total-odds";

/* OGS's luck is read on the total (src/core/odds/luck.ts). */

/** The sum of the real dice alone; their order does not matter, so the sizes are sorted for the key. */
const ogsDiceMeasure = oddsMemo(
  SHAPES_KEPT,
  (sorted: readonly number[]): IntDistribution => diceTotalDistribution(sorted),
  (sorted) => sorted.join(","),
);

/** The measure an OGS roll's luck is read on: the total of its real dice (promoted pools included) plus the bonus. */
export function ogsLuckMeasure(dice: readonly number[], flatBonus = 0): IntDistribution {
  assertFlatBonus(flatBonus);
  return ogsDiceMeasure([...dice].sort((a, b) => a - b)).shift(flatBonus);
}

/** How lucky an OGS roll (an Action Check or an open roll) of these real dice sizes was. */
export function ogsLuck(dice: readonly number[], flatBonus: number, total: number): number {
  assertFlatBonus(flatBonus);
  return luckIn(ogsDiceMeasure([...dice].sort((a, b) => a - b)), total - flatBonus);
}

/** Luck from the judged roll, which carries its own dice sizes and bonus. */
export function ogsRollLuck(rolled: RolledTotal): number {
  return ogsLuck(
    rolled.dice.map((die) => die.faces),
    rolled.flatBonus,
    rolled.total,
  );
}
