/**
 * Every modifier family of Foundry's notation against brute force (docs/formula-odds.md): random small terms —
 * up to three dice of up to six faces, rerolls, an explosion, keeps and drops, counting and margins in the orders
 * the engine follows — and the engine's exact table must match every sequence of faces the test's own model of
 * Foundry walks through (foundry-term-simulator.ts), to 1e-10 (the walk's
 * own rounding), or within what that walk had to leave out.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { IndieDiceError } from "../../../src/core/errors";
import { formulaDistribution } from "../../../src/core/formula/formula-distribution";
import { enumerateTerm, termText, type Comparison, type SimModifier, type SimTerm } from "./foundry-term-simulator";

const comparison = fc.constantFrom<Comparison>("=", "<", "<=", ">", ">=");

/** A condition that holds for some faces and not for others, in at most half of them (so chains end soon). */
function sometimes(faces: number): fc.Arbitrary<{ comparison: Comparison; target: number }> {
  return fc
    .record({ comparison, target: fc.integer({ min: 1, max: faces }) })
    .filter(({ comparison: c, target }) => {
      const hits = Array.from({ length: faces }, (_, i) => i + 1).filter((f) => (c === "=" ? f === target : c === "<" ? f < target : c === "<=" ? f <= target : c === ">" ? f > target : f >= target)).length;
      return hits > 0 && hits * 2 <= faces;
    });
}

function counting(faces: number): fc.Arbitrary<SimModifier> {
  const target = fc.integer({ min: 1, max: faces });
  return fc.oneof(
    fc.record({ kind: fc.constantFrom("min" as const, "max" as const), target }),
    fc.record({ kind: fc.constantFrom("cs" as const, "cf" as const), comparison, target }),
    fc.record({ kind: fc.constantFrom("even" as const, "odd" as const) }),
    fc.record({ kind: fc.constantFrom("df" as const, "sf" as const) }),
    fc.record({ kind: fc.constantFrom("df" as const, "sf" as const), comparison, target }),
  );
}

const selection: fc.Arbitrary<SimModifier> = fc.record({
  kind: fc.constantFrom("keep" as const, "drop" as const),
  highest: fc.boolean(),
  count: fc.integer({ min: 1, max: 3 }),
});

/** A term in an order the engine follows: rerolls, at most one explosion, then keeps/drops and counts mixed, then a margin. */
const term: fc.Arbitrary<SimTerm> = fc
  .record({ count: fc.integer({ min: 1, max: 3 }), faces: fc.integer({ min: 2, max: 6 }), explodes: fc.boolean() })
  .chain(({ count, faces, explodes }) =>
    fc
      .record({
        rerolls: fc.array(
          sometimes(faces).chain((when) => fc.record({ kind: fc.constant("reroll" as const), recursive: fc.boolean(), ...constants(when) })),
          { maxLength: 2 },
        ),
        explosion: explodes
          ? sometimes(Math.min(faces, 4)).chain((when) => fc.record({ kind: fc.constant("explode" as const), once: fc.boolean(), ...constants(when) })).map((m) => [m])
          : fc.constant([]),
        rest: fc.array(explodes ? counting(faces) : fc.oneof(counting(faces), selection), { maxLength: 3 }),
        margin: fc.option(fc.record({ kind: fc.constant("ms" as const), failure: fc.boolean(), target: fc.integer({ min: 0, max: 6 }) }), { nil: undefined }),
      })
      .filter(({ rest, margin }) => {
        // A modifier written without a number (`even`, `df`) runs into the letters of the next one (`evenkh2`),
        // which Foundry reads as one compound name and drops its number: such terms are tested on their own below.
        const written = [...rest, ...(margin ? [margin] : [])];
        return written.every((m, i) => i === written.length - 1 || !isBare(m));
      })
      .map(({ rerolls, explosion, rest, margin }) => ({
        count,
        // An exploding term keeps to d4 and smaller, so the walk through its chains stays short.
        faces: Array.from({ length: explodes ? Math.min(faces, 4) : faces }, (_, i) => i + 1),
        modifiers: [...rerolls, ...explosion, ...rest, ...(margin ? [margin] : [])],
      })),
  );

function isBare(modifier: SimModifier): boolean {
  return modifier.kind === "even" || modifier.kind === "odd" || ((modifier.kind === "df" || modifier.kind === "sf") && !modifier.comparison);
}

function constants<T extends object>(value: T): { [K in keyof T]: fc.Arbitrary<T[K]> } {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fc.constant(v)])) as { [K in keyof T]: fc.Arbitrary<T[K]> };
}

function expectMatches(simTerm: SimTerm, cutBelow: number): void {
  const formula = termText(simTerm);
  const exact = formulaDistribution(formula);
  const brute = enumerateTerm(simTerm, cutBelow);
  // The walk adds up to hundreds of thousands of small chances, so its own rounding is allowed 1e-10.
  const slack = brute.cut + 1e-10;
  const totals = new Set([...brute.outcomes.keys(), ...exact.outcomes.map(([total]) => total)]);
  const table = new Map(exact.outcomes);
  for (const total of totals) {
    const engine = table.get(total) ?? 0;
    const walked = brute.outcomes.get(total) ?? 0;
    // The walk can only miss mass, never add it: the engine holds at least what it found, and at most `cut` more.
    expect(engine, `${formula}: P(${total})`).toBeGreaterThanOrEqual(walked - 1e-10);
    expect(engine - walked, `${formula}: P(${total})`).toBeLessThanOrEqual(slack);
  }
  expect(exact.tail).toBeLessThan(1e-12);
}

describe("the exact table of a small term equals brute force over every face sequence", () => {
  it("for random terms of every modifier family", () => {
    fc.assert(
      fc.property(term, (simTerm) => expectMatches(simTerm, 1e-5)),
      { numRuns: 200 },
    );
  });

  it.each<[string, SimTerm]>([
    ["keep highest", { count: 3, faces: [1, 2, 3, 4, 5, 6], modifiers: [{ kind: "keep", highest: true, count: 2 }] }],
    ["keep lowest", { count: 3, faces: [1, 2, 3, 4, 5, 6], modifiers: [{ kind: "keep", highest: false, count: 1 }] }],
    ["drop highest then keep lowest", { count: 3, faces: [1, 2, 3, 4, 5], modifiers: [{ kind: "drop", highest: true, count: 1 }, { kind: "keep", highest: false, count: 1 }] }],
    ["reroll once", { count: 2, faces: [1, 2, 3, 4, 5, 6], modifiers: [{ kind: "reroll", recursive: false, comparison: "<", target: 3 }] }],
    ["reroll recursively", { count: 2, faces: [1, 2, 3, 4], modifiers: [{ kind: "reroll", recursive: true, comparison: "=", target: 1 }] }],
    ["reroll, then keep", { count: 3, faces: [1, 2, 3, 4], modifiers: [{ kind: "reroll", recursive: false, comparison: "=", target: 1 }, { kind: "keep", highest: true, count: 2 }] }],
    ["explode", { count: 2, faces: [1, 2, 3, 4], modifiers: [{ kind: "explode", once: false, comparison: "=", target: 4 }] }],
    ["explode once", { count: 3, faces: [1, 2, 3], modifiers: [{ kind: "explode", once: true, comparison: ">=", target: 2 }] }],
    ["explode, then count successes", { count: 2, faces: [1, 2, 3, 4], modifiers: [{ kind: "explode", once: false, comparison: ">=", target: 4 }, { kind: "cs", comparison: ">=", target: 3 }] }],
    ["count successes and deduct failures", { count: 3, faces: [1, 2, 3, 4, 5, 6], modifiers: [{ kind: "cs", comparison: ">", target: 3 }, { kind: "df" }] }],
    ["count failures", { count: 3, faces: [1, 2, 3, 4, 5, 6], modifiers: [{ kind: "cf", comparison: "<=", target: 2 }] }],
    ["subtract failures", { count: 3, faces: [1, 2, 3, 4, 5, 6], modifiers: [{ kind: "sf", comparison: "<", target: 3 }] }],
    ["minimum and maximum", { count: 3, faces: [1, 2, 3, 4, 5, 6], modifiers: [{ kind: "min", target: 2 }, { kind: "max", target: 5 }] }],
    ["count before keep", { count: 3, faces: [1, 2, 3, 4, 5, 6], modifiers: [{ kind: "cs", comparison: ">=", target: 5 }, { kind: "keep", highest: true, count: 2 }] }],
    ["even and odd", { count: 3, faces: [1, 2, 3, 4, 5], modifiers: [{ kind: "even" }] }],
    ["margin of success", { count: 2, faces: [1, 2, 3, 4, 5, 6], modifiers: [{ kind: "ms", failure: false, target: 8 }] }],
    ["margin of failure", { count: 2, faces: [1, 2, 3, 4, 5, 6], modifiers: [{ kind: "ms", failure: true, target: 8 }] }],
    ["Fate dice, rerolled and kept", { count: 3, faces: [-1, 0, 1], modifiers: [{ kind: "reroll", recursive: false, comparison: "=", target: 1 }, { kind: "keep", highest: true, count: 2 }] }],
  ])("%s", (_, simTerm) => expectMatches(simTerm, 1e-7));

  it("splits a compound of names as Foundry does, and refuses one whose number Foundry would drop", () => {
    expect(formulaDistribution("2d20khodd").outcomes).toEqual(formulaDistribution("2d20kh1odd").outcomes);
    expect(() => formulaDistribution("2d20khmin5")).toThrow("“khmin5”");
    expect(() => formulaDistribution("2d20khz")).toThrow("“khz”");
  });

  it("refuses a reroll or explosion that matches every face, as Foundry would never stop", () => {
    for (const formula of ["2d4rr<=4", "1d6x>=1"]) {
      let refusal: unknown;
      try {
        formulaDistribution(formula);
      } catch (error) {
        refusal = error;
      }
      expect((refusal as IndieDiceError).key).toBe("INDIE_DICE.Error.Formula.Endless");
    }
  });
});
