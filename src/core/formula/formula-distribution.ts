import { resolveExpression } from "../expressions/field-expression";
import { LIMITS, requireWithin } from "../limits";
import { chanceThatCanFail } from "../odds/certainty";
import { evaluateFormula } from "./formula-evaluation";
import { cutOf, outcomesOf } from "./formula-value";
import type { FormulaCompare, FormulaDistribution } from "./formula-distribution-types";
import { parseFormula } from "./formula-syntax";

/**
 * The exact distribution of a roll written in Foundry's own dice notation (docs/formula-odds.md): the public
 * contract the formula dialog, the luck line on stock rolls, formula requests, the calculator and
 * `api.odds.distribution` read. Totals may be fractions (a division by a constant), so outcomes are pairs, not an
 * IntDistribution.
 */

export const FORMULA_COMPARES: readonly FormulaCompare[] = ["atLeast", "atMost", "exactly"];

/** Foundry's data references: `@` and a path (docs/formula-odds.md "@ paths"). */
const DATA_PATH = /@[A-Za-z_][A-Za-z0-9_.]*/g;

/** The `@` paths a formula reads, as the engine reads them (without the `@`): what a cache of its answers must key on. */
export function formulaDataPaths(formula: string): string[] {
  return [...formula.matchAll(DATA_PATH)].map((match) => match[0].slice(1));
}

/**
 * The exact distribution of `formula`, its `@` paths read from `data` (an actor's roll data; a missing path is
 * refused by name). Throws an IndieDiceError naming the part it cannot answer exactly — never a wrong number.
 * Every limit (LIMITS.formula*) is checked before any work.
 */
export function formulaDistribution(formula: string, data: unknown = null): FormulaDistribution {
  requireWithin(LIMITS.formulaLength, formula.trim().length);
  const replaced = formula.trim().replace(DATA_PATH, (path) => String(resolveExpression(path, data)));
  // `d%` is Foundry's shorthand for d100 in most tables; v13's parser wants the number, so it is written out.
  const resolved = replaced.replace(/([dD])%/g, "$1100");
  requireWithin(LIMITS.formulaLength, resolved.length);
  const value = evaluateFormula(parseFormula(resolved));
  return { resolved, outcomes: outcomesOf(value), tail: cutOf(value) };
}

/**
 * The chance that a total compares to `target` as asked (the tail left out counts as neither). Exactly 1 when every
 * total hits and no tail was left out: read from the totals, as the sum may fall short of 1 by float rounding
 * (docs/odds.md "Certain and impossible").
 */
export function formulaChance(distribution: FormulaDistribution, target: number, compare: FormulaCompare): number {
  let chance = 0;
  let missed = distribution.tail > 0;
  for (const [total, probability] of distribution.outcomes) {
    const hit = compare === "atLeast" ? total >= target : compare === "atMost" ? total <= target : total === target;
    if (hit) chance += probability;
    else missed = true;
  }
  return missed ? chanceThatCanFail(chance) : 1;
}
