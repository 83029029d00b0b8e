import { LIMITS } from "../limits";
import { IntDistribution } from "../odds/int-distribution";

/**
 * A part of a formula once evaluated: whole-number totals as an IntDistribution (sums are convolutions), or, after
 * a multiplication or division, any totals as a map from total to probability. Foundry computes a total in
 * JavaScript numbers, term by term along the same tree, so doing each operation here on each pair of totals gives
 * the very numbers Foundry gets, fractions and rounding included (docs/formula-odds.md "Division").
 */
export type FormulaValue =
  | { readonly kind: "whole"; readonly dist: IntDistribution }
  | { readonly kind: "points"; readonly points: ReadonlyMap<number, number>; readonly cut: number };

export type Arithmetic = (left: number, right: number) => number;

export function wholeValue(dist: IntDistribution): FormulaValue {
  return { kind: "whole", dist };
}

export function constantValue(value: number): FormulaValue {
  return Number.isInteger(value)
    ? wholeValue(IntDistribution.constant(value))
    : { kind: "points", points: new Map([[value, 1]]), cut: 0 };
}

export function cutOf(value: FormulaValue): number {
  return value.kind === "whole" ? value.dist.cutMass : value.cut;
}

export function pointsOf(value: FormulaValue): ReadonlyMap<number, number> {
  if (value.kind === "points") return value.points;
  return new Map(value.dist.entries());
}

/** Every pair of totals combined by `arithmetic` (independent parts), collected by the total it gives. */
export function combine(left: FormulaValue, right: FormulaValue, arithmetic: Arithmetic): FormulaValue {
  return combineAll([left, right], ([a, b]) => arithmetic(a!, b!));
}

/**
 * Every combination of the parts' totals (independent parts: each rolls its own dice) mapped by `apply`, collected
 * by the total it gives, the chances multiplied. Whole totals within the spread come back as a table.
 */
export function combineAll(parts: readonly FormulaValue[], apply: (totals: readonly number[]) => number): FormulaValue {
  const points = new Map<number, number>();
  const lists = parts.map((part) => [...pointsOf(part)]);
  const totals: number[] = [];
  const walk = (at: number, chance: number) => {
    if (at === lists.length) {
      const exact = apply(totals);
      const total = exact === 0 ? 0 : exact; // −0 (0 × −1, ceil(−0.5)) is the total 0
      points.set(total, (points.get(total) ?? 0) + chance);
      return;
    }
    for (const [total, p] of lists[at]!) {
      totals[at] = total;
      walk(at + 1, chance * p);
    }
  };
  walk(0, 1);
  const cut = parts.reduce((sum, part) => sum + cutOf(part), 0);
  // Bounds by a loop: a spread of a hundred thousand totals is more arguments than a call takes.
  let [low, high] = [Infinity, -Infinity];
  for (const total of points.keys()) [low, high] = [Math.min(low, total), Math.max(high, total)];
  const dense = points.size > 0 && high - low <= LIMITS.formulaSpread.max;
  if (dense && [...points.keys()].every(Number.isInteger)) return wholeValue(IntDistribution.fromEntries(points, cut));
  return { kind: "points", points, cut };
}

/** Ascending [total, probability] pairs. */
export function outcomesOf(value: FormulaValue): [number, number][] {
  if (value.kind === "whole") return value.dist.entries();
  return [...value.points.entries()].filter(([, p]) => p > 0).sort((a, b) => a[0] - b[0]);
}
