/**
 * Pools `{a, b, …}` (docs/formula-odds.md "Pools") against the tests' own model of Foundry's PoolTerm
 * (foundry-pool-simulator.ts, written from v13's `pool.mjs`, `die.mjs` and `dice.mjs`): small pools of mixed dice,
 * generated and walked through every combination of their parts' totals, must give the engine's table exactly
 * (within what the walk leaves out where dice explode); every keep and drop with every count, and every count of
 * successes or failures, on a few pools exhaustively; and `{1d8x, 1d6x}kh` against seeded rolls of the model.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { IndieDiceError } from "../../../src/core/errors";
import { formulaDistribution } from "../../../src/core/formula/formula-distribution";
import { seededUniform } from "../../../src/core/random";
import { chiSquareTest, POWER_MARGIN, SAMPLES } from "../support/chi-square";
import { enumeratePool, rollPool } from "./foundry-pool-simulator";
import { agreeWithWalk } from "./walk-agreement";

/** The walk of exploding parts leaves out each sequence below this (far under 1e-4 in all, checked). */
const ENDLESS_CUT = 1e-9;

function agree(formula: string): IndieDiceError | null {
  return agreeWithWalk(formula, () => enumeratePool(formula, ENDLESS_CUT));
}

function refusalKey(formula: string): string | null {
  return agree(formula)?.key ?? null;
}

/* ------------------------------------------------------------------------------------------------------------ */
/*  Generated pools                                                                                              */
/* ------------------------------------------------------------------------------------------------------------ */

/** A part: one or two small dice (an exploding d4–d6 alone, or two dice kept high or low), and a number or not. */
const part: fc.Arbitrary<string> = fc
  .record({
    faces: fc.integer({ min: 2, max: 6 }),
    kind: fc.constantFrom("one", "two", "explode", "keep"),
    bonus: fc.integer({ min: -3, max: 3 }),
  })
  .map(({ faces, kind, bonus }) => {
    const dice =
      kind === "one"
        ? `1d${faces}`
        : kind === "two"
          ? `2d${faces}`
          : kind === "explode"
            ? `1d${Math.max(4, faces)}x`
            : `2d${faces}k${faces % 2 ? "h" : "l"}`;
    return bonus === 0 ? dice : `${dice} ${bonus > 0 ? "+" : "-"} ${Math.abs(bonus)}`;
  });

/** Keep and drop names with a count left out, 0, or 1 up to one past the parts; chains of up to two. */
function selections(parts: number): fc.Arbitrary<string> {
  const one = fc
    .tuple(
      fc.constantFrom("k", "kh", "kl", "d", "dh", "dl"),
      fc.constantFrom("", ...Array.from({ length: parts + 2 }, (_, i) => String(i))),
    )
    .map(([name, count]) => `${name}${count}`);
  return fc.array(one, { maxLength: 2 }).map((list) => list.join(""));
}

/** `cs` or `cf` with every comparison and a target the parts' totals reach or miss. */
const count: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom("cs", "cf"), fc.constantFrom("", "=", "<", "<=", ">", ">="), fc.integer({ min: 0, max: 9 }))
  .map(([name, comparison, target]) => `${name}${comparison}${target}`);

const pool: fc.Arbitrary<string> = fc
  .integer({ min: 2, max: 3 })
  .chain((parts) =>
    fc.record({
      parts: fc.array(part, { minLength: parts, maxLength: parts }),
      select: selections(parts),
      count: fc.option(count, { nil: "" }),
      countFirst: fc.boolean(),
    }),
  )
  .map(
    ({ parts, select, count: counted, countFirst }) =>
      `{${parts.join(", ")}}${countFirst ? counted + select : select + counted}`,
  );

describe("pools agree with the model of Foundry's PoolTerm", () => {
  it("generated pools of mixed dice, keeps, drops and counts", () => {
    let answered = 0;
    const runs = 150;
    fc.assert(
      fc.property(pool, (formula) => {
        const key = refusalKey(formula);
        if (key === null) answered++;
        // A chain whose window is in the middle of the ranks; or names run together with numbers Foundry would drop
        // (`k` then `cs0` reads `kcs0`: `k` and `cs` without their numbers), refused as for dice.
        else
          expect(
            ["INDIE_DICE.Error.Formula.Selection", "INDIE_DICE.Error.Formula.Unsupported"],
            `${formula} refused`,
          ).toContain(key);
      }),
      { numRuns: runs },
    );
    expect(answered).toBeGreaterThanOrEqual(0.8 * runs);
  });

  it.each(["{1d4, 1d6}", "{1d3, 2d3, 1d4 + 1}", "{1d2, 1d6x, 1d4 - 1}"])(
    "every keep and drop of %s, and every pair",
    (parts) => {
      const n = parts.split(",").length;
      const names = ["k", "kh", "kl", "d", "dh", "dl"];
      const counts = ["", ...Array.from({ length: n + 2 }, (_, i) => String(i))];
      const singles = names.flatMap((name) => counts.map((c) => `${name}${c}`));
      for (const one of singles) expect(refusalKey(`${parts}${one}`), `${parts}${one}`).toBeNull();
      let refused = 0;
      for (const first of singles) {
        for (const second of ["kh", "kl2", "dh", "dl2", "d0"]) {
          const formula = `${parts}${first}${second}`;
          const key = refusalKey(formula);
          // A name without a count followed by letters is one piece (`kkl2`): Foundry drops its numbers, so it is
          // refused.
          const runTogether = /[a-z]$/.test(first);
          if (key !== null && !runTogether) {
            expect(key, formula).toBe("INDIE_DICE.Error.Formula.Selection");
            refused++;
          } else if (key !== null)
            expect(["INDIE_DICE.Error.Formula.Selection", "INDIE_DICE.Error.Formula.Unsupported"], formula).toContain(
              key,
            );
        }
      }
      // Two parts leave no middle; three do, for a few chains only.
      if (n === 2) expect(refused).toBe(0);
      else expect(refused).toBeLessThan(singles.length);
    },
  );

  it("every count of successes and failures on {1d4, 1d6 + 1, 2d3}, alone and with a keep", () => {
    for (const name of ["cs", "cf"]) {
      for (const comparison of ["", "=", "<", "<=", ">", ">="]) {
        for (let target = 0; target <= 8; target++) {
          const counted = `${name}${comparison}${target}`;
          expect(refusalKey(`{1d4, 1d6 + 1, 2d3}${counted}`)).toBeNull();
          expect(refusalKey(`{1d4, 1d6 + 1, 2d3}kh2${counted}`)).toBeNull();
          expect(refusalKey(`{1d4, 1d6 + 1, 2d3}${counted}dh`)).toBeNull();
        }
      }
    }
    // Counted twice, the last count decides (each marks every part again).
    expect(refusalKey("{1d4, 1d6}cs>3cf<2")).toBeNull();
  });

  it("a pool takes part in the arithmetic around it", () => {
    const inner = new Map(formulaDistribution("{1d12x + 1, 1d6x}kh").outcomes);
    const outer = formulaDistribution("{1d12x + 1, 1d6x}kh - 2");
    for (const [total, p] of outer.outcomes) expect(p).toBe(inner.get(total + 2));
    expect(agree("{1d6, 1d4 + 2}kl")).toBeNull();
  });
});

describe("seeded rolls of the model agree with the exact table (chi-square, p > 0.001)", () => {
  function sampled(formula: string, seed: number): Map<number, number> {
    const uniform = seededUniform(seed);
    const counts = new Map<number, number>();
    for (let i = 0; i < SAMPLES; i++) {
      const total = rollPool(formula, uniform);
      counts.set(total, (counts.get(total) ?? 0) + 1);
    }
    return counts;
  }

  it("{1d8x, 1d6x}kh: a Savage Worlds trait die and wild die, keep the best", () => {
    const exact = formulaDistribution("{1d8x, 1d6x}kh");
    const result = chiSquareTest(sampled("{1d8x, 1d6x}kh", 20261128), exact.outcomes, SAMPLES);
    expect(result.statistic).toBeLessThan(result.critical);
  });

  it("has the power to reject a table one mistake away (the wild die not acing)", () => {
    const wrong = formulaDistribution("{1d8x, 1d6}kh");
    const result = chiSquareTest(sampled("{1d8x, 1d6x}kh", 20261129), wrong.outcomes, SAMPLES);
    expect(result.statistic).toBeGreaterThan(POWER_MARGIN * result.critical);
  });
});
