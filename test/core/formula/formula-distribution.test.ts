/**
 * The formula engine's contract (docs/formula-odds.md): the worked examples of Foundry's dice-modifier article and
 * of `Die`'s own doc comments give their exact tables; operators, parentheses, flavor and `@` paths read as
 * Foundry reads them; every refusal names its part; every limit refuses before any work.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { IndieDiceError } from "../../../src/core/errors";
import { formulaChance, formulaDistribution } from "../../../src/core/formula/formula-distribution";
import { IntDistribution } from "../../../src/core/odds/int-distribution";
import { indieError, must } from "../../kit";

const table = (formula: string, data: unknown = null) => new Map(formulaDistribution(formula, data).outcomes);
const totals = (formula: string) => formulaDistribution(formula).outcomes.map(([total]) => total);

function binomial(n: number, p: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c * p ** k * (1 - p) ** (n - k);
}

function refusal(formula: string, data: unknown = null): IndieDiceError {
  return indieError(() => formulaDistribution(formula, data));
}

describe("the worked examples of Foundry's dice documentation", () => {
  it("1d10r1: a 1 is rerolled once, so a 1 stays only if rolled twice", () => {
    const t = table("1d10r1");
    expect(t.get(1)).toBeCloseTo(1 / 100, 15);
    for (let face = 2; face <= 10; face++) expect(t.get(face)).toBeCloseTo(1 / 10 + 1 / 100, 15);
  });

  it("1d20r<10: below 10 is rerolled once, the new result kept whatever it is", () => {
    const t = table("1d20r<10");
    expect(t.get(5)).toBeCloseTo((9 / 20) * (1 / 20), 15);
    expect(t.get(15)).toBeCloseTo(1 / 20 + (9 / 20) * (1 / 20), 15);
  });

  it("1d20rr<3: rerolled until 3 or more, so 3…20 are equally likely", () => {
    expect([...table("1d20rr<3")].every(([total, p]) => total >= 3 && Math.abs(p - 1 / 18) < 1e-15)).toBe(true);
    expect(totals("1d20rr<3")).toHaveLength(18);
  });

  it("5d10x10: each 10 rolls another d10 added to the total", () => {
    const d = formulaDistribution("5d10x10");
    const t = new Map(d.outcomes);
    expect(t.get(5)).toBeCloseTo(1e-5, 18);
    // One die: 1…9 each 1/10, 10 + w with 1/10 of w's chance; 50 for five dice is five 10s stopping at… never exactly.
    expect(table("1d10x10").get(13)).toBeCloseTo(1 / 100, 15);
    expect(table("1d10x10").get(10)).toBeUndefined();
    const mean = d.outcomes.reduce((sum, [total, p]) => sum + total * p, 0);
    expect(mean).toBeCloseTo((5 * 5.5 * 10) / 9, 9);
    expect(d.tail).toBeGreaterThan(0);
    expect(d.tail).toBeLessThan(1e-12);
  });

  it("4d6kh3 and 4d6dl: the three highest of four d6", () => {
    const kept = table("4d6kh3");
    expect(kept.get(18)).toBeCloseTo(21 / 1296, 15);
    expect(kept.get(3)).toBeCloseTo(1 / 1296, 15);
    const mean = [...kept].reduce((sum, [total, p]) => sum + total * p, 0);
    expect(mean).toBeCloseTo(15869 / 1296, 12);
    expect(formulaDistribution("4d6dl").outcomes).toEqual(formulaDistribution("4d6kh3").outcomes);
  });

  it("2d20kh and 2d20kl: advantage and disadvantage", () => {
    for (let k = 1; k <= 20; k++) {
      expect(table("2d20kh").get(k)).toBeCloseTo((2 * k - 1) / 400, 15);
      expect(table("2d20kl").get(k)).toBeCloseTo((41 - 2 * k) / 400, 15);
    }
    expect(formulaDistribution("2d20k").outcomes).toEqual(formulaDistribution("2d20kh1").outcomes);
    expect(formulaDistribution("2d20d").outcomes).toEqual(formulaDistribution("2d20kh1").outcomes);
  });

  it("20d20kh10 and 20d20dh10, 20d20kl10 and 20d20dl10 are the same windows", () => {
    expect(formulaDistribution("20d20dl10").outcomes).toEqual(formulaDistribution("20d20kh10").outcomes);
    expect(formulaDistribution("20d20dh10").outcomes).toEqual(formulaDistribution("20d20kl10").outcomes);
  });

  it("10d10cs>=8 and 20d20cs>10 count successes: binomial", () => {
    for (let k = 0; k <= 10; k++) expect(table("10d10cs>=8").get(k)).toBeCloseTo(binomial(10, 0.3, k), 15);
    for (let k = 0; k <= 20; k++) expect(table("20d20cs>10").get(k)).toBeCloseTo(binomial(20, 0.5, k), 15);
  });

  it("6d6cf<=2 counts failures; 6d6cs>3df subtracts the failures from the successes", () => {
    for (let k = 0; k <= 6; k++) expect(table("6d6cf<=2").get(k)).toBeCloseTo(binomial(6, 1 / 3, k), 15);
    for (let k = 0; k <= 6; k++) expect(table("6d6cs>3df").get(2 * k - 6)).toBeCloseTo(binomial(6, 0.5, k), 15);
  });

  it("6d6min2, 6d6max5, 6d6even, 6d6odd, 6d6ms>=20", () => {
    expect(table("1d6min2").get(2)).toBeCloseTo(2 / 6, 15);
    expect(table("1d6max5").get(5)).toBeCloseTo(2 / 6, 15);
    for (let k = 0; k <= 6; k++) expect(table("6d6even").get(k)).toBeCloseTo(binomial(6, 0.5, k), 15);
    expect(formulaDistribution("6d6odd").outcomes).toEqual(formulaDistribution("6d6even").outcomes);
    expect(totals("6d6ms>=20")).toEqual(totals("6d6 - 20"));
    expect(totals("6d6ms<=20")).toEqual(totals("20 - 6d6"));
  });

  it("4dF: Fate dice; d% is a d100 and is written out as one", () => {
    expect(table("4dF").get(0)).toBeCloseTo(19 / 81, 15);
    expect(table("4dF").get(4)).toBeCloseTo(1 / 81, 15);
    const percentile = formulaDistribution("1d%");
    expect(percentile.resolved).toBe("1d100");
    expect(percentile.outcomes).toEqual(formulaDistribution("1d100").outcomes);
  });
});

/** Every tuple of `count` faces 1…faces, each equally likely, totalled by `score`: a table built by hand. */
function byHand(count: number, faces: number, score: (dice: number[]) => number): Map<number, number> {
  const result = new Map<number, number>();
  const tuples = faces ** count;
  for (let index = 0; index < tuples; index++) {
    const dice = Array.from({ length: count }, (_, i) => (Math.floor(index / faces ** i) % faces) + 1);
    const total = score(dice);
    result.set(total, (result.get(total) ?? 0) + 1 / tuples);
  }
  return result;
}

const sum = (dice: number[]) => dice.reduce((a, b) => a + b, 0);

function expectTable(formula: string, expected: Map<number, number>): void {
  const actual = table(formula);
  expect(
    [...actual.keys()].sort((a, b) => a - b),
    formula,
  ).toEqual([...expected.keys()].sort((a, b) => a - b));
  for (const [total, p] of expected) expect(actual.get(total), `${formula}: P(${total})`).toBeCloseTo(p, 14);
}

describe("a drop that reaches every active result drops none (Foundry v13 DiceTerm._keepOrDrop)", () => {
  // _keepOrDrop sorts the active faces and cuts at the face with index n (n = the count to drop, at most the
  // number active); with n equal to that number there is no face there, nothing compares beyond it, nothing goes.
  it.each<[string, number, number, (dice: number[]) => number]>([
    ["2d6dl2", 2, 6, sum],
    ["4d6dh5", 4, 6, sum],
    ["1d20dl", 1, 20, sum],
    ["3d6dh3", 3, 6, sum],
    // kh2 leaves two active; dl2 then reaches both, so it drops none: the two highest of four stay.
    ["4d6kh2dl2", 4, 6, (dice) => sum([...dice].sort((a, b) => b - a).slice(0, 2))],
  ])("%s", (formula, count, faces, score) => expectTable(formula, byHand(count, faces, score)));

  it("a keep of at least as many as are active keeps all; a count of 0 keeps or drops 1", () => {
    expectTable("3d4kh5", byHand(3, 4, sum));
    expectTable("3d4kl3", byHand(3, 4, sum));
    expectTable(
      "3d4kh0",
      byHand(3, 4, (dice) => Math.max(...dice)),
    );
    expectTable(
      "3d4dh0",
      byHand(3, 4, (dice) => sum(dice) - Math.max(...dice)),
    );
  });
});

describe("pools: Foundry's PoolTerm keeps, drops and counts its parts' totals", () => {
  it("{1d6,1d6}kh is 2d6kh; {1d20,1d20}dl is 2d20kh; {1d6, 1d6} without a modifier is 2d6", () => {
    expectTable(
      "{1d6,1d6}kh",
      byHand(2, 6, (dice) => Math.max(...dice)),
    );
    for (const [total, p] of table("2d6kh")) expect(table("{1d6,1d6}kh").get(total)).toBeCloseTo(p, 15);
    expectTable(
      "{1d20,1d20}dl",
      byHand(2, 20, (dice) => Math.max(...dice)),
    );
    expectTable("{1d6, 1d6}", byHand(2, 6, sum));
  });

  it(
    "keeps over parts that are functions or products of rolls, whose totals are whole: " +
      "{max(1d6,1d6), 1d6}kh is 3d6kh",
    () => {
      expectTable(
        "{max(1d6,1d6), 1d6}kh",
        byHand(3, 6, (dice) => Math.max(...dice)),
      );
      // floor(1d6 / 2) is 0, 1, 1, 2, 2, 3; the best of it and a d6 is at most m with P(floor ≤ m) · m/6.
      const atMost = [1 / 6, 1 / 2, 5 / 6, 1, 1, 1, 1];
      const t = table("{floor(1d6 / 2), 1d6}kh");
      for (let m = 1; m <= 6; m++)
        expect(t.get(m)).toBeCloseTo(must(atMost[m]) * (m / 6) - must(atMost[m - 1]) * ((m - 1) / 6), 15);
      expect(table("{1d6 * 1d6, 1d6}kl").get(1)).toBeCloseTo(1 - (35 / 36) * (5 / 6), 15);
      // A part divided by a number whose totals stay whole is kept too; one that can give a fraction is refused.
      expectTable(
        "{1d6 / 1, 1d6}kh",
        byHand(2, 6, (dice) => Math.max(...dice)),
      );
      expect(() => table("{1d6 / 2, 1d6}kh")).toThrow(/fraction/);
    },
  );

  it("{1d4, 1d6}kh: a 6 or a 5 only from the d6, a 1 only when both show 1", () => {
    const t = table("{1d4, 1d6}kh");
    expect(t.get(6)).toBeCloseTo(1 / 6, 15);
    expect(t.get(5)).toBeCloseTo(1 / 6, 15);
    expect(t.get(1)).toBeCloseTo(1 / 24, 15);
    // 4 is the highest when neither shows more: 4/24 ways, less the 3/24 where both are below 4.
    expect(t.get(4)).toBeCloseTo((4 * 4) / 24 - (3 * 3) / 24, 15);
  });

  it("{1d20+5,1d20+5}cs>=15 counts the parts reaching 15 (each 11/20): a binomial", () => {
    const t = table("{1d20+5,1d20+5}cs>=15");
    expect(t.get(0)).toBeCloseTo(0.45 ** 2, 15);
    expect(t.get(1)).toBeCloseTo(2 * 0.55 * 0.45, 15);
    expect(t.get(2)).toBeCloseTo(0.55 ** 2, 15);
    const three = table("{1d20 + 5, 1d20 + 5, 1d20 + 5}cs>=15");
    for (let k = 0; k <= 3; k++) expect(three.get(k)).toBeCloseTo(binomial(3, 0.55, k), 15);
    // cf counts the failures the same way; the pool adds to the arithmetic outside it.
    expect(table("{1d20+5,1d20+5}cf<15 + 1").get(3)).toBeCloseTo(0.45 ** 2, 15);
  });

  it("{1d6, 1d8, 1d10}kh2 and {2d6, 1d12}kl against every roll", () => {
    const t = table("{1d6, 1d8, 1d10}kh2");
    const expected = new Map<number, number>();
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 8; b++)
        for (let c = 1; c <= 10; c++) {
          const total = a + b + c - Math.min(a, b, c);
          expected.set(total, (expected.get(total) ?? 0) + 1 / 480);
        }
    for (const [total, p] of expected) expect(t.get(total), `P(${total})`).toBeCloseTo(p, 15);
    expect(t.size).toBe(expected.size);
    const low = table("{2d6, 1d12}kl");
    // The lowest is 12 only when 2d6 shows 12 and the d12 shows 12.
    expect(low.get(12)).toBeCloseTo(1 / 36 / 12, 15);
    expect(low.get(1)).toBeCloseTo(1 / 12, 15);
  });

  it("{1d8x, 1d6x}kh (a Savage Worlds trait and wild die): the best of two acing dice, to the tail", () => {
    const d = formulaDistribution("{1d8x, 1d6x}kh");
    const t = new Map(d.outcomes);
    // Below 6 neither die aced: both at most the total, not both below.
    for (let total = 1; total <= 5; total++)
      expect(t.get(total)).toBeCloseTo((total * total - (total - 1) * (total - 1)) / 48, 15);
    // 6 only from the d8 (the d6's 6 aces): the d8 shows 6 and the d6 at most 5.
    expect(t.get(6)).toBeCloseTo((1 / 8) * (5 / 6), 15);
    // 8 only from the d6 (6 then 2; the d8's 8 aces) with the d8 below it; 24 from neither (each would ace on).
    expect(t.get(8)).toBeCloseTo((1 / 36) * (7 / 8), 15);
    expect(t.has(24)).toBe(false);
    expect(d.tail).toBeGreaterThan(0);
    expect(d.tail).toBeLessThan(1e-12);
    expect(d.outcomes.reduce((s, [, p]) => s + p, 0) + d.tail).toBeCloseTo(1, 12);
  });

  it("{4d6kh3, 4d6kh3}kh is the better of two ability scores", () => {
    const one = table("4d6kh3");
    const t = table("{4d6kh3, 4d6kh3}kh");
    let below = 0;
    for (let total = 3; total <= 18; total++) {
      const atMost = below + (one.get(total) ?? 0);
      expect(t.get(total), `P(${total})`).toBeCloseTo(atMost ** 2 - below ** 2, 14);
      below = atMost;
    }
  });
});

describe("arithmetic as Foundry computes it", () => {
  it("* and / before + and −, left to right, with parentheses", () => {
    expect(totals("2 + 3 * 1d4")).toEqual([5, 8, 11, 14]);
    expect(totals("(2 + 3) * 1d4")).toEqual([5, 10, 15, 20]);
    expect(totals("10 - 2 - 1d2")).toEqual([6, 7]);
    expect(totals("1d4 * 2 / 4")).toEqual([0.5, 1, 1.5, 2]);
  });

  it("signs: a leading minus, runs of signs, a minus after * (the term times −1)", () => {
    expect(totals("-1d4 + 5")).toEqual([1, 2, 3, 4]);
    expect(totals("1d4 - -2")).toEqual([3, 4, 5, 6]);
    expect(totals("+1d4 +- 1")).toEqual([0, 1, 2, 3]);
    expect(totals("2 * -1d2")).toEqual([-4, -2]);
  });

  it("division keeps the fraction JavaScript computes (Foundry does not round a total)", () => {
    expect(totals("1d6 / 3")).toEqual([1, 2, 3, 4, 5, 6].map((face) => face / 3));
    expect(totals("(1d6 + 1) / 3 * 2")).toEqual([2, 3, 4, 5, 6, 7].map((v) => (v / 3) * 2));
    expect(formulaDistribution("1d6/2 + 1d6/2").outcomes.reduce((sum, [, p]) => sum + p, 0)).toBeCloseTo(1, 14);
    expect(totals("2d6 % 3")).toEqual([0, 1, 2]);
  });

  it("a roll times, over or modulo a roll: each pair of totals, by their joint chance", () => {
    const product = new Map(formulaDistribution("1d6 * 1d6").outcomes);
    expect(product.get(36)).toBeCloseTo(1 / 36, 15);
    // 6 = 1×6, 6×1, 2×3, 3×2
    expect(product.get(6)).toBeCloseTo(4 / 36, 15);
    expect(product.has(7)).toBe(false);
    const quotient = new Map(formulaDistribution("1d4 / 1d2").outcomes);
    // 0.5 = 1/2; 1 = 1/1, 2/2; 1.5 = 3/2; 2 = 2/1, 4/2
    expect([...quotient.keys()]).toEqual([0.5, 1, 1.5, 2, 3, 4]);
    expect(quotient.get(2)).toBeCloseTo(2 / 8, 15);
    // 1d6 % 1d3: remainders 0 (by 1 always; by 2 for 2, 4, 6; by 3 for 3, 6) = (6 + 3 + 2) / 18
    expect(new Map(formulaDistribution("1d6 % 1d3").outcomes).get(0)).toBeCloseTo(11 / 18, 15);
    expect(totals("12 / 1d3")).toEqual([4, 6, 12]);
  });

  it("functions of the totals: one argument maps each total, several their joint totals", () => {
    // max of two d20s is 20 unless both are below: 1 − (19/20)²
    expect(new Map(formulaDistribution("max(1d20,1d20)").outcomes).get(20)).toBeCloseTo(39 / 400, 15);
    expect(new Map(formulaDistribution("max(1d20, 1d20) + 5").outcomes).get(25)).toBeCloseTo(39 / 400, 15);
    expect(formulaDistribution("floor(1d6/2)").outcomes).toEqual([
      [0, 1 / 6],
      [1, 2 / 6],
      [2, 2 / 6],
      [3, 1 / 6],
    ]);
    // JavaScript's Math.round takes .5 up, also below 0: −0.5 → 0, −1.5 → −1
    expect(totals("round(1d3 / 2)")).toEqual([1, 2]);
    expect(formulaDistribution("round(-1d4 / 2)").outcomes).toEqual([
      [-2, 0.25],
      [-1, 0.5],
      [0, 0.25],
    ]);
    // min of three d6 is 6 only when all are: 1/216
    expect(new Map(formulaDistribution("min(1d6, 1d6, 1d6)").outcomes).get(6)).toBeCloseTo(1 / 216, 15);
    expect(formulaDistribution("abs(1d6 - 1d6)").outcomes[0]).toEqual([0, expect.closeTo(6 / 36, 15)]);
    expect(totals("sqrt(1d4)")).toEqual([1, Math.SQRT2, Math.sqrt(3), 2]);
    expect(totals("pow(1d3, 2)")).toEqual([1, 4, 9]);
    expect(new Map(formulaDistribution("min(1d20, 10)").outcomes).get(10)).toBeCloseTo(11 / 20, 15);
    // Foundry's own Math.clamp, and a flavor on the call and inside it
    expect(new Map(formulaDistribution("clamp(1d20, 5, 15)").outcomes).get(5)).toBeCloseTo(5 / 20, 15);
    expect(formulaDistribution("ceil(2d6[fire] / 4)[half] * 2").outcomes.map(([total]) => total)).toEqual([2, 4, 6]);
  });

  it("a capped explosion or reroll: the term's dice share one counter, in Foundry's order", () => {
    // 2d6x1=6: only the first 6 (in roll order) explodes; a second 6, or the fresh roll's, stays 6
    const once = new Map(formulaDistribution("2d6x1=6").outcomes);
    // 24 is impossible (one explosion at most): 6 + 6 + 6 = 18 is the largest, with 1/216
    expect(Math.max(...once.keys())).toBe(18);
    expect(once.get(18)).toBeCloseTo(1 / 216, 15);
    // 2d6r1=1: one 1 is rerolled; both 1s (1/36) leave the second one: total 1 + fresh, 2..7
    const reroll = new Map(formulaDistribution("2d6r1=1").outcomes);
    expect(reroll.get(2)).toBeCloseTo(1 / 36 / 6, 15);
    // x0 explodes nothing, and a cap lets an explosion on every face stop
    const alike = (plain: string) =>
      formulaDistribution(plain).outcomes.map(([total, p]) => [total, expect.closeTo(p, 15)]);
    expect(formulaDistribution("2d6x0>=1").outcomes).toEqual(alike("2d6"));
    expect(formulaDistribution("1d4x2>=1").outcomes).toEqual(alike("3d4"));
    expect(formulaDistribution("10d6x2>=5").tail).toBe(0);
  });

  it("flavor labels, spaces and capitals change nothing", () => {
    expect(formulaDistribution("1d6[fire] + 2[bonus] + (1d4)[cold]").outcomes).toEqual(
      formulaDistribution("1d6+2+1d4").outcomes,
    );
    expect(formulaDistribution("2D20KH").outcomes).toEqual(formulaDistribution("2d20kh").outcomes);
  });

  it("@ paths are replaced from the roll data first; a missing one is refused by name", () => {
    const data = { abilities: { dex: { mod: -2 } }, prof: 3 };
    const d = formulaDistribution("1d20 + @abilities.dex.mod + @prof", data);
    expect(d.resolved).toBe("1d20 + -2 + 3");
    expect(d.outcomes[0]).toEqual([2, 0.05]);
    expect(refusal("1d20 + @abilities.str.mod", data).message).toBe(
      "@abilities.str.mod is not in this character's data.",
    );
  });

  it("formulaChance reads at least, at most and exactly", () => {
    const d = formulaDistribution("2d6");
    expect(formulaChance(d, 7, "atLeast")).toBeCloseTo(21 / 36, 15);
    expect(formulaChance(d, 7, "atMost")).toBeCloseTo(21 / 36, 15);
    expect(formulaChance(d, 7, "exactly")).toBeCloseTo(6 / 36, 15);
  });
});

describe("refusals name the part", () => {
  it.each<[string, string, string]>([
    ["1d20 + random()", "FunctionRandom", "random"],
    ["Floor(1d6)", "FunctionUnknown", "Floor"],
    ["1d20 + clamped(1d6, 2, 5)", "FunctionUnknown", "clamped"],
    ["pow(1d6)", "FunctionArguments", "pow(1d6)"],
    ["floor()", "FunctionArguments", "floor()"],
    ["2 * sqrt(1d6 - 3)", "FunctionNoNumber", "sqrt(1d6 - 3)"],
    ["max(1d6, )", "Incomplete", "max(1d6, )"],
    ["max(1d6, 2", "Unclosed", "max(1d6, 2"],
    ["{1d6, 1d6, 1d6}dhdl", "Selection", "dl"],
    ["{3, 5}kh", "PoolWithoutDice", "{3, 5}kh"],
    ["{1d6/2, 1d6}kh", "PoolFraction", "1d6/2"],
    ["{1d6, 1d6}cs", "NeedsTarget", "cs"],
    ["{1d6, 1d6}kx", "Unsupported", "kx"],
    ["{1d6, }kh", "Incomplete", "{1d6, }"],
    ["{1d6, 1d6", "Unclosed", "{1d6, 1d6"],
    ["1d6foo", "Unsupported", "foo"],
    ["1d20 + strength", "NotNotation", "strength"],
    ["1d20 + <b>html</b>", "NotNotation", "<b>html</b>"],
    ["1d20 + 5 sword*2", "NotNotation", "sword"],
    ["1d6[fire", "NotNotation", "[fire"],
    ["abc", "NotAFormula", "abc"],
    ["<b>html</b>", "NotAFormula", "<b>html</b>"],
    ["hello world", "NotAFormula", "hello world"],
    ["2dc", "Unsupported", "2dc"],
    ["4d6x1>=5kh3", "Capped", "x1>=5"],
    ["2d6r1=1x", "Capped", "r1=1"],
    ["2d6x1>=5r", "Order", "r"],
    ["10d10cs", "NeedsTarget", "cs"],
    ["4d6min", "NeedsTarget", "min"],
    ["1d6 / (1d4 - 1)", "DivideByZero", "1d6 / (1d4 - 1)"],
    ["1d20 % (2d2 - 3)", "DivideByZero", "1d20 % (2d2 - 3)"],
    ["1d6 / (2 - 2)", "DivideByZero", "1d6 / (2 - 2)"],
    ["2d20khx", "Order", "x"],
    ["4d6min3r1", "Order", "r1"],
    ["1d6cs>=5x", "Order", "x"],
    ["1d6x>=1", "Endless", "x>=1"],
    ["1d6 +", "Incomplete", "1d6 +"],
    ["(1d6 + 2", "Unclosed", "(1d6 + 2"],
  ])("%s", (formula, key, part) => {
    const error = refusal(formula);
    expect(error.key).toBe(`INDIE_DICE.Error.Formula.${key}`);
    expect(error.data.part).toBe(part);
    expect(error.message).toContain(part);
  });

  it("refuses a term that can pass Foundry's cap of 1,000 results", () => {
    expect(refusal("50d10x>=2").key).toBe("INDIE_DICE.Error.Formula.FoundryCap");
    expect(refusal("100d6rr<6").key).toBe("INDIE_DICE.Error.Formula.FoundryCap");
  });
});

describe("limits refuse before any work", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each<[string, string]>([
    ["FormulaLength", "1d6 + ".repeat(100) + "1"],
    ["FormulaDice", "101d6"],
    ["FormulaFaces", "1d1001"],
    ["FormulaFaces", "1d1"],
    ["FormulaDiceTerms", Array.from({ length: 21 }, () => "1d4").join(" + ")],
    ["FormulaNumber", "1d6 + 2000000"],
  ])("%s", (field, formula) => {
    const convolutions = vi.spyOn(IntDistribution.prototype, "add");
    const built = vi.spyOn(IntDistribution, "fromEntries");
    expect(refusal(formula).key).toBe(`INDIE_DICE.Error.Limit.${field}`);
    expect(convolutions).not.toHaveBeenCalled();
    expect(built).not.toHaveBeenCalled();
  });

  it("sizes a roll times a number over its whole run: 1d1000 * 1000 + 1d1000 is refused by name before any sum", () => {
    const convolutions = vi.spyOn(IntDistribution.prototype, "add");
    // Its first part runs from 1,000 to 1,000,000: a sum with 1d1000 over that run is a billion multiply-adds.
    expect(refusal("1d1000 * 1000 + 1d1000")).toMatchObject({
      key: "INDIE_DICE.Error.Formula.TooManyFaces",
      data: { part: "1d1000", faces: 1000, max: 10 },
    });
    expect(convolutions).not.toHaveBeenCalled();
    // A small one is still answered, exactly: 1d6 × 10 + 1d20 makes 11 to 80; 61 or more on a 6 (any d20) or a 5
    // with 11 or more: 30 of the 120.
    const small = formulaDistribution("1d6 * 10 + 1d20");
    expect(small.outcomes).toHaveLength(70);
    expect(formulaChance(small, 61, "atLeast")).toBeCloseTo(30 / 120, 15);
  });

  // The budget (LIMITS.formulaSpread, formulaSteps) is the engine's; the refusal says what the writer can change.
  it.each<[string, string, Record<string, string | number>, string]>([
    [
      "100d100x",
      "TooManyExplodingDice",
      { part: "100d100x", count: 100, max: 27 },
      "“100d100x” rolls 100 exploding dice, too many for exact odds: this formula takes at most 27 of them.",
    ],
    [
      "70d100",
      "TooManyDice",
      { part: "70d100", count: 70, max: 60 },
      "“70d100” rolls 70 dice, too many for exact odds: this formula takes at most 60 of them.",
    ],
    [
      "60d100r1",
      "TooManyDice",
      { part: "60d100r1", count: 60, max: 45 },
      "“60d100r1” rolls 60 dice, too many for exact odds: this formula takes at most 45 of them.",
    ],
    [
      "1d1000x + 20d100",
      "TooManyFaces",
      { part: "1d1000x", faces: 1000, max: 734 },
      "“1d1000x” rolls dice too large for exact odds: here a die may have at most 734 faces, not 1000.",
    ],
    [
      "50d100 + 50d100 + 50d100",
      "TooLarge",
      {},
      "This formula is too large for exact odds: roll fewer dice, or smaller ones.",
    ],
    // A pool sized from its parts' bounds: three exploding dice kept two at a time are past the budget.
    [
      "{1d100x, 1d100x, 1d100x}kh2",
      "TooLarge",
      {},
      "This formula is too large for exact odds: roll fewer dice, or smaller ones.",
    ],
  ])("%s: in the writer's terms, never in steps", (formula, key, data, message) => {
    const convolutions = vi.spyOn(IntDistribution.prototype, "add");
    const error = refusal(formula);
    expect(error.key).toBe(`INDIE_DICE.Error.Formula.${key}`);
    expect(error.data).toEqual(data);
    expect(error.message).toBe(message);
    expect(error.message).not.toMatch(/step/);
    expect(convolutions).not.toHaveBeenCalled();
  });

  it("the largest count it names does fit, and one more does not", () => {
    expect(() => formulaDistribution("27d100x")).not.toThrow();
    expect(refusal("28d100x").data.max).toBe(27);
    expect(() => formulaDistribution("1d734x + 20d100")).not.toThrow();
    expect(refusal("1d735x + 20d100").key).toBe("INDIE_DICE.Error.Formula.TooManyFaces");
  });
});
