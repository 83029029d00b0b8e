import { IndieDiceError } from "../errors";
import { resolveExpression } from "../expressions/field-expression";
import { IntDistribution } from "../odds/int-distribution";

/**
 * The exact distribution of a roll written in Foundry's own dice notation (docs/formula-odds.md): the public
 * contract the formula dialog, the luck line on stock rolls, formula requests, the calculator and
 * `api.odds.distribution` read. Totals may be fractions (a division by a constant), so outcomes are pairs, not an
 * IntDistribution.
 *
 * STUB (to be replaced by the full engine): sums and differences of `NdX` and whole numbers, `@paths` resolved.
 */

/** `[total, probability]`, ascending by total; the probabilities plus `tail` sum to 1 within 1e-12. */
export type FormulaOutcome = readonly [total: number, probability: number];

export interface FormulaDistribution {
  /** The formula as it was read, with `@` paths replaced by their numbers (what Foundry would roll). */
  readonly resolved: string;
  readonly outcomes: readonly FormulaOutcome[];
  /** Probability left out where dice explode without end: 0 when exact, otherwise < 1e-12 and shown as such. */
  readonly tail: number;
}

/** How a formula's total is compared with a target. */
export type FormulaCompare = "atLeast" | "atMost" | "exactly";

export const FORMULA_COMPARES: readonly FormulaCompare[] = ["atLeast", "atMost", "exactly"];

const KEY = "INDIE_DICE.Error.Formula";

/**
 * The exact distribution of `formula`, its `@` paths read from `data` (an actor's roll data; a missing path is
 * refused by name). Throws an IndieDiceError naming the part it cannot answer exactly — never a wrong number.
 */
export function formulaDistribution(formula: string, data: unknown = null): FormulaDistribution {
  const resolved = formula.replace(/@[A-Za-z_][A-Za-z0-9_.]*/g, (path) => String(resolveExpression(path, data)));
  let total = IntDistribution.constant(0);
  for (const match of resolved.replace(/\s+/g, "").matchAll(/([+-]?)([^+-]+)/g)) {
    const sign = match[1] === "-" ? -1 : 1;
    const term = match[2]!;
    const dice = /^(\d*)d(\d+)$/.exec(term);
    let part: IntDistribution;
    if (dice) part = IntDistribution.die(Number(dice[2])).times(Number(dice[1] || 1));
    else if (/^\d+$/.test(term)) part = IntDistribution.constant(Number(term));
    else throw new IndieDiceError(`${KEY}.Unsupported`, { part: term });
    total = total.add(sign === 1 ? part : negate(part));
  }
  return { resolved, outcomes: total.entries(), tail: total.cutMass };
}

function negate(dist: IntDistribution): IntDistribution {
  return IntDistribution.fromEntries(dist.entries().map(([value, p]) => [-value, p] as const), dist.cutMass);
}

/** The chance that a total compares to `target` as asked (the tail left out counts as neither). */
export function formulaChance(distribution: FormulaDistribution, target: number, compare: FormulaCompare): number {
  let chance = 0;
  for (const [total, probability] of distribution.outcomes) {
    const hit = compare === "atLeast" ? total >= target : compare === "atMost" ? total <= target : total === target;
    if (hit) chance += probability;
  }
  return chance;
}
