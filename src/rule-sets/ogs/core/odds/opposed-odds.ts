import { actionCheckSlots, type ActionDiceSpec } from "../mechanics/action-check";
import { compareHighToLow, type TieBreakStep } from "../mechanics/tie-break";
import { assertFlatBonus, assertRealDice } from "../mechanics/validation";
import { IntDistribution } from "../../../../core/odds/int-distribution";
import { valueTable, type ValueTable } from "./value-table";

/**
 * Exact odds of an Opposed Check with the whole tie-break chain. Totals first; on equal totals the sorted values
 * (from the joint table of sum and value multiset); then the die sizes, which are fixed by the dice lists, so
 * one comparison settles that step for every outcome; then d12 roll-offs, which repeat their ties and so end
 * as a fair coin: each side takes exactly half of what is left. (The CHAIN_LIMIT cap on the roll-off holds
 * (1/12)^1000 of the mass, far below what a double can show.)
 */

/** One side: its real dice (promoted pools already expanded) and its flat bonus. */
export interface OddsSide {
  dice: readonly number[];
  flatBonus?: number;
}

interface StepOdds {
  a: number;
  b: number;
}

export interface OpposedOdds {
  aWins: number;
  bWins: number;
  /** How each side's wins split over the steps of the chain. */
  byStep: Record<TieBreakStep, StepOdds>;
}

export function opposedOdds(a: OddsSide, b: OddsSide): OpposedOdds {
  assertRealDice(a.dice);
  assertRealDice(b.dice);
  const bonusA = a.flatBonus ?? 0;
  const bonusB = b.flatBonus ?? 0;
  assertFlatBonus(bonusA);
  assertFlatBonus(bonusB);
  const tableA = valueTable(a.dice);
  const tableB = valueTable(b.dice);
  const totals = compareTotals(tableA, bonusA, tableB, bonusB);
  const values = compareValuesOnEqualTotals(tableA, bonusA, tableB, bonusB);
  const sizes = compareHighToLow(a.dice, b.dice);
  const byStep: Record<TieBreakStep, StepOdds> = {
    total: { a: totals.greater, b: totals.less },
    values: { a: values.greater, b: values.less },
    sizes: { a: sizes > 0 ? values.equal : 0, b: sizes < 0 ? values.equal : 0 },
    rolloff: { a: sizes === 0 ? values.equal / 2 : 0, b: sizes === 0 ? values.equal / 2 : 0 },
  };
  const steps = Object.values(byStep);
  return {
    aWins: steps.reduce((sum, step) => sum + step.a, 0),
    bWins: steps.reduce((sum, step) => sum + step.b, 0),
    byStep,
  };
}

/** The same for two Action Checks, their Die Increases applied. */
export function opposedActionCheckOdds(a: ActionDiceSpec, b: ActionDiceSpec): OpposedOdds {
  const side = (spec: ActionDiceSpec): OddsSide => ({
    dice: actionCheckSlots(spec).map((slot) => slot.faces),
    flatBonus: spec.flatBonus ?? 0,
  });
  return opposedOdds(side(a), side(b));
}

interface Comparison {
  greater: number;
  equal: number;
  less: number;
}

/** P(total A > total B) etc.; only the sums matter here, so each table folds into a distribution first. */
function compareTotals(tableA: ValueTable, bonusA: number, tableB: ValueTable, bonusB: number): Comparison {
  const { greater, equal, less } = totalOfTable(tableA, bonusA).compare(totalOfTable(tableB, bonusB));
  return { greater, equal, less };
}

function totalOfTable(table: ValueTable, bonus: number): IntDistribution {
  const min = table.sums[0]!;
  const probs = new Float64Array(table.sums[table.sums.length - 1]! - min + 1);
  for (let row = 0; row < table.sums.length; row++) probs[table.sums[row]! - min]! += table.probs[row]!;
  return new IntDistribution(min + bonus, probs);
}

/**
 * Among outcomes with equal totals: P(A's sorted values ahead), P(equal values), P(B's ahead). Both tables run
 * in (sum, key) order, so each block of one total is merged once, keys ascending.
 */
function compareValuesOnEqualTotals(
  tableA: ValueTable,
  bonusA: number,
  tableB: ValueTable,
  bonusB: number,
): Comparison {
  let greater = 0;
  let equal = 0;
  let less = 0;
  let startB = 0;
  const rowsA = tableA.sums.length;
  const rowsB = tableB.sums.length;
  for (let startA = 0; startA < rowsA;) {
    const total = tableA.sums[startA]! + bonusA;
    const endA = blockEnd(tableA, startA);
    while (startB < rowsB && tableB.sums[startB]! + bonusB < total) startB++;
    if (startB < rowsB && tableB.sums[startB]! + bonusB === total) {
      const endB = blockEnd(tableB, startB);
      const block = mergeBlock(tableA, startA, endA, tableB, startB, endB);
      greater += block.greater;
      equal += block.equal;
      // Summed as it comes, never a difference: what cannot happen stays exactly 0 (docs/odds.md).
      less += block.less;
      startB = endB;
    }
    startA = endA;
  }
  return { greater, equal, less };
}

function blockEnd(table: ValueTable, start: number): number {
  let end = start;
  while (end < table.sums.length && table.sums[end] === table.sums[start]) end++;
  return end;
}

function mergeBlock(
  tableA: ValueTable,
  fromA: number,
  toA: number,
  tableB: ValueTable,
  fromB: number,
  toB: number,
): Comparison {
  let massB = 0;
  for (let k = fromB; k < toB; k++) massB += tableB.probs[k]!;
  let greater = 0;
  let equal = 0;
  let massA = 0;
  let below = 0; // mass of B's rows with a smaller key than the current row of A
  let k = fromB;
  for (let i = fromA; i < toA; i++) {
    const key = tableA.keys[i]!;
    const p = tableA.probs[i]!;
    while (k < toB && tableB.keys[k]! < key) below += tableB.probs[k++]!;
    greater += p * below;
    if (k < toB && tableB.keys[k] === key) equal += p * tableB.probs[k]!;
    massA += p;
  }
  return { greater, equal, less: massA * massB - greater - equal };
}
