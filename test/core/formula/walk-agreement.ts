/**
 * The check the property tests share: the engine's exact table of a formula against a walk of the tests' own model
 * of Foundry (foundry-term-simulator.ts, foundry-pool-simulator.ts) through every sequence it can roll.
 */
import { expect } from "vitest";
import { IndieDiceError } from "../../../src/core/errors";
import { formulaDistribution } from "../../../src/core/formula/formula-distribution";
import type { DiceDialect } from "../../../src/core/formula/dice-dialect";

/** What a walk found, and the chance it left out (and, for a term, the chance Foundry's loop limit stopped it). */
export interface Walk {
  readonly outcomes: ReadonlyMap<number, number>;
  readonly cut: number;
  readonly overLimit?: number;
}

/** The engine's table of `formula` equals the walk's; returns the engine's refusal instead, if it refuses. */
export function agreeWithWalk(formula: string, walk: () => Walk, dice?: DiceDialect): IndieDiceError | null {
  let exact;
  try {
    exact = formulaDistribution(formula, null, dice);
  } catch (error) {
    if (error instanceof IndieDiceError) return error;
    throw error;
  }
  const walked = walk();
  expect(walked.overLimit ?? 0, `${formula}: Foundry's loop limit`).toBe(0);
  expect(walked.cut, `${formula}: the walk left out`).toBeLessThan(1e-4);
  const engine = new Map(exact.outcomes);
  // A finite walk adds at most a few thousand chances: its rounding stays far below 1e-12.
  const slack = walked.cut + 1e-12;
  for (const total of new Set([...engine.keys(), ...walked.outcomes.keys()])) {
    const mine = engine.get(total) ?? 0;
    const foundry = walked.outcomes.get(total) ?? 0;
    // The walk can only miss mass, never add it: the engine holds at least what it found, and at most `cut` more.
    expect(mine, `${formula}: P(${total})`).toBeGreaterThanOrEqual(foundry - 1e-12);
    expect(mine - foundry, `${formula}: P(${total})`).toBeLessThanOrEqual(slack);
  }
  expect(exact.tail).toBeLessThan(1e-12);
  return null;
}
