import { formulaChance } from "../formula/formula-distribution";
import { rememberedFormulaDistribution } from "../formula/formula-luck";
import type { FormulaDistribution } from "../formula/formula-distribution-types";
import { SummedChance } from "../odds/certainty";

/**
 * A roll whose first die decides more than its share of the total (docs/systems.md "A natural roll"): D&D 5e's d20,
 * whose natural 20 (or the critical threshold) always hits and natural 1 always misses; Pathfinder's, whose natural
 * 20 and 1 move the degree. The system's roll is read as that die's term (`natural`, the term's own total: after its
 * rerolls and bounds, as the system reads it) and the rest of the formula (`rest`, written from its first operator:
 * "+ 5 - 1d4", or "" for nothing), which roll their own dice and so are independent.
 */
export interface NaturalRoll {
  readonly natural: string;
  readonly rest: string;
}

/** What the natural die settles alone: at or above `always` a success, at or below `never` a failure. */
export interface NaturalRules {
  readonly always: number | null;
  readonly never: number | null;
}

export const NO_NATURAL_RULES: NaturalRules = { always: null, never: null };

/** The exact distributions of a natural roll: its die, the rest, and the whole total. */
interface NaturalRollOdds {
  readonly natural: FormulaDistribution;
  readonly rest: FormulaDistribution;
  readonly total: FormulaDistribution;
}

/** The formula of the rest as the engine reads it alone (a leading operator needs something before it). */
export function restFormula(rest: string): string {
  const trimmed = rest.trim();
  if (trimmed === "") return "0";
  return /^[+-]/.test(trimmed) ? `0 ${trimmed}` : trimmed;
}

/**
 * Throws the engine's refusal (an IndieDiceError naming the part) where a part cannot be answered exactly. Each part
 * is remembered by its text (src/core/formula/formula-luck.ts): a dialog asks again on every change, and its three
 * buttons share the rest while only the bonus in it moves.
 */
export function naturalRollOdds(roll: NaturalRoll, data: unknown = null): NaturalRollOdds {
  const natural = rememberedFormulaDistribution(roll.natural, data);
  const rest = rememberedFormulaDistribution(restFormula(roll.rest), data);
  const total = rememberedFormulaDistribution(
    roll.rest.trim() === "" ? roll.natural : `${roll.natural} ${roll.rest.trim()}`,
    data,
  );
  return { natural, rest, total };
}

/**
 * The chance of a total of at least `target`, where a natural die at or above `rules.always` succeeds and one at or
 * below `rules.never` fails whatever the total: Σ over the die's totals n of P(n) × (settled by n, or P(rest ≥
 * target − n)). Exactly 1 or 0 only when every outcome makes it or none does (docs/odds.md "Certain and impossible").
 */
export function naturalChance(odds: NaturalRollOdds, target: number, rules: NaturalRules = NO_NATURAL_RULES): number {
  const chance = new SummedChance(odds.natural.tail > 0);
  for (const [n, p] of odds.natural.outcomes) {
    const settled =
      rules.always !== null && n >= rules.always ? 1 : rules.never !== null && n <= rules.never ? 0 : null;
    chance.add(p, settled ?? formulaChance(odds.rest, target - n, "atLeast"));
  }
  return chance.chance;
}

/**
 * The chance that the natural die comes to a value `naturalIn` takes and the whole total is at least `target`
 * (`reached`) or below it: Σ over those n of P(n) × P(rest ≥ target − n), or × P(rest ≤ target − n − 1) — a death
 * save's critical is a natural 20 that also reaches 10, its fumble a natural 1 that also falls short.
 */
export function naturalAndTotalChance(
  odds: NaturalRollOdds,
  naturalIn: (n: number) => boolean,
  target: number,
  reached: boolean,
): number {
  let chance = 0;
  for (const [n, p] of odds.natural.outcomes) {
    if (!naturalIn(n)) continue;
    chance +=
      p *
      (reached ? formulaChance(odds.rest, target - n, "atLeast") : formulaChance(odds.rest, target - n - 1, "atMost"));
  }
  return chance;
}

/** The chance that the natural die alone comes to at least `value` (a critical hit at the threshold). */
export function naturalAtLeast(odds: NaturalRollOdds, value: number): number {
  return formulaChance(odds.natural, value, "atLeast");
}

/** The chance that the natural die alone comes to at most `value` (a natural 1). */
export function naturalAtMost(odds: NaturalRollOdds, value: number): number {
  return formulaChance(odds.natural, value, "atMost");
}
