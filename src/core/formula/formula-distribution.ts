import { resolveExpression } from "../expressions/field-expression";
import { LIMITS, requireWithin } from "../limits";
import { chanceThatCanFail } from "../odds/certainty";
import { evaluateFormula, formulaSteps } from "./formula-evaluation";
import { cutOf, outcomesOf } from "./formula-value";
import type { FormulaCompare, FormulaDistribution } from "./formula-distribution-types";
import { parseFormula, type FormulaNode } from "./formula-syntax";
import type { DieModifier } from "./die-modifiers";
import { worldDice, type DiceDialect } from "./dice-dialect";

/**
 * The exact distribution of a roll written in Foundry's own dice notation (docs/formula-odds.md): the public
 * contract the formula dialog, the luck line on stock rolls, formula requests, the calculator and
 * `api.odds.distribution` read. Totals may be fractions (a division by a constant), so outcomes are pairs, not an
 * IntDistribution.
 */

export const FORMULA_COMPARES: readonly FormulaCompare[] = ["atLeast", "atMost", "exactly"];

/** Foundry's data references: `@` and a path (docs/formula-odds.md "`@` paths"). */
const DATA_PATH = /@[A-Za-z_][A-Za-z0-9_.]*/g;

/**
 * The `@` paths a formula reads, as the engine reads them (without the `@`): what a cache of its answers must key on.
 */
export function formulaDataPaths(formula: string): string[] {
  return [...formula.matchAll(DATA_PATH)].map((match) => match[0].slice(1));
}

/**
 * The exact distribution of `formula`, its `@` paths read from `data` (an actor's roll data; a missing path is
 * refused by name), its dice those of `dice` (the world's, src/core/formula/dice-dialect.ts). Throws an
 * IndieDiceError naming the part it cannot answer exactly — never a wrong number. Every limit (LIMITS.formula*) is
 * checked before any work.
 */
export function formulaDistribution(
  formula: string,
  data: unknown = null,
  dice: DiceDialect = worldDice(),
): FormulaDistribution {
  const { resolved, node } = readFormula(formula, data, dice);
  const value = evaluateFormula(node, dice);
  return { resolved, outcomes: outcomesOf(value), tail: cutOf(value), tailAbove: risesWithItsDice(node) };
}

/** The work `formulaDistribution` would do for this formula (LIMITS.formulaSteps), read from its plan, before any. */
export function formulaWork(formula: string, data: unknown = null, dice: DiceDialect = worldDice()): number {
  return formulaSteps(readFormula(formula, data, dice).node);
}

/** The formula with its `@` paths replaced, read into its tree; every length checked first. */
function readFormula(formula: string, data: unknown, dice: DiceDialect): { resolved: string; node: FormulaNode } {
  requireWithin(LIMITS.formulaLength, formula.trim().length);
  const replaced = formula.trim().replace(DATA_PATH, (path) => String(resolveExpression(path, data)));
  // `d%` is Foundry's shorthand for d100 in most tables; v13's parser wants the number, so it is written out.
  const resolved = replaced.replace(/([dD])%/g, "$1100");
  requireWithin(LIMITS.formulaLength, resolved.length);
  return { resolved, node: parseFormula(resolved, dice) };
}

/** Die modifiers after which a die counts its faces, more as it rolls higher or explodes further (no counting). */
const RISING_MODIFIERS: ReadonlySet<DieModifier["kind"]> = new Set([
  "advantage",
  "explode",
  "reroll",
  "select",
  "minimum",
  "maximum",
]);

/**
 * Whether the formula's total never falls as a die rolls higher or explodes further, so that its least total comes
 * from dice that did not explode and any tail the engine cut lies at or above it: dice of faces 1 and up counting
 * their faces, added, less a number, or scaled by a positive number. Anything else (a minus before dice, a Fate die,
 * a count, a function, a pool) is not followed, and its tail is taken to lie anywhere.
 */
function risesWithItsDice(node: FormulaNode): boolean {
  if (node.kind === "number") return true;
  if (node.kind === "dice")
    return node.spec.faces[0]! >= 1 && node.spec.modifiers.every((modifier) => RISING_MODIFIERS.has(modifier.kind));
  if (node.kind !== "binary") return false;
  const positive = (side: FormulaNode) => side.kind === "number" && side.value > 0;
  if (node.operator === "+") return risesWithItsDice(node.left) && risesWithItsDice(node.right);
  if (node.operator === "-") return node.right.kind === "number" && risesWithItsDice(node.left);
  if (node.operator === "*")
    return (
      (positive(node.left) && risesWithItsDice(node.right)) || (positive(node.right) && risesWithItsDice(node.left))
    );
  return node.operator === "/" && positive(node.right) && risesWithItsDice(node.left);
}

/**
 * The chance of a total of at least each of several targets asked in ascending order, as `formulaChance(…,
 * "atLeast")` answers each (its certainty and its rising tail alike), in one pass over the totals for them all: a
 * table of every total of four formulas asks thousands.
 */
export function ascendingAtLeast(distribution: FormulaDistribution): (target: number) => number {
  const { outcomes, tail, tailAbove } = distribution;
  const from = new Float64Array(outcomes.length + 1);
  for (let i = outcomes.length - 1; i >= 0; i--) from[i] = from[i + 1]! + outcomes[i]![1];
  const risingTail = tailAbove && tail > 0;
  let index = 0;
  return (target) => {
    while (index < outcomes.length && outcomes[index]![0] < target) index++;
    const chance = from[index]!;
    if (chance === 0 && risingTail) return tail;
    return index > 0 || (tail > 0 && !risingTail) ? chanceThatCanFail(chance) : 1;
  };
}

/**
 * The chance that a total compares to `target` as asked (the tail left out counts as neither). Exactly 1 when every
 * total hits and no tail was left out: read from the totals, as the sum may fall short of 1 by float rounding
 * (docs/odds.md "Certain and impossible"). A tail that rises without end (`tailAbove`) settles two ends more: it is
 * "at least" any target every kept total reaches, so that chance is certain (1d6x at least 1); and it reaches any
 * target past them, so that chance can happen though no kept total hits it (1d6x at least 200): the tail, which
 * holds it, stands for it, never 0.
 */
export function formulaChance(distribution: FormulaDistribution, target: number, compare: FormulaCompare): number {
  let chance = 0;
  const risingTail = compare === "atLeast" && distribution.tailAbove && distribution.tail > 0;
  let missed = distribution.tail > 0 && !risingTail;
  for (const [total, probability] of distribution.outcomes) {
    const hit = compare === "atLeast" ? total >= target : compare === "atMost" ? total <= target : total === target;
    if (hit) chance += probability;
    else missed = true;
  }
  if (chance === 0 && risingTail) return distribution.tail;
  return missed ? chanceThatCanFail(chance) : 1;
}
