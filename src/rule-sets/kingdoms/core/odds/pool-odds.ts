import { IndieDiceError } from "../../../../core/errors";
import { KINGDOMS_LIMITS } from "../limits";
import { requireBoundedWhole } from "../../../../core/mechanics/bounded-number";
import { assertThreshold } from "../mechanics/validation";
import type { BasicTestRule } from "../mechanics/basic-test";
import { chanceThatCanFail } from "../../../../core/odds/certainty";
import { IntDistribution } from "../../../../core/odds/int-distribution";
import { kingdomsDieOdds } from "./die-odds";
import { oddsMemo } from "../../../../core/odds/odds-memo";

/** The largest pool the exact odds are computed for: the pool limit, so every pool a player may roll has odds. */
export const KINGDOMS_ODDS_MAX_DICE = KINGDOMS_LIMITS.kingdomsPool.max;

export function assertOddsDice(dice: unknown): asserts dice is number {
  requireBoundedWhole(
    KINGDOMS_LIMITS.kingdomsPool,
    dice,
    () =>
      new IndieDiceError("INDIE_DICE.Error.Kingdoms.OddsPoolSize", {
        value: String(dice),
        max: KINGDOMS_ODDS_MAX_DICE,
      }),
  );
}

/**
 * Margin distributions for 1, 2, … maxDice dice in one pass: the pool of k + 1 dice is the pool of k convolved
 * with one die. A die only moves the margin by −2, −1, +1 or +2, so each step is four multiply-adds per value.
 * The array for k dice holds margins −2k..2k at indices 0..4k.
 */
export function kingdomsMarginTables(maxDice: number, dt: number): Float64Array[] {
  assertOddsDice(maxDice);
  assertThreshold(dt);
  const [minus2, minus1, plus1, plus2] = dieWeights(dt);
  const tables: Float64Array[] = [];
  let previous: Float64Array = Float64Array.of(1);
  for (let dice = 1; dice <= maxDice; dice++) {
    // Inline, not addDie: the dialog's K&R odds at 200 dice run this 80,000 times an edit (bench/dialogs.bench.ts).
    const next = new Float64Array(4 * dice + 1);
    for (let i = 0; i < previous.length; i++) {
      const p = previous[i]!;
      next[i] = next[i]! + p * minus2;
      next[i + 1] = next[i + 1]! + p * minus1;
      next[i + 3] = next[i + 3]! + p * plus1;
      next[i + 4] = next[i + 4]! + p * plus2;
    }
    tables.push(next);
    previous = next;
  }
  return tables;
}

/** P(−2), P(−1), P(+1), P(+2) of one die against the DT. */
function dieWeights(dt: number): readonly [number, number, number, number] {
  const die = kingdomsDieOdds(dt);
  return [die.criticalFailure, die.failure, die.success, die.criticalSuccess];
}

/** The table of one die more, into a reused buffer: margin m (index i) moves to index i + w + 2 of the larger pool. */
function addDie(
  previous: Float64Array,
  next: Float64Array,
  [minus2, minus1, plus1, plus2]: readonly number[],
): Float64Array {
  next.fill(0, 0, previous.length + 4);
  for (let i = 0; i < previous.length; i++) {
    const p = previous[i]!;
    if (p === 0) continue;
    next[i] = next[i]! + p * minus2!;
    next[i + 1] = next[i + 1]! + p * minus1!;
    next[i + 3] = next[i + 3]! + p * plus1!;
    next[i + 4] = next[i + 4]! + p * plus2!;
  }
  return next;
}

/** The exact odds of one pool size, as the roll dialog shows them. */
export interface KingdomsPoolOdds {
  dice: number;
  dt: number;
  margin: IntDistribution;
  /** P(margin ≥ 0): the default basic-test success. */
  atLeastZero: number;
  /** P(margin > 0): basic-test success under the strict setting. */
  positive: number;
  expectedMargin: number;
}

/**
 * One pool size's odds, read straight off its table (margins −2·dice … 2·dice) while the table is at hand: a dialog
 * looks at the summary of every pool size but at the whole distribution of one or two, so a distribution is built
 * when first read — from `kept` (the largest pool's table, kept whole), else worked out again and remembered.
 */
function poolOdds(
  dice: number,
  dt: number,
  table: Float64Array,
  marginPerDie: number,
  kept: Float64Array | null,
): KingdomsPoolOdds {
  const zero = 2 * dice;
  let sumFromZero = 0;
  for (let i = zero; i < table.length; i++) sumFromZero += table[i]!;
  // One pass over the table, not three: P(> 0) is P(≥ 0) less P(0), and the expected margin is the dice's sum.
  // Certain is exactly 1, read from where the margins start, never a sum a rounding short of it (docs/odds.md
  // "Certain and impossible").
  let lowest = 0;
  while (lowest < zero && table[lowest] === 0) lowest++;
  const atLeastZero = lowest >= zero ? 1 : chanceThatCanFail(sumFromZero);
  const positive = lowest >= zero && table[zero] === 0 ? 1 : chanceThatCanFail(sumFromZero - table[zero]!);
  const expectedMargin = dice * marginPerDie;
  let margin: IntDistribution | null = null;
  return {
    dice,
    dt,
    get margin() {
      return (margin ??= kept ? new IntDistribution(-zero, kept) : kingdomsMarginDistribution(dice, dt));
    },
    atLeastZero,
    positive,
    expectedMargin,
  };
}

/**
 * Odds for every pool size from 1 to maxDice against one DT (entry k − 1 is k dice): one pass of the convolution
 * between two buffers, each size summed as it passes (a K&R pool of 200 dice allocated 200 tables, 640 KB, an edit).
 */
export function kingdomsPoolOdds(maxDice: number, dt: number): KingdomsPoolOdds[] {
  assertOddsDice(maxDice);
  assertThreshold(dt);
  const weights = dieWeights(dt);
  const [minus2, minus1, plus1, plus2] = weights;
  const marginPerDie = 2 * plus2 + plus1 - minus1 - 2 * minus2;
  let table: Float64Array = new Float64Array(4 * maxDice + 1);
  let spare: Float64Array = new Float64Array(4 * maxDice + 1);
  table[0] = 1;
  const odds: KingdomsPoolOdds[] = [];
  for (let dice = 1; dice <= maxDice; dice++) {
    [table, spare] = [addDie(table.subarray(0, 4 * dice - 3), spare, weights), table];
    const current = table.subarray(0, 4 * dice + 1);
    // The largest pool's buffer is never written again: its table is kept as it is.
    odds.push(poolOdds(dice, dt, current, marginPerDie, dice === maxDice ? current : null));
  }
  return odds;
}

/**
 * The margin distribution of one pool size: the same convolution, between two buffers, keeping only the last
 * table; remembered, since a contest of many sides asks for the same side's distribution once per pairing (twelve
 * attackers of 200 dice took 150 ms an edit in a browser when each asked for every smaller pool's table too).
 */
export const kingdomsMarginDistribution = oddsMemo(64, (dice: number, dt: number): IntDistribution => {
  assertOddsDice(dice);
  assertThreshold(dt);
  const weights = dieWeights(dt);
  let table: Float64Array = new Float64Array(4 * dice + 1);
  let spare: Float64Array = new Float64Array(4 * dice + 1);
  table[0] = 1;
  for (let added = 0; added < dice; added++) {
    // The table of `added` dice holds 4 · added + 1 margins; the spare buffer takes the next pool's.
    [table, spare] = [addDie(table.subarray(0, 4 * added + 1), spare, weights), table];
  }
  return new IntDistribution(-2 * dice, table);
});

/** The chance a basic test succeeds under the chosen reading of "positive". */
export function basicTestSuccessChance(odds: KingdomsPoolOdds, rule: BasicTestRule): number {
  return rule === "positive" ? odds.positive : odds.atLeastZero;
}
