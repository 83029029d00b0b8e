import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHAIN_LIMIT } from "../../../../src/core/chain-limit";
import type { OldeRollSpec } from "../../../../src/rule-sets/olde/core/mechanics/rules";
import { formatOldeDiceCode, parseOldeDiceCode } from "../../../../src/rule-sets/olde/core/mechanics/dice-code";
import { judgeOlde, rollOlde } from "../../../../src/rule-sets/olde/core/mechanics/roll";
import { judgeOldeContest } from "../../../../src/rule-sets/olde/core/mechanics/contest";
import { scriptedSource, seededSource } from "../../../../src/core/random";
import { must } from "../../../kit";

const spec: fc.Arbitrary<OldeRollSpec> = fc.record({
  count: fc.integer({ min: 1, max: 8 }),
  faces: fc.integer({ min: 2, max: 12 }),
  adjustment: fc.integer({ min: -20, max: 20 }),
  unlimited: fc.boolean(),
});

/** Small dice (d2, d3) explode often, so they exercise long chains. */
const explosiveSpec: fc.Arbitrary<OldeRollSpec> = fc.record({
  count: fc.integer({ min: 1, max: 4 }),
  faces: fc.integer({ min: 2, max: 3 }),
  adjustment: fc.integer({ min: -5, max: 5 }),
  unlimited: fc.constant(true),
});

const seed = fc.integer({ min: 0, max: 0xffff_ffff });

describe("Olde roll invariants", () => {
  it("total = every throw of every die + the adjustment", () => {
    fc.assert(
      fc.property(fc.oneof(spec, explosiveSpec), seed, (s, n) => {
        const result = rollOlde(s, seededSource(n));
        const allThrows = result.dice.flatMap((die) => die.throws);
        expect(result.diceTotal).toBe(allThrows.reduce((a, b) => a + b, 0));
        expect(result.total).toBe(result.diceTotal + (s.adjustment ?? 0));
        expect(result.dice).toHaveLength(s.count);
        for (const die of result.dice) expect(die.total).toBe(die.throws.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it("every chain has its maximum on all throws but the last, and stops below the maximum", () => {
    fc.assert(
      fc.property(fc.oneof(spec, explosiveSpec), seed, (s, n) => {
        for (const die of rollOlde(s, seededSource(n)).dice) {
          expect(die.throws.slice(0, -1).every((face) => face === s.faces)).toBe(true);
          expect(must(die.throws.at(-1)) < s.faces || die.capped || !s.unlimited).toBe(true);
          expect(die.throws.length).toBeLessThanOrEqual(s.unlimited ? CHAIN_LIMIT + 1 : 1);
          expect(die.explosions).toBe(die.throws.length - 1);
          expect(die.capped).toBe(false); // a seeded source never throws 1000 maxima in a row
        }
      }),
    );
  });

  it("a limited roll throws each die once and stays within N..N·X + M", () => {
    fc.assert(
      fc.property(spec, seed, (s, n) => {
        const result = rollOlde({ ...s, unlimited: false }, seededSource(n));
        expect(result.exploded).toBe(false);
        expect(result.dice.every((die) => die.throws.length === 1)).toBe(true);
        const adjustment = s.adjustment ?? 0;
        expect(result.total).toBeGreaterThanOrEqual(s.count + adjustment);
        expect(result.total).toBeLessThanOrEqual(s.count * s.faces + adjustment);
      }),
    );
  });

  it("judging the thrown faces gives back the same result, and it survives JSON", () => {
    fc.assert(
      fc.property(fc.oneof(spec, explosiveSpec), seed, (s, n) => {
        const rolled = rollOlde(s, seededSource(n));
        expect(
          judgeOlde(
            s,
            rolled.dice.map((die) => die.throws),
          ),
        ).toEqual(rolled);
        expect(JSON.parse(JSON.stringify(rolled))).toEqual(rolled);
      }),
    );
  });

  it("the roller draws exactly the faces of any valid chains, die after die", () => {
    const chains = (faces: number) =>
      fc.array(
        fc
          .tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: faces - 1 }))
          .map(([explosions, last]) => [...new Array<number>(explosions).fill(faces), last]),
        { minLength: 1, maxLength: 6 },
      );
    const scenario = fc
      .integer({ min: 2, max: 20 })
      .chain((faces) => fc.tuple(fc.constant(faces), chains(faces), fc.integer({ min: -9, max: 9 })));
    fc.assert(
      fc.property(scenario, ([faces, dice, adjustment]) => {
        const s = { count: dice.length, faces, adjustment, unlimited: true };
        const source = scriptedSource(dice.flat());
        const rolled = rollOlde(s, source);
        expect(source.remaining).toBe(0);
        expect(rolled.dice.map((die) => die.throws)).toEqual(dice);
        expect(rolled).toEqual(judgeOlde(s, dice));
      }),
    );
  });

  it("the contest winner follows the sign of the margin, and swapping the sides swaps it", () => {
    fc.assert(
      fc.property(spec, spec, seed, (a, b, n) => {
        const source = seededSource(n);
        const first = rollOlde(a, source);
        const second = rollOlde(b, source);
        const contest = judgeOldeContest(first, second);
        const expected = contest.margin > 0 ? "first" : contest.margin < 0 ? "second" : "tie";
        expect(contest.winner).toBe(expected);
        const swapped = judgeOldeContest(second, first).winner;
        expect(swapped).toBe({ first: "second", second: "first", tie: "tie" }[expected]);
      }),
    );
  });

  it("the dice code reads back what it wrote", () => {
    fc.assert(
      fc.property(spec, (s) => {
        expect(parseOldeDiceCode(formatOldeDiceCode(s), s.unlimited)).toEqual({ ...s, adjustment: s.adjustment ?? 0 });
      }),
    );
  });
});
