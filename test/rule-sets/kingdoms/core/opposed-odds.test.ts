import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../../src/core/errors";
import { decideOpposed, OPPOSED_ROLES } from "../../../../src/rule-sets/kingdoms/core/mechanics/opposed-test";
import { judgeMargin } from "../../../../src/rule-sets/kingdoms/core/mechanics/margin";
import type { OpposedRole } from "../../../../src/rule-sets/kingdoms/core/mechanics/opposed-test";
import { IntDistribution } from "../../../../src/core/odds/int-distribution";
import { kingdomsOpposedOdds, opposedOddsOfMargins } from "../../../../src/rule-sets/kingdoms/core/odds/opposed-odds";

/** Every pair of face tuples, decided by the mechanic's own rule. */
function enumerateOpposed(diceA: number, dtA: number, diceB: number, dtB: number, role: OpposedRole) {
  const tuples = (dice: number): number[][] =>
    dice === 0 ? [[]] : tuples(dice - 1).flatMap((rest) => Array.from({ length: 12 }, (_, f) => [f + 1, ...rest]));
  // Tally each side's margins first: the pairs of tallies cover every pair of tuples.
  const tally = (dice: number, dt: number) => {
    const counts = new Map<number, number>();
    for (const faces of tuples(dice)) {
      const { margin } = judgeMargin(faces, dt);
      counts.set(margin, (counts.get(margin) ?? 0) + 1);
    }
    return counts;
  };
  const counts = { a: 0, b: 0, stalemate: 0 };
  for (const [a, countA] of tally(diceA, dtA)) {
    for (const [b, countB] of tally(diceB, dtB)) counts[decideOpposed(a, b, role).winner] += countA * countB;
  }
  const total = 12 ** (diceA + diceB);
  return { aWins: counts.a / total, bWins: counts.b / total, stalemate: counts.stalemate / total };
}

const side = fc.record({ dice: fc.integer({ min: 1, max: 25 }), dt: fc.integer({ min: 0, max: 12 }) });
const role = fc.constantFrom(...OPPOSED_ROLES);

describe("kingdomsOpposedOdds", () => {
  it("one die each at DT 6, both equally involved, worked by hand", () => {
    // Each die is −2, −1, +1, +2 with 1, 5, 5, 1 twelfths. Ties: (1² + 5² + 5² + 1²) / 144 = 52/144.
    const odds = kingdomsOpposedOdds({ dice: 1, dt: 6 }, { dice: 1, dt: 6 }, "bothEqual");
    expect(odds.stalemate).toBeCloseTo(52 / 144, 14);
    expect(odds.aWins).toBeCloseTo(46 / 144, 14);
    expect(odds.bWins).toBeCloseTo(46 / 144, 14);
  });

  it("one die each at DT 6 with A active: A must roll a success first", () => {
    // A wins: A +1 over B −1/−2 (5·6), A +2 over B below +2 (1·11) → 41/144.
    // Stalemate: A +1 = B +1 (5·5) or A +2 = B +2 (1·1) → 26/144; B wins the other 77.
    const odds = kingdomsOpposedOdds({ dice: 1, dt: 6 }, { dice: 1, dt: 6 }, "aActive");
    expect(odds.aWins).toBeCloseTo(41 / 144, 14);
    expect(odds.stalemate).toBeCloseTo(26 / 144, 14);
    expect(odds.bWins).toBeCloseTo(77 / 144, 14);
  });

  it("brute force: every pair of small pools under every role matches within 1e-12", () => {
    const cases: Array<[number, number, number, number]> = [
      [1, 6, 1, 6],
      [2, 7, 1, 4],
      [2, 3, 2, 9],
      [3, 6, 2, 6],
      [1, 12, 3, 0],
      [3, 8, 3, 5],
    ];
    for (const [diceA, dtA, diceB, dtB] of cases) {
      for (const r of OPPOSED_ROLES) {
        const exact = kingdomsOpposedOdds({ dice: diceA, dt: dtA }, { dice: diceB, dt: dtB }, r);
        const counted = enumerateOpposed(diceA, dtA, diceB, dtB, r);
        expect(Math.abs(exact.aWins - counted.aWins)).toBeLessThan(1e-12);
        expect(Math.abs(exact.bWins - counted.bWins)).toBeLessThan(1e-12);
        expect(Math.abs(exact.stalemate - counted.stalemate)).toBeLessThan(1e-12);
      }
    }
  });

  it("property: the three outcomes add up to 1", () => {
    fc.assert(
      fc.property(side, side, role, (a, b, r) => {
        const odds = kingdomsOpposedOdds(a, b, r);
        expect(odds.aWins + odds.bWins + odds.stalemate).toBeCloseTo(1, 12);
        for (const p of [odds.aWins, odds.bWins, odds.stalemate]) expect(p).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 60 },
    );
  });

  it("property: swapping the sides and the role swaps the odds", () => {
    const swapRole = { bothEqual: "bothEqual", aActive: "bActive", bActive: "aActive" } as const;
    fc.assert(
      fc.property(side, side, role, (a, b, r) => {
        const straight = kingdomsOpposedOdds(a, b, r);
        const swapped = kingdomsOpposedOdds(b, a, swapRole[r]);
        expect(swapped.aWins).toBeCloseTo(straight.bWins, 12);
        expect(swapped.bWins).toBeCloseTo(straight.aWins, 12);
        expect(swapped.stalemate).toBeCloseTo(straight.stalemate, 12);
      }),
      { numRuns: 60 },
    );
  });

  it("property: being the active side never helps — A wins less often when A is active", () => {
    fc.assert(
      fc.property(side, side, (a, b) => {
        const equal = kingdomsOpposedOdds(a, b, "bothEqual");
        const aActive = kingdomsOpposedOdds(a, b, "aActive");
        const bActive = kingdomsOpposedOdds(a, b, "bActive");
        expect(aActive.aWins).toBeLessThanOrEqual(equal.aWins + 1e-12);
        expect(bActive.aWins).toBeGreaterThanOrEqual(equal.aWins - 1e-12);
      }),
      { numRuns: 60 },
    );
  });

  it("an active side that cannot reach 0 never wins or draws", () => {
    const hopeless = IntDistribution.fromEntries([
      [-3, 0.5],
      [-1, 0.5],
    ]);
    const other = IntDistribution.constant(-5);
    expect(opposedOddsOfMargins(hopeless, other, "aActive")).toEqual({ aWins: 0, stalemate: 0, bWins: 1 });
    expect(opposedOddsOfMargins(other, hopeless, "bActive")).toEqual({ aWins: 1, stalemate: 0, bWins: 0 });
    expect(opposedOddsOfMargins(hopeless, other, "bothEqual").aWins).toBe(1);
  });

  it("rejects an unknown role and bad sides", () => {
    expect(() => kingdomsOpposedOdds({ dice: 1, dt: 6 }, { dice: 1, dt: 6 }, "x" as OpposedRole)).toThrow(
      IndieDiceError,
    );
    expect(() => kingdomsOpposedOdds({ dice: 0, dt: 6 }, { dice: 1, dt: 6 }, "bothEqual")).toThrow(/not 0/);
    expect(() => kingdomsOpposedOdds({ dice: 2, dt: 6 }, { dice: 1, dt: 6.5 }, "bothEqual")).toThrow(/not 6.5/);
  });
});
