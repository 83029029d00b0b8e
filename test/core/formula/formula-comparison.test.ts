/**
 * Formulas side by side (src/core/formula/formula-comparison.ts) against brute force: each formula's totals walked
 * face by face by the tests' own model of Foundry's dice (foundry-term-simulator.ts, which imports nothing of the
 * engine), then every pair of totals compared by hand — for keeps, pools that count successes and explosions; a
 * series against the same walk at each value of its `@` path; and every refusal by name, before any work.
 */
import { describe, expect, it } from "vitest";
import { cases } from "../../quick";
import { compareDistributions, compareFormulas, formulaSeries } from "../../../src/core/formula/formula-comparison";
import { ascendingAtLeast, formulaChance, formulaDistribution } from "../../../src/core/formula/formula-distribution";
import { rememberedFormulaSeries } from "../../../src/core/formula/formula-luck";
import { enumerateTerm } from "./foundry-term-simulator";
import { keyOf } from "../support/refusal-key";
import { must } from "../../kit";

/** A term's totals by brute force, plus a constant; the chance of the walks cut short (explosions) beside them. */
function walked(term: string, plus = 0, cutBelow = 1e-13): { totals: Map<number, number>; cut: number } {
  const { outcomes, cut } = enumerateTerm(term, cutBelow);
  return { totals: new Map([...outcomes].map(([total, p]) => [total + plus, p])), cut };
}

/** P(A > B), P(A = B), P(A < B) over every pair of walked totals. */
function byHand(a: Map<number, number>, b: Map<number, number>) {
  const sums = { greater: 0, equal: 0, less: 0 };
  for (const [x, p] of a) {
    for (const [y, q] of b) {
      if (x > y) sums.greater += p * q;
      else if (x === y) sums.equal += p * q;
      else sums.less += p * q;
    }
  }
  return sums;
}

describe("two formulas compared", () => {
  it.each([
    ["2d20kh + 3", "1d20 + 6", ["2d20kh", 3], ["1d20", 6]],
    ["4d6kh3", "3d6", ["4d6kh3", 0], ["3d6", 0]],
    ["6d6cs>=5", "4d6cs>=4", ["6d6cs>=5", 0], ["4d6cs>=4", 0]],
    ["2d20kl + 5", "1d20", ["2d20kl", 5], ["1d20", 0]],
    ["1d6x", "1d8", ["1d6x", 0], ["1d8", 0]],
    ["1d10x + 1", "2d6x", ["1d10x", 1], ["2d6x", 0]],
  ] as const)(
    "%s against %s agrees with every pair of walked totals",
    (first, second, [termA, plusA], [termB, plusB]) => {
      const a = walked(termA, plusA);
      const b = walked(termB, plusB);
      const hand = byHand(a.totals, b.totals);
      const [pair] = compareFormulas([first, second]);
      // What the walk cut short (explosions past 1e-13) is the only room between them.
      const room = a.cut + b.cut + 1e-11;
      expect(must(pair).first).toBe(0);
      expect(must(pair).second).toBe(1);
      expect(Math.abs(must(pair).greater - hand.greater)).toBeLessThan(room);
      expect(Math.abs(must(pair).equal - hand.equal)).toBeLessThan(room);
      expect(Math.abs(must(pair).less - hand.less)).toBeLessThan(room);
      expect(must(pair).greater + must(pair).equal + must(pair).less + must(pair).tail).toBeCloseTo(1, 12);
    },
  );

  it("2d20 keep highest + 3 against 1d20 + 6, by hand: the advantage beats the flat bonus", () => {
    const [pair] = compareFormulas(["2d20kh + 3", "1d20 + 6"]);
    // P(max of two d20 = m) = (2m − 1)/400; the other is m + 3 − 6 = m − 3 exceeded, tied or not reached by a d20.
    let greater = 0;
    let equal = 0;
    for (let m = 1; m <= 20; m++) {
      const p = (2 * m - 1) / 400;
      const y = m - 3;
      greater += (p * Math.min(20, Math.max(0, y - 1))) / 20;
      equal += p * (y >= 1 && y <= 20 ? 1 / 20 : 0);
    }
    expect(must(pair).greater).toBeCloseTo(greater, 14);
    expect(must(pair).equal).toBeCloseTo(equal, 14);
    expect(must(pair).greater).toBeGreaterThan(must(pair).less);
    expect(must(pair).tail).toBe(0);
  });

  it("reads certain and impossible from the totals: 1d4 + 10 always beats 1d6, never ties it", () => {
    const pair = compareDistributions(formulaDistribution("1d4 + 10"), formulaDistribution("1d6"));
    expect(pair).toEqual({ greater: 1, equal: 0, less: 0, tail: 0 });
    expect(compareDistributions(formulaDistribution("5"), formulaDistribution("5"))).toEqual({
      greater: 0,
      equal: 1,
      less: 0,
      tail: 0,
    });
    // Ranges that only touch: 1d3 + 2 is never below 1d3 (the mass left over once keeps a float's residue, 1.85e-17).
    expect(compareDistributions(formulaDistribution("1d3 + 2"), formulaDistribution("1d3")).less).toBe(0);
    expect(compareDistributions(formulaDistribution("2d6 + 10"), formulaDistribution("2d6")).less).toBe(0);
    expect(compareDistributions(formulaDistribution("1d3"), formulaDistribution("1d3 + 2")).greater).toBe(0);
    // An explosion's tail is no pair's: its greater is below 1, however near.
    const exploding = compareDistributions(formulaDistribution("1d6x + 10"), formulaDistribution("1d6"));
    expect(exploding.greater).toBeLessThan(1);
    expect(exploding.tail).toBeGreaterThan(0);
    expect(exploding.tail).toBeLessThan(1e-11);
  });

  it("compares every pair of up to four formulas, in order, each read with the same roll data", () => {
    const pairs = compareFormulas(["1d20 + @b", "1d20", "2d10", "1d20 - @b"], { b: 2 });
    expect(pairs.map(({ first, second }) => [first, second])).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    // 1d20 + 2 against 1d20 − 2: the same as a d20 against a d20 four higher.
    expect(must(pairs[2]).greater).toBeCloseTo(must(compareFormulas(["1d20 + 4", "1d20"])[0]).greater, 15);
  });

  it(
    "refuses by name a list of one or five, anything not a formula, " + "and a formula the exact odds cannot answer",
    () => {
      expect(keyOf(() => compareFormulas(["1d20"]))).toBe("INDIE_DICE.Error.Limit.FormulaCompared");
      expect(keyOf(() => compareFormulas(["1", "2", "3", "4", "5"]))).toBe("INDIE_DICE.Error.Limit.FormulaCompared");
      expect(keyOf(() => compareFormulas(["1d20", 7]))).toBe("INDIE_DICE.Error.NotAFormula");
      expect(keyOf(() => compareFormulas(["1d20", "1d20 + @missing"], {}))).toBe("INDIE_DICE.Error.Expression.Missing");
    },
  );
});

describe("a series", () => {
  it("1d20 + @b against 15 for @b from 0 to 10: one more face each step, by hand", () => {
    const points = formulaSeries("1d20 + @b", { path: "b", from: 0, to: 10, target: 15 });
    expect(points.map(({ value }) => value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const { value, chance } of points) expect(chance).toBeCloseTo((6 + value) / 20, 15);
  });

  it.each([
    ["2d20kh + @mod", "mod", (value: number) => walked("2d20kh", value).totals, 18, "atLeast"],
    ["6d6cs>=@tn", "tn", (value: number) => walked(`6d6cs>=${value}`).totals, 2, "atLeast"],
    ["1d8x + @bonus", "bonus", (value: number) => walked("1d8x", value).totals, 12, "atMost"],
  ] as const)("%s against the walked totals at each value of @%s", (formula, path, totals, target, compare) => {
    const points = formulaSeries(formula, { path, from: 1, to: cases(6, 3), target, compare, data: { other: 1 } });
    for (const { value, chance } of points) {
      let hand = 0;
      for (const [total, p] of totals(value)) if (compare === "atLeast" ? total >= target : total <= target) hand += p;
      expect(Math.abs(chance - hand), `@${path} = ${value}`).toBeLessThan(1e-11);
    }
  });

  it("sweeps a nested path, the rest of the roll data kept; a path named like a prototype's is a plain key", () => {
    const data = { skills: { ath: { total: 3 }, ste: { total: 9 } } };
    const points = formulaSeries("1d20 + @skills.ath.total + @skills.ste.total", {
      path: "skills.ath.total",
      from: 0,
      to: 1,
      target: 20,
      data,
    });
    expect(points.map(({ chance }) => chance)).toEqual([10 / 20, 11 / 20].map((p) => expect.closeTo(p, 15)));
    expect(data.skills.ath.total).toBe(3);
    expect(
      must(formulaSeries("1d6 + @__proto__", { path: "__proto__", from: 0, to: 0, target: 6 })[0]).chance,
    ).toBeCloseTo(1 / 6, 15);
  });

  it(
    "refuses by name a path the formula does not read, " +
      "a range backwards or too long, a target past its limit — before any work",
    () => {
      const base = { path: "b", from: 0, to: 10, target: 15 };
      expect(keyOf(() => formulaSeries("1d20", base))).toBe("INDIE_DICE.Error.Formula.SeriesPath");
      expect(keyOf(() => formulaSeries("1d20 + @b", { ...base, from: 5, to: 4 }))).toBe(
        "INDIE_DICE.Error.Formula.SeriesOrder",
      );
      expect(keyOf(() => formulaSeries("1d20 + @b", { ...base, from: 0, to: 101 }))).toBe(
        "INDIE_DICE.Error.Limit.FormulaSeriesValues",
      );
      expect(formulaSeries("1d20 + @b", { ...base, from: 0, to: 100 })).toHaveLength(101);
      expect(keyOf(() => formulaSeries("1d20 + @b", { ...base, from: 0.5 }))).toBe(
        "INDIE_DICE.Error.Limit.FormulaNumber",
      );
      expect(keyOf(() => formulaSeries("1d20 + @b", { ...base, target: 2_000_000 }))).toBe(
        "INDIE_DICE.Error.Limit.FormulaTarget",
      );
      // The work of all its values together is one formula's budget: the costliest keep, allowed once, not 101 times.
      expect(keyOf(() => formulaSeries("100d100kh50 + @b", { ...base, from: 0, to: 100 }))).toBe(
        "INDIE_DICE.Error.Limit.FormulaSteps",
      );
      const loose = formulaSeries as (formula: string, question: object) => unknown;
      expect(keyOf(() => loose("1d20 + @b", { ...base, compare: "above" }))).toBe("INDIE_DICE.Error.Formula.Compare");
    },
  );
});

describe("each total's chance of at least it, in one pass", () => {
  it.each(["2d6", "3d6x", "1d6 / 2 + 1d4", "4d6kh3 - 2", "1d1000cs>=1000"])(
    "%s: the same figure formulaChance gives each total, with its certainty and its tail",
    (formula) => {
      const distribution = formulaDistribution(formula);
      const read = ascendingAtLeast(distribution);
      const totals = [
        must(distribution.outcomes[0])[0] - 1,
        ...distribution.outcomes.map(([total]) => total),
        must(distribution.outcomes.at(-1))[0] + 1,
      ];
      for (const total of totals) {
        const expected = formulaChance(distribution, total, "atLeast");
        const shown = read(total);
        // Exactly the same where it is certain or impossible; to the last places elsewhere (sums in another order).
        if (expected === 1 || expected === 0) expect(shown, `${formula} at ${total}`).toBe(expected);
        else expect(shown, `${formula} at ${total}`).toBeCloseTo(expected, 14);
      }
    },
  );

  it("a remembered series is the series, and a refusal is remembered as the refusal", () => {
    const question = { path: "b", from: 0, to: 3, target: 15, data: null };
    expect(rememberedFormulaSeries("1d20 + @b", question)).toEqual(formulaSeries("1d20 + @b", question));
    expect(rememberedFormulaSeries("1d20 + @b", question)).toBe(rememberedFormulaSeries("1d20 + @b", { ...question }));
    expect(() => rememberedFormulaSeries("1d20 / @b", { ...question, target: 5 })).toThrow(/0/);
    expect(() => rememberedFormulaSeries("1d20 / @b", { ...question, target: 5 })).toThrow(/0/);
  });
});
