/**
 * Functions (`floor(3d6 / 2)`, `max(1d20, 1d20)`) and a roll times, over or modulo a roll (`1d6 * 1d6`), against
 * the tests' own model of how Foundry adds up a roll (foundry-roll-model.ts, from v13's `roll.mjs` and
 * `function.mjs`): small rolls by brute force over every combination of their parts' totals, exactly; larger ones
 * against seeded rolls of the model, chi-square at p > 0.001. The engine answers exactly or refuses; a refusal of a
 * division by a roll that can be 0, or of a function that can give no number, must be one the model confirms.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../src/core/errors";
import { formulaDistribution } from "../../../src/core/formula/formula-distribution";
import { seededUniform } from "../../../src/core/random";
import { chiSquareTest, POWER_MARGIN, SAMPLES } from "../support/chi-square";
import { faceFromUniform, readTerm, rollTerm } from "./foundry-term-simulator";
import { enumerateRoll, writeRoll, type ModelRoll } from "./foundry-roll-model";
import { must } from "../../kit";
import { cases, QUICK_RUN } from "../../quick";

/** Math's functions by how many arguments they take (the variadic ones get one to three). */
const ONE_ARGUMENT = ["floor", "ceil", "round", "trunc", "abs", "sign", "sqrt", "cbrt", "log2"];
const TWO_ARGUMENTS = ["pow", "atan2"];
const ANY_ARGUMENTS = ["min", "max", "hypot"];

const diceTerm: fc.Arbitrary<ModelRoll> = fc
  .record({
    count: fc.integer({ min: 1, max: 2 }),
    faces: fc.integer({ min: 2, max: 6 }),
    modifier: fc.constantFrom("", "", "kh", "r1", "cs>=3"),
  })
  .map(({ count, faces, modifier }) => ({ dice: `${count}d${faces}${modifier}` }));

const number: fc.Arbitrary<ModelRoll> = fc.integer({ min: 0, max: 4 }).map((value) => ({ number: value }));

/** Rolls of up to three levels: operators between any two parts, functions of one, two or several. */
const roll: fc.Arbitrary<ModelRoll> = fc.letrec<{ roll: ModelRoll }>((tie) => ({
  roll: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 3, arbitrary: diceTerm },
    { weight: 1, arbitrary: number },
    {
      weight: 3,
      arbitrary: fc.record({
        operator: fc.constantFrom("+", "-", "*", "/", "%" as const),
        left: tie("roll"),
        right: tie("roll"),
      }),
    },
    { weight: 2, arbitrary: fc.record({ fn: fc.constantFrom(...ONE_ARGUMENT), args: fc.tuple(tie("roll")) }) },
    {
      weight: 1,
      arbitrary: fc.record({ fn: fc.constantFrom(...TWO_ARGUMENTS), args: fc.tuple(tie("roll"), tie("roll")) }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        fn: fc.constantFrom(...ANY_ARGUMENTS),
        args: fc.array(tie("roll"), { minLength: 1, maxLength: 3 }),
      }),
    },
  ),
})).roll;

/** How many dice terms a roll holds (the walk multiplies their tables). */
function diceIn(part: ModelRoll): number {
  if ("dice" in part) return 1;
  if ("number" in part) return 0;
  if ("operator" in part) return diceIn(part.left) + diceIn(part.right);
  return part.args.reduce((sum, arg) => sum + diceIn(arg), 0);
}

const REFUSALS_OF_NO_NUMBER = ["DivideByZero", "FunctionNoNumber"].map((key) => `INDIE_DICE.Error.Formula.${key}`);

describe("functions and a roll with a roll equal the model of Foundry over every combination of totals", () => {
  it("random rolls of up to three levels", () => {
    const runs = cases(300, 60);
    let answered = 0;
    fc.assert(
      fc.property(
        roll.filter((part) => diceIn(part) <= 4),
        (part) => {
          const formula = writeRoll(part);
          const model = enumerateRoll(part);
          let engine;
          try {
            engine = formulaDistribution(formula);
          } catch (error) {
            if (!(error instanceof IndieDiceError)) throw error;
            expect(REFUSALS_OF_NO_NUMBER, `${formula} refused`).toContain(error.key);
            expect(model.notFinite, `${formula}: refused, yet every part is a number`).toBe(true);
            return;
          }
          answered++;
          expect(model.notFinite, `${formula}: answered, yet a part can be no number`).toBe(false);
          const mine = new Map(engine.outcomes);
          for (const total of new Set([...mine.keys(), ...model.outcomes.keys()])) {
            expect(mine.get(total) ?? 0, `${formula}: P(${total})`).toBeCloseTo(model.outcomes.get(total) ?? 0, 12);
          }
        },
      ),
      { numRuns: runs },
    );
    expect(answered).toBeGreaterThanOrEqual(runs / 2);
  });
});

/** 20,000 seeded rolls of the model: each dice term rolled by the term simulator, then the tree added up. */
function sampled(part: ModelRoll, seed: number): Map<number, number> {
  const uniform = seededUniform(seed);
  const counts = new Map<number, number>();
  const once = (node: ModelRoll): number => {
    if ("dice" in node) {
      const term = readTerm(node.dice);
      return rollTerm(node.dice, () => faceFromUniform(term, uniform()));
    }
    // One roll of a part is the model's walk of a tree whose dice are already rolled.
    if ("number" in node) return node.number;
    const rolled =
      "operator" in node
        ? { ...node, left: { number: once(node.left) }, right: { number: once(node.right) } }
        : { ...node, args: node.args.map((arg) => ({ number: once(arg) })) };
    return must([...enumerateRoll(rolled).outcomes.keys()][0]);
  };
  for (let i = 0; i < SAMPLES; i++) {
    const total = once(part);
    counts.set(total, (counts.get(total) ?? 0) + 1);
  }
  return counts;
}

const dice = (text: string): ModelRoll => ({ dice: text });

const LARGER: [string, ModelRoll][] = [
  ["max(4d6kh3, 4d6kh3, 4d6kh3)", { fn: "max", args: [dice("4d6kh3"), dice("4d6kh3"), dice("4d6kh3")] }],
  [
    "floor(5d10 / 3) + 1d8 * 1d8",
    {
      operator: "+",
      left: { fn: "floor", args: [{ operator: "/", left: dice("5d10"), right: { number: 3 } }] },
      right: { operator: "*", left: dice("1d8"), right: dice("1d8") },
    },
  ],
  [
    "round(3d8 / 1d4 * 2)",
    {
      fn: "round",
      args: [{ operator: "*", left: { operator: "/", left: dice("3d8"), right: dice("1d4") }, right: { number: 2 } }],
    },
  ],
];

describe.skipIf(QUICK_RUN)("larger rolls against seeded rolls of the model (chi-square, p > 0.001)", () => {
  it.each(LARGER)("%s", (_, part) => {
    const exact = formulaDistribution(writeRoll(part));
    const result = chiSquareTest(sampled(part, 20261201), exact.outcomes, SAMPLES);
    expect(result.statistic).toBeLessThan(result.critical);
  });

  it("has the power to reject a table one mistake away (max read as min)", () => {
    const wrong = formulaDistribution("min(2d6, 2d6)");
    const result = chiSquareTest(
      sampled({ fn: "max", args: [dice("2d6"), dice("2d6")] }, 20261202),
      wrong.outcomes,
      SAMPLES,
    );
    expect(result.statistic).toBeGreaterThan(POWER_MARGIN * result.critical);
  });
});
