/**
 * What test/rule-sets/ogs/core/odds*.test.ts check the OGS odds against: every roll of some dice, and an opposed check
 * judged by brute force over every pair of rolls by the tie-break's own code.
 */
import { expect } from "vitest";
import { actionCheckSlots, type ActionDiceSpec } from "../../../../src/rule-sets/ogs/core/mechanics/action-check";
import { decideWithoutRollOff } from "../../../../src/rule-sets/ogs/core/mechanics/tie-break";
import { totalOf, type RolledTotal } from "../../../../src/rule-sets/ogs/core/mechanics/rolled-dice";
import type { OddsSide, OpposedOdds } from "../../../../src/rule-sets/ogs/core/odds/opposed-odds";
import { must } from "../../../kit";

export const EXACT = 1e-12;

/** Every ordered outcome of the dice, each with its probability. */
export function* outcomes(sizes: readonly number[]): Generator<[number[], number]> {
  const weight = 1 / sizes.reduce((product, faces) => product * faces, 1);
  const faces = sizes.map(() => 1);
  while (true) {
    yield [[...faces], weight];
    let i = 0;
    while (i < sizes.length && faces[i] === sizes[i]) faces[i++] = 1;
    if (i === sizes.length) return;
    faces[i]!++;
  }
}

function rolled(side: OddsSide, faces: readonly number[]): RolledTotal {
  return totalOf(
    side.dice.map((size, i) => ({ faces: size, value: must(faces[i]) })),
    side.flatBonus ?? 0,
  );
}

/**
 * The odds by walking every pair of outcomes through the phase-1 judge; a full tie is a fair roll-off. Every
 * ordered outcome is equally likely, so it counts in whole half-outcomes and divides once, exactly.
 */
export function bruteForceOpposed(a: OddsSide, b: OddsSide): OpposedOdds {
  const zero = () => ({ a: 0, b: 0 });
  const halves = { total: zero(), values: zero(), sizes: zero(), rolloff: zero() };
  const listB = [...outcomes(b.dice)];
  let pairs = 0;
  for (const [facesA] of outcomes(a.dice)) {
    const sideA = rolled(a, facesA);
    for (const [facesB] of listB) {
      pairs++;
      const decision = decideWithoutRollOff(sideA, rolled(b, facesB));
      if (decision === null) {
        halves.rolloff.a += 1;
        halves.rolloff.b += 1;
      } else {
        halves[decision.decidedBy][decision.winner] += 2;
      }
    }
  }
  const share = (count: number) => count / (2 * pairs);
  const byStep = Object.fromEntries(
    Object.entries(halves).map(([step, { a: wa, b: wb }]) => [step, { a: share(wa), b: share(wb) }]),
  ) as OpposedOdds["byStep"];
  const steps = Object.values(halves);
  return {
    aWins: share(steps.reduce((sum, step) => sum + step.a, 0)),
    bWins: share(steps.reduce((sum, step) => sum + step.b, 0)),
    byStep,
  };
}

export function expectOddsClose(actual: OpposedOdds, expected: OpposedOdds): void {
  expect(Math.abs(actual.aWins - expected.aWins)).toBeLessThan(EXACT);
  expect(Math.abs(actual.bWins - expected.bWins)).toBeLessThan(EXACT);
  for (const step of ["total", "values", "sizes", "rolloff"] as const) {
    expect(Math.abs(actual.byStep[step].a - expected.byStep[step].a)).toBeLessThan(EXACT);
    expect(Math.abs(actual.byStep[step].b - expected.byStep[step].b)).toBeLessThan(EXACT);
  }
}

export const sidesOf = (spec: ActionDiceSpec): OddsSide => ({
  dice: actionCheckSlots(spec).map((slot) => slot.faces),
  flatBonus: spec.flatBonus ?? 0,
});
