/**
 * dnd5e 5.3's dice (docs/formula-odds.md "A system's dice"): the engine with `ADVANTAGE_SET_DICE` against the tests'
 * own model of Foundry rolling each term with dnd5e's `BasicDie` (foundry-term-simulator.ts, written from
 * `module/dice/basic-die.mjs` at release 5.3.3 and Foundry's `die.mjs`), walked through every sequence of faces;
 * the figures a table reads worked by hand; and the same formulas refused by name in a world of Foundry's own dice.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { ADVANTAGE_SET_DICE, FOUNDRY_DICE, useWorldDice } from "../../../src/core/formula/dice-dialect";
import { formulaChance, formulaDistribution } from "../../../src/core/formula/formula-distribution";
import { rememberedFormulaDistribution } from "../../../src/core/formula/formula-luck";
import { enumerateRoll, type ModelRoll } from "./foundry-roll-model";
import { enumerateTerm } from "./foundry-term-simulator";
import { agreeWithWalk } from "./walk-agreement";
import { keyOf } from "../support/refusal-key";
import { must } from "../../kit";

const basic = (dice: string): ModelRoll => ({ dice, dieClass: "BasicDie" });
const plus = (left: ModelRoll, right: ModelRoll): ModelRoll => ({ operator: "+", left, right });

/** The engine's table of `formula` in a dnd5e world equals the model's walk of `roll`, to 1e-12. */
function agrees(formula: string, roll: ModelRoll): void {
  if ("dice" in roll && /x|rr/.test(roll.dice)) {
    // An explosion or a recursive reroll has no end: the walk leaves out what falls below 1e-9, the engine its tail.
    // The engine must answer: a refusal would let any such term pass.
    expect(
      agreeWithWalk(formula, () => enumerateTerm(roll.dice, 1e-9, "BasicDie"), ADVANTAGE_SET_DICE)?.key,
      formula,
    ).toBeUndefined();
    return;
  }
  const engine = new Map(formulaDistribution(formula, null, ADVANTAGE_SET_DICE).outcomes);
  const walked = enumerateRoll(roll).outcomes;
  expect(
    [...engine.keys()].sort((a, b) => a - b),
    formula,
  ).toEqual([...walked.keys()].sort((a, b) => a - b));
  for (const [total, p] of walked)
    expect(Math.abs(must(engine.get(total)) - p), `${formula}: P(${total})`).toBeLessThan(1e-12);
}

describe("dnd5e's adv and dis, against Foundry rolling dnd5e's BasicDie", () => {
  it.each<[string, ModelRoll]>([
    ["1d20adv + 5", plus(basic("1d20adv"), { number: 5 })],
    ["1d20dis + 3", plus(basic("1d20dis"), { number: 3 })],
    ["1d20adv2", basic("1d20adv2")],
    ["2d6adv", basic("2d6adv")],
    // The order dnd5e writes halfling luck with each mode: `r1=1` pushed first, the mode after (D20Die#applyFlag).
    ["1d20r1=1adv", basic("1d20r1=1adv")],
    ["1d20r1=1dis + 4", plus(basic("1d20r1=1dis"), { number: 4 })],
    ["1d20min10 + 2", plus(basic("1d20min10"), { number: 2 })],
    ["1d20adv + 1d4 + 5", plus(plus(basic("1d20adv"), basic("1d4")), { number: 5 })],
    // Reliable talent with a mode (`adv` then `min10`) and elven accuracy with halfling luck.
    ["1d20adv1min10", basic("1d20adv1min10")],
    ["1d20r1=1adv2", basic("1d20r1=1adv2")],
    ["2d6dis", basic("2d6dis")],
    ["3d4adv1", basic("3d4adv1")],
    ["1d6advx", basic("1d6advx")],
    ["1d8dis1kh", basic("1d8dis1kh")],
    ["1d10adv0", basic("1d10adv0")],
    ["2d6adv1ms>=7", basic("2d6adv1ms>=7")],
    // A compound piece led by adv moves first whole, its parts before what was written before it (BasicDie).
    ["1d6min2advkh", basic("1d6min2advkh")],
    ["1d8cs>=5disx", basic("1d8cs>=5disx")],
    ["1d20adv1cs>=15", basic("1d20adv1cs>=15")],
  ])("%s", (formula, roll) => {
    agrees(formula, roll);
  });

  it("agrees on random single-die terms of adv or dis with a reroll, a bound or a count after", () => {
    const term = fc
      .record({
        faces: fc.constantFrom(4, 6, 8, 10),
        mode: fc.constantFrom("adv", "dis"),
        extra: fc.constantFrom("", "1", "2"),
        // Each with its number written, so that written after the advantage or before it, it stays a piece of its own.
        after: fc.constantFrom("", "r1=1", "r1<3", "rr1", "rr<2", "min3", "max5", "cs>=4", "xo1>=4", "kh1", "x"),
        first: fc.boolean(),
      })
      .map(({ faces, mode, extra, after, first }) => {
        // Written before or after the other modifier: dnd5e evaluates adv/dis first either way.
        const advantage = `${mode}${extra === "" && after !== "" ? "1" : extra}`;
        // An explosion on the top face only: one on half the faces has a tail the walk cannot cut short enough.
        const other = after === "x" ? `x${faces}` : after;
        return `1d${faces}${first || other === "" ? advantage + other : other + advantage}`;
      });
    fc.assert(
      fc.property(term, (formula) => {
        agrees(formula, basic(formula));
      }),
      { numRuns: 60, seed: 5353 },
    );
  });
});

describe("the figures a table reads, by hand", () => {
  it("a check 1d20 + 5 against DC 15 with halfling luck at disadvantage succeeds 35.6125% of the time", () => {
    // The kept die is the lower of two: at least 10 with (11/20)²; a kept 1, (1 − (19/20)²), is rerolled once and
    // the new die stands: 10 or more with 11/20. Rerolling every 1 before choosing would give 0.5775² = 33.35%.
    const hand = (11 / 20) ** 2 + (1 - (19 / 20) ** 2) * (11 / 20);
    expect(hand).toBeCloseTo(0.356125, 15);
    const chance = formulaChance(formulaDistribution("1d20r1=1dis + 5", null, ADVANTAGE_SET_DICE), 15, "atLeast");
    expect(chance).toBeCloseTo(0.356125, 14);
    expect(chance).not.toBeCloseTo(0.3335, 3);
  });

  it("1d20adv + 5 against 15: 1 − (9/20)² = 79.75%; with elven accuracy 1 − (9/20)³", () => {
    expect(formulaChance(formulaDistribution("1d20adv + 5", null, ADVANTAGE_SET_DICE), 15, "atLeast")).toBeCloseTo(
      1 - (9 / 20) ** 2,
      14,
    );
    expect(formulaChance(formulaDistribution("1d20adv2 + 5", null, ADVANTAGE_SET_DICE), 15, "atLeast")).toBeCloseTo(
      1 - (9 / 20) ** 3,
      14,
    );
  });

  it("2d6adv keeps the better sum of two pairs: 12 with 1 − (35/36)²", () => {
    const outcomes = new Map(formulaDistribution("2d6adv", null, ADVANTAGE_SET_DICE).outcomes);
    expect(outcomes.get(12)).toBeCloseTo(1 - (35 / 36) ** 2, 15);
    expect(outcomes.get(2)).toBeCloseTo((1 / 36) ** 2, 15);
  });
});

describe("refused by name", () => {
  afterEach(() => useWorldDice(FOUNDRY_DICE));

  it("in a world of Foundry's own dice, adv and dis are no modifiers", () => {
    expect(keyOf(() => formulaDistribution("1d20adv + 5", null, FOUNDRY_DICE))).toBe(
      "INDIE_DICE.Error.Formula.Unsupported",
    );
    expect(keyOf(() => formulaDistribution("1d20dis", null, FOUNDRY_DICE))).toBe(
      "INDIE_DICE.Error.Formula.Unsupported",
    );
  });

  it("a set of several dice changed after it is kept, adv inside a compound, a Fate die", () => {
    const key = (formula: string) => keyOf(() => formulaDistribution(formula, null, ADVANTAGE_SET_DICE));
    // A set that explodes after it is kept (rerolls, keeps, drops and counts after it: order-of-modifiers.test.ts).
    expect(key("2d6adv1x")).toBe("INDIE_DICE.Error.Formula.AdvantageSet");
    // dnd5e sets dice aside only for a piece that starts with adv/dis: in `radv` the adv does nothing.
    expect(key("1d20radv")).toBe("INDIE_DICE.Error.Formula.Unsupported");
    // `advmin10` is one piece to Foundry, which then runs `min` without its number.
    expect(key("1d20advmin10")).toBe("INDIE_DICE.Error.Formula.Unsupported");
    expect(key("4dFadv")).toBe("INDIE_DICE.Error.Formula.Unsupported");
    expect(key("1d20adv2=3")).toBe("INDIE_DICE.Error.Formula.Unsupported");
    // dnd5e runs the compound advkh (adv, then kh) before x6: a keep before an explosion the engine cannot follow.
    expect(key("1d6x6advkh")).toBe("INDIE_DICE.Error.Formula.Order");
    expect(key("1d6rr1advx")).toBe("INDIE_DICE.Error.Formula.Order");
  });

  it(
    "a formula too large with adv in its widest term says how large may be, " +
      "as Foundry's dice would (it said adv was no modifier)",
    () => {
      const key = keyOf(() => formulaDistribution("1d1000adv * 1d1000 * 1d1000", null, ADVANTAGE_SET_DICE));
      expect([
        "INDIE_DICE.Error.Formula.TooManyFaces",
        "INDIE_DICE.Error.Formula.TooManyDice",
        "INDIE_DICE.Error.Formula.TooLarge",
      ]).toContain(key);
      expect(keyOf(() => formulaDistribution("1d1000 * 1d1000 * 1d1000", null, FOUNDRY_DICE))).toBe(key);
    },
  );

  it("a one-pass explosion after adv, which Foundry walks on into fresh results when the kept die is not last", () => {
    const key = (formula: string) => keyOf(() => formulaDistribution(formula, null, ADVANTAGE_SET_DICE));
    expect(key("1d6adv1xo")).toBe("INDIE_DICE.Error.Formula.AdvantageWalk");
  });

  it("a one-pass reroll after adv is answered as that walk: with the kept die first, r<2 may reroll twice", () => {
    // A kept 1 under adv means both dice are 1s (1/16), and the first is kept: the list ends on the discarded second
    // die, so the walk reaches the fresh die and rerolls it again when it is a 1: 1/16 · 1/4 · 1/4.
    expect(
      agreeWithWalk("1d4adv1r<2", () => enumerateTerm("1d4adv1r<2", 0, "BasicDie"), ADVANTAGE_SET_DICE),
    ).toBeNull();
    expect(
      agreeWithWalk("1d20r2=1adv", () => enumerateTerm("1d20r2=1adv", 0, "BasicDie"), ADVANTAGE_SET_DICE),
    ).toBeNull();
    const one = must(new Map(formulaDistribution("1d4adv1r<2", null, ADVANTAGE_SET_DICE).outcomes).get(1));
    expect(one).toBeCloseTo((1 / 16) * (1 / 4) * (1 / 4), 15);
  });

  it("the sets count as dice the term rolls", () => {
    expect(() => formulaDistribution("50d20adv", null, ADVANTAGE_SET_DICE)).not.toThrow();
    expect(keyOf(() => formulaDistribution("51d20adv", null, ADVANTAGE_SET_DICE))).toBe(
      "INDIE_DICE.Error.Limit.FormulaDice",
    );
  });

  it("the world's dice are the default, and remembered answers follow them", () => {
    expect(keyOf(() => rememberedFormulaDistribution("1d20adv"))).toBe("INDIE_DICE.Error.Formula.Unsupported");
    useWorldDice(ADVANTAGE_SET_DICE);
    const [top, chance] = must(rememberedFormulaDistribution("1d20adv").outcomes.at(-1));
    expect(top).toBe(20);
    expect(chance).toBeCloseTo(1 - (19 / 20) ** 2, 14);
    useWorldDice(FOUNDRY_DICE);
    expect(keyOf(() => rememberedFormulaDistribution("1d20adv"))).toBe("INDIE_DICE.Error.Formula.Unsupported");
  });
});
