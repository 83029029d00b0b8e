/**
 * Formulas side by side (docs/formula-odds.md "Side by side"): two to four formulas compared pair by pair — the exact
 * chance the first's total beats the second's, ties it, or falls short — and a series, one `@` value swept over a
 * range and the chance against the target for each. Both read the distributions `formulaDistribution` gives, so they
 * answer exactly what it answers and refuse what it refuses, by name.
 */
import { IndieDiceError } from "../errors";
import { LIMITS, limitError, requireWithin } from "../limits";
import { chanceThatCanFail } from "../odds/certainty";
import {
  formulaChance,
  formulaDataPaths,
  formulaDistribution,
  formulaWork,
  FORMULA_COMPARES,
} from "./formula-distribution";
import type {
  FormulaComparison,
  FormulaDistribution,
  FormulaPair,
  SeriesPoint,
  SeriesInput,
} from "./formula-distribution-types";

/**
 * P(A > B), P(A = B) and P(A < B) for independent totals, in one pass over both ascending lists: each total of A
 * against the mass of B's totals below it and at it. A figure is exactly 1 only when every pair of kept totals makes
 * it and nothing was left out (docs/odds.md "Certain and impossible"); one no pair makes is exactly 0.
 */
export function compareDistributions(a: FormulaDistribution, b: FormulaDistribution): FormulaComparison {
  let greater = 0;
  let equal = 0;
  let less = 0;
  let below = 0;
  let j = 0;
  const theirs = b.outcomes;
  const bMass = theirs.reduce((sum, [, p]) => sum + p, 0);
  for (const [total, p] of a.outcomes) {
    for (let next = theirs[j]; next !== undefined && next[0] < total; next = theirs[++j]) below += next[1];
    const at = theirs[j];
    const tie = at !== undefined && at[0] === total ? at[1] : 0;
    greater += p * below;
    equal += p * tie;
    less += p * Math.max(0, bMass - below - tie);
  }
  const tail = a.tail + b.tail - a.tail * b.tail;
  // Certain when every pair of kept totals makes it and nothing was left out; impossible when no pair does (the
  // sum "less" takes from the mass left over may keep a float's residue, 1.85e-17 for 1d3 + 2 against 1d3).
  const exact = (chance: number, everyPair: boolean, noPair: boolean) =>
    noPair ? 0 : everyPair && tail === 0 ? 1 : chanceThatCanFail(chance);
  const [aLow, aHigh] = ends(a);
  const [bLow, bHigh] = ends(b);
  return {
    greater: exact(greater, aLow > bHigh, !(aHigh > bLow)),
    equal: exact(equal, aLow === aHigh && bLow === bHigh && aLow === bLow, aHigh < bLow || bHigh < aLow),
    less: exact(less, aHigh < bLow, !(aLow < bHigh)),
    tail,
  };
}

/** The least and greatest kept totals. */
function ends(distribution: FormulaDistribution): [number, number] {
  const { outcomes } = distribution;
  return [outcomes[0]?.[0] ?? Number.NaN, outcomes.at(-1)?.[0] ?? Number.NaN];
}

/**
 * Every pair of two to four formulas, each read with the same roll data (an actor's): the first against the second,
 * the first against the third …, in order. Refused by name: a list of another length, anything not a formula, any
 * formula the exact odds cannot answer.
 */
export function compareFormulas(formulas: readonly unknown[], data: unknown = null): FormulaPair[] {
  requireWithin(LIMITS.formulaCompared, formulas.length);
  const distributions = formulas.map((formula) => {
    if (typeof formula !== "string")
      throw new IndieDiceError("INDIE_DICE.Error.NotAFormula", { value: String(formula).slice(0, 40) });
    return formulaDistribution(formula, data);
  });
  const pairs: FormulaPair[] = [];
  for (let first = 0; first < distributions.length; first++) {
    for (let second = first + 1; second < distributions.length; second++) {
      pairs.push({ first, second, ...compareDistributions(distributions[first]!, distributions[second]!) });
    }
  }
  return pairs;
}

/**
 * The chance of `formula` against the target for each whole value of `@path` from `from` to `to` (each its own
 * distribution, as the dialog would show it with that number). Every bound is checked before any work: the path is
 * one the formula reads, `from` ≤ `to`, both numbers a formula may hold, at most LIMITS.formulaSeriesValues values,
 * and the work of all of them together within one formula's (LIMITS.formulaSteps).
 */
export function formulaSeries(formula: string, question: SeriesInput): SeriesPoint[] {
  const { path, from, to, target, compare = "atLeast", data = null } = question;
  if (typeof path !== "string" || !formulaDataPaths(formula).includes(path)) {
    throw new IndieDiceError("INDIE_DICE.Error.Formula.SeriesPath", { path: `@${String(path).slice(0, 60)}` });
  }
  requireWithin(LIMITS.formulaNumber, from);
  requireWithin(LIMITS.formulaNumber, to);
  if (from > to) throw new IndieDiceError("INDIE_DICE.Error.Formula.SeriesOrder", { from, to });
  requireWithin(LIMITS.formulaSeriesValues, to - from + 1);
  // The series is held to one formula's budget in all (LIMITS.formulaSteps: 100 ms), its values' plans summed first.
  let work = 0;
  for (let value = from; value <= to; value++) work += formulaWork(formula, withPath(data, path.split("."), value));
  if (work > LIMITS.formulaSteps.max) throw limitError(LIMITS.formulaSteps, work);
  // A target may be a fraction (a total with a division can be one), as `formulaChance` takes it.
  if (typeof target !== "number" || !(Math.abs(target) <= LIMITS.formulaTarget.max))
    throw limitError(LIMITS.formulaTarget, target);
  if (!FORMULA_COMPARES.includes(compare))
    throw new IndieDiceError("INDIE_DICE.Error.Formula.Compare", {
      value: String(compare).slice(0, 40),
      compares: FORMULA_COMPARES.join(", "),
    });
  const points: SeriesPoint[] = [];
  for (let value = from; value <= to; value++) {
    points.push({
      value,
      chance: formulaChance(formulaDistribution(formula, withPath(data, path.split("."), value)), target, compare),
    });
  }
  return points;
}

/**
 * The roll data with one path set to `value`, the rest shared: each object along the path copied (its own
 * properties), the last one given the value as an own property (a name such as `__proto__` is then a plain key).
 * The calculator reads its formulas at a series' first value with it.
 */
export function withPath(data: unknown, path: readonly string[], value: number): Record<string, unknown> {
  const source = data !== null && typeof data === "object" ? (data as Record<string, unknown>) : {};
  const copy: Record<string, unknown> = { ...source };
  const [head = "", ...rest] = path;
  const next = rest.length === 0 ? value : withPath(Object.hasOwn(source, head) ? source[head] : null, rest, value);
  Object.defineProperty(copy, head, { value: next, enumerable: true, writable: true, configurable: true });
  return copy;
}
