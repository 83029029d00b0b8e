/**
 * Shadowrun's d6 pools (docs/pools.md "Shadowrun"): every figure of FOUNDRY-SYSTEMS-3 §d.7 — hits against a threshold
 * under a limit, glitches and critical glitches by each edition's rule, exploding sixes, 6e's wild die — each counted
 * by the reference (count-combinations.ts) from the rules as SR5 0.36.0 (`TestRules.ts`) and SR6 Eden 4.0.7
 * (`SR6Roll.js`) code them, then read from the engine's outcomes.
 */
import { describe, expect, it } from "vitest";
import { poolOutcomes, type Outcome, type PoolOutcomes } from "../../../src/core/pools/pool-outcomes";
import {
  explodingDice,
  sr5Outcomes,
  sr6Outcomes,
  sr5Reading,
  sr6Reading,
  type ShadowrunCounter,
  type ShadowrunPool,
} from "../../../src/core/pools/shadowrun-dice";
import {
  chanceOf,
  countCombinations,
  keeping,
  nth,
  remember,
  percent,
  valueOf,
  type Choice,
  type Counted,
  type Fraction,
} from "./count-combinations";

/** The reference's numbers per die: [fives, sixes, ones, wild 1s, wild hits]; an exploding die's are below. */
const D6: Choice[] = [1, 2, 3, 4, 5, 6].map((v) => ({
  add: [v === 5 ? 1 : 0, v === 6 ? 1 : 0, v === 1 ? 1 : 0, 0, 0],
}));
const WILD: Choice[] = [1, 2, 3, 4, 5, 6].map((v) => ({ add: [0, 0, 0, v === 1 ? 1 : 0, v >= 5 ? 1 : 0] }));

/**
 * A d6 exploding on 6: [fives, sixes, ones, 0, 0, cut] for every chain of up to `depth` sixes, weighted in
 * 6^-(depth+1); the longer chains are one choice, "cut", that no event counts.
 */
function exploding(depth: number): Choice[] {
  const chains = Array.from({ length: depth + 1 }, (_, k) =>
    [1, 2, 3, 4, 5].map((last): Choice => ({
      add: [last === 5 ? 1 : 0, k, last === 1 ? 1 : 0, 0, 0, 0],
      weight: 6n ** BigInt(depth - k),
    })),
  ).flat();
  return [...chains, { add: [0, 0, 0, 0, 0, 1] }];
}

type N = readonly number[];
/** SR5: hits (5s and 6s) under the limit; glitch, more 1s than half the pool value rounded down. */
const sr5 = (dice: number, limit = Infinity) => ({
  hits: (n: N) => Math.min(nth(n, 0) + nth(n, 1), limit),
  glitch: (n: N) => nth(n, 2) > Math.floor(dice / 2),
  critical: (n: N) => nth(n, 2) > Math.floor(dice / 2) && nth(n, 0) + nth(n, 1) === 0,
});
/** SR6: a wild 5/6 three hits, a wild 1 voids the 5s; glitch, more 1s than half the dice thrown. */
const sr6 = (dice: number) => {
  const hits = (n: N) => (nth(n, 3) > 0 ? 0 : nth(n, 0)) + nth(n, 1) + 3 * nth(n, 4);
  const glitch = (n: N) => nth(n, 2) + nth(n, 3) > dice / 2;
  return { hits, glitch, critical: (n: N) => glitch(n) && hits(n) === 0 };
};

const remembered = new Map<string, Counted>();
function counted(name: string, dice: () => Choice[][]): Counted {
  return remember(remembered, name, () => countCombinations(dice()));
}
const many = (n: number, choices: Choice[]) => Array.from({ length: n }, () => choices);
const f = (num: bigint, den: bigint): Fraction => ({ num, den });

function expectFigure(exact: Fraction, figure: Fraction | string, engine: number, digits = 12): void {
  if (typeof figure === "string") expect(percent(exact)).toBe(figure);
  else expect(exact.num * figure.den).toBe(figure.num * exact.den);
  expect(engine).toBeCloseTo(valueOf(exact), digits);
}

type Figure = Fraction | string | null;

/** The glitch and critical glitch figures (those the note gives), counted by `rule` and read from the engine. */
function expectGlitches(
  reference: Counted,
  rule: { glitch: (n: N) => boolean; critical: (n: N) => boolean },
  engine: PoolOutcomes<ShadowrunCounter>,
  glitch: Figure,
  critical: Figure,
): void {
  if (glitch)
    expectFigure(
      chanceOf(reference, rule.glitch),
      glitch,
      engine.chance((o) => o.glitch === 1),
    );
  if (critical)
    expectFigure(
      chanceOf(reference, rule.critical),
      critical,
      engine.chance((o) => o.criticalGlitch === 1),
    );
}

describe("Shadowrun: FOUNDRY-SYSTEMS-3 §d.7, counted", () => {
  it.each([
    [1, "98.27 %"],
    [2, "89.60 %"],
    [3, f(13_795n, 19_683n)],
    [4, "44.07 %"],
    [5, "21.31 %"],
    [6, "7.66 %"],
    [7, "1.97 %"],
  ] as const)("1. SR5, 10 dice: hits ≥ %i", (k, figure) => {
    const reference = counted("10", () => many(10, D6));
    const engine = sr5Outcomes({ dice: 10 });
    expectFigure(
      chanceOf(reference, (n) => sr5(10).hits(n) >= k),
      figure,
      engine.chance((o) => o.hits >= k),
    );
  });

  const glitches: readonly (readonly [string, ShadowrunPool, string, Fraction | string, Figure])[] = [
    ["1. SR5, 10 dice", { dice: 10 }, "10", f(24_571n, 10_077_696n), f(10_343n, 30_233_088n)],
    ["2. SR5, 3 dice", { dice: 3 }, "3", f(2n, 27n), f(5n, 108n)],
    ["3. SR5, 12 dice, limit 4", { dice: 12, limit: 4 }, "12", "0.13 %", null],
  ];
  it.each(glitches)("%s: glitch and critical glitch", (_, pool, name, glitch, critical) => {
    const reference = counted(name, () => many(pool.dice, D6));
    const engine = sr5Outcomes(pool);
    const rule = sr5(pool.dice, pool.limit);
    expectGlitches(reference, rule, engine, glitch, critical);
  });

  it("2. SR5, 3 dice, threshold 1: 19/27", () => {
    const exact = chanceOf(
      counted("3", () => many(3, D6)),
      (n) => sr5(3).hits(n) >= 1,
    );
    expectFigure(
      exact,
      f(19n, 27n),
      sr5Outcomes({ dice: 3 }).chance((o) => o.hits >= 1),
    );
  });

  it("3. SR5, 12 dice, limit 4: threshold 2 is 502,769/531,441, threshold 5 cannot be met", () => {
    const pool = { dice: 12, limit: 4 };
    const reference = counted("12", () => many(12, D6));
    const engine = sr5Outcomes(pool);
    const rule = sr5(12, 4);
    expectFigure(
      chanceOf(reference, (n) => rule.hits(n) >= 2),
      f(502_769n, 531_441n),
      engine.chance((o) => o.hits >= 2),
    );
    expect(engine.chance((o) => o.hits >= 5)).toBe(0);
    expect(engine.marginal((o) => o.hits).max).toBe(4);
  });

  describe("4. 10 dice, sixes exploding", () => {
    // The reference counts chains of up to 8 sixes (exact), each question over only the numbers it reads; the
    // engine's pools write 16, so the two agree to the mass past 8 (10 · 6^-9 < 1e-6), and a pool of chains written
    // to 8 agrees with the reference to 1e-12.
    const shallow = poolOutcomes(explodingDice(10, 8));
    const pool = { dice: 10, explode: true };
    const deep = { 5: sr5Outcomes(pool), 6: sr6Outcomes(pool) };
    /** [question, numbers read (fives, sixes, ones, cut), the test on them, the edition, counter, figure] */
    const cases = [
      ["hits ≥ 3 (76.29 %)", [0, 1, 5], (n: N) => n[2] === 0 && nth(n, 0) + nth(n, 1) >= 3, 5, "hits", 3, "76.29 %"],
      ["glitch by SR5's rule (0.64 %)", [2, 5], (n: N) => n[1] === 0 && nth(n, 0) > 5, 5, "glitch", 1, "0.64 %"],
      [
        "glitch by SR6's rule (0.31 %)",
        [1, 2, 5],
        (n: N) => n[2] === 0 && nth(n, 1) > (10 + nth(n, 0)) / 2,
        6,
        "glitch",
        1,
        "0.31 %",
      ],
    ] as const;
    it.each(cases)("%s", (_, read, test, edition, counter, least, figure) => {
      const reading = edition === 5 ? sr5Reading(pool) : sr6Reading(pool);
      const exact = chanceOf(countCombinations(many(10, keeping(exploding(8), read))), test);
      expect(percent(exact)).toBe(figure);
      expect(shallow.read(reading).chance((o) => o[counter] >= least)).toBeCloseTo(valueOf(exact), 12);
      const engine = deep[edition].chance((o) => o[counter] >= least);
      expect(Math.abs(engine - valueOf(exact))).toBeLessThan(1e-6);
      expect(percent(engine)).toBe(figure);
    });
    it("SR6's closed form reads as sr6Reading over the joint outcomes, 1 to 5 dice", () => {
      for (let dice = 1; dice <= 5; dice += 1) {
        const asked = { dice, explode: true };
        const joint = poolOutcomes(explodingDice(dice))
          .read(sr6Reading(asked))
          .tally((o) => JSON.stringify(o));
        const closed = sr6Outcomes(asked).tally((o) => JSON.stringify(o));
        for (const [outcome, p] of joint) expect(closed.get(outcome) ?? 0).toBeCloseTo(p, 12);
        expect([...closed.keys()].filter((key) => !joint.has(key) && (closed.get(key) ?? 0) > 1e-12)).toEqual([]);
      }
    });
    it("the cut tail is carried: under 1e-12 at 16 explosions a die", () => {
      expect(deep[6].cutMass).toBeGreaterThan(0);
      expect(deep[6].cutMass).toBeLessThan(1e-12);
    });
  });

  describe("5. SR6 with a wild die, threshold 3", () => {
    it.each([
      [10, "67.45 %", "0.24 %", "0.08 %"],
      [8, "56.40 %", null, null],
    ] as const)("%i dice, one of them wild", (dice, success, glitch, critical) => {
      const reference = counted(`${dice}w`, () => [...many(dice - 1, D6), WILD]);
      const pool = { dice, wild: true };
      const engine = sr6Outcomes(pool);
      const rule = sr6(dice);
      expectFigure(
        chanceOf(reference, (n) => rule.hits(n) >= 3),
        success,
        engine.chance((o) => o.hits >= 3),
      );
      expectGlitches(reference, rule, engine, glitch, critical);
    });
    it("8 dice without the wild die: 53.18 %", () => {
      const exact = chanceOf(
        counted("8", () => many(8, D6)),
        (n) => sr6(8).hits(n) >= 3,
      );
      const engine = sr6Outcomes({ dice: 8 });
      expectFigure(
        exact,
        "53.18 %",
        engine.chance((o) => o.hits >= 3),
      );
    });
  });
  describe("6. SR6, Edge's exploding sixes with the wild die (which explodes too and stays wild)", () => {
    // Chains of up to 8 sixes (exact), the wild die's too: [fives, sixes, ones, wild 1s, wild hits, cut, wild
    // sixes]. The reference leaves out only its cut chains, under 4 · 6^-9 < 5e-7, so each of the engine's figures
    // lies between the reference's and the reference's plus that mass.
    const depth = 8;
    const wildChain: Choice[] = [
      ...Array.from({ length: depth + 1 }, (_, k) =>
        [1, 2, 3, 4, 5].map((last): Choice => ({
          add: [0, 0, 0, last === 1 ? 1 : 0, k + (last === 5 ? 1 : 0), 0, k],
          weight: 6n ** BigInt(depth - k),
        })),
      ).flat(),
      { add: [0, 0, 0, 0, 0, 1, 0] },
    ];
    const reference = () => counted("4 exploding, wild", () => [...many(3, exploding(depth)), wildChain]);
    const whole = (n: N) => nth(n, 5) === 0;
    const hits = (n: N) => (nth(n, 3) > 0 ? 0 : nth(n, 0)) + nth(n, 1) + 3 * nth(n, 4);
    // More 1s than half the dice thrown: the 4 dice and every six of every chain, the wild die's included.
    const glitch = (n: N) => nth(n, 2) + nth(n, 3) > (4 + nth(n, 1) + nth(n, 6)) / 2;
    const engine = sr6Outcomes({ dice: 4, wild: true, explode: true });
    const cut = 1 - (1 - 6 ** -(depth + 1)) ** 4;
    it.each([
      ["hits ≥ 3", (n: N) => hits(n) >= 3, (o: Outcome<ShadowrunCounter>) => o.hits >= 3],
      ["hits ≥ 6", (n: N) => hits(n) >= 6, (o: Outcome<ShadowrunCounter>) => o.hits >= 6],
      ["a glitch", glitch, (o: Outcome<ShadowrunCounter>) => o.glitch === 1],
      [
        "a critical glitch",
        (n: N) => glitch(n) && hits(n) === 0,
        (o: Outcome<ShadowrunCounter>) => o.criticalGlitch === 1,
      ],
    ] as const)("%s", (_, test, question) => {
      const exact = valueOf(chanceOf(reference(), (n) => whole(n) && test(n)));
      const figure = engine.chance(question);
      expect(figure).toBeGreaterThan(exact - 1e-12);
      expect(figure).toBeLessThan(exact + cut + 1e-12);
    });
  });
});
