import { luckIn, SHAPES_KEPT } from "../../../core/odds/luck";
import type { IntDistribution } from "../../../core/odds/int-distribution";
import { oddsMemo } from "../../../core/odds/odds-memo";
import { assertThreshold } from "./mechanics/validation";
import { type MarginResult } from "./mechanics/margin";
import { assertOddsDice, kingdomsMarginDistribution } from "./odds/pool-odds";

/* K&R's luck is read on the Margin (src/core/odds/luck.ts). */

const kingdomsMeasure = oddsMemo(
  SHAPES_KEPT,
  (dice: number, dt: number): IntDistribution => kingdomsMarginDistribution(dice, dt),
  (dice, dt) => `${dice}:${dt}`,
);

/** The measure a K&R roll's luck is read on: the Margin of `dice` d12s against the DT. */
export function kingdomsLuckMeasure(dice: number, dt: number): IntDistribution {
  assertOddsDice(dice);
  assertThreshold(dt);
  return kingdomsMeasure(dice, dt);
}

/** How lucky a K&R roll of `dice` dice against `dt` was, by its Margin. */
export function kingdomsLuck(dice: number, dt: number, margin: number): number {
  return luckIn(kingdomsLuckMeasure(dice, dt), margin);
}

/** Luck from the judged roll, which carries its dice and DT. */
export function kingdomsRollLuck(judged: MarginResult): number {
  return kingdomsLuck(judged.dice.length, judged.dt, judged.margin);
}
