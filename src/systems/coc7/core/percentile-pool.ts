/**
 * Call of Cthulhu 7e's percentile roll (docs/systems-coc7.md "The dice"), as CoC7's dice pool rolls it
 * (coc7/apps/dice-pool.js at 7974aac, release 8.15): a units d10 and one tens die, plus up to two bonus or two penalty
 * tens dice that share the one units die. Each tens die reads with the units die as one value (tens × 10 + units, a
 * 0 tens and 0 units being 100); bonus dice keep the lowest value, penalty dice the highest; then the flat dice
 * modifier moves the total, clamped to 1..100.
 *
 * The tens dice are not independent of one another's values — they share the units die — so their chances are not
 * one die's chances multiplied; but once the units die is fixed they are: each units face is counted apart, with the
 * best (or worst) of N tens dice as an order statistic. Counts are exact integers out of 10^(N + 1).
 */

/** The dialog's bonus (positive) or penalty (negative) dice: CoC7's `maxDiceBonus` and `maxDicePenalty` are 2. */
export const POOL_MODIFIERS = [-2, -1, 0, 1, 2] as const;

export type PoolModifier = (typeof POOL_MODIFIERS)[number];

/** How many ways each total 1..100 comes up (index = total; index 0 unused), out of `outcomes`. */
export interface PoolTotals {
  readonly counts: readonly number[];
  readonly outcomes: number;
}

/** The value a tens face (0..9) and a units face (0..9) read as together: 00 and 0 is 100. */
function percentileValue(tens: number, units: number): number {
  return tens === 0 && units === 0 ? 100 : tens * 10 + units;
}

/** The totals of the pool with this bonus or penalty, moved by the flat dice modifier (clamped to 1..100). */
export function poolTotals(poolModifier: PoolModifier, flatDiceModifier: number): PoolTotals {
  const tensDice = 1 + Math.abs(poolModifier);
  const counts = new Array<number>(101).fill(0);
  for (let units = 0; units <= 9; units++) {
    // One units face: the tens dice's values are ten distinct numbers, each die independent of the others.
    const values = Array.from({ length: 10 }, (_, tens) => percentileValue(tens, units)).sort((a, b) => a - b);
    values.forEach((value, rank) => {
      // Ways for N dice to have this value as their lowest (bonus) or highest (penalty; and N = 1 alike).
      const ways =
        poolModifier > 0 ? (10 - rank) ** tensDice - (9 - rank) ** tensDice : (rank + 1) ** tensDice - rank ** tensDice;
      const total = Math.max(1, Math.min(100, value + flatDiceModifier));
      counts[total]! += ways;
    });
  }
  return { counts, outcomes: 10 ** (tensDice + 1) };
}
