/**
 * Foundry's order of modifiers answered as Foundry's code evaluates it (docs/formula-odds.md "Rerolls after a keep,
 * a drop or adv/dis"): a reroll after a keep, a drop or dnd5e's adv/dis acts on the list of results as it stands.
 * The figures a table reads are worked by hand from v13's `Die#reroll` and `DiceTerm._keepOrDrop` and dnd5e's
 * `BasicDie#advantage`; families of such terms are checked against the tests' own model of those loops
 * (foundry-term-simulator.ts, written from Foundry's code and importing nothing of the engine's), walked over every
 * sequence of faces.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ADVANTAGE_SET_DICE, FOUNDRY_DICE, type DiceDialect } from "../../../src/core/formula/dice-dialect";
import { formulaChance, formulaDistribution } from "../../../src/core/formula/formula-distribution";
import { enumerateTerm, type DieClass } from "./foundry-term-simulator";
import { agreeWithWalk } from "./walk-agreement";
import { must } from "../../kit";
import { cases } from "../../quick";

const chance = (formula: string, target: number, dice: DiceDialect = FOUNDRY_DICE) =>
  formulaChance(formulaDistribution(formula, null, dice), target, "atLeast");
const exactly = (formula: string, total: number, dice: DiceDialect = FOUNDRY_DICE) =>
  new Map(formulaDistribution(formula, null, dice).outcomes).get(total) ?? 0;

describe("the formulas a table writes, worked by hand from Foundry's loops", () => {
  it("2d20kl1r1=1 + 5 against 15: the kept die, a 1, is rerolled once and the new die stands: 35.6125%", () => {
    // The lower of two is 10 or more with (11/20)²; it is a 1 with 1 − (19/20)², and its new die is 10 or more with
    // 11/20.
    const hand = (11 / 20) ** 2 + (1 - (19 / 20) ** 2) * (11 / 20);
    expect(hand).toBeCloseTo(0.356125, 15);
    expect(chance("2d20kl1r1=1 + 5", 15)).toBeCloseTo(hand, 14);
    // Rerolling before keeping is another roll: the lower of two dice each rerolled once on a 1.
    expect(chance("2d20r1kl1 + 5", 15)).toBeCloseTo((11 / 20 + (1 / 20) * (11 / 20)) ** 2, 14);
  });

  it(
    "2d20klr1=1 is kl then r (Foundry drops a compound's numbers): " +
      "a natural 1 with 0.2619%, not capped at one reroll",
    () => {
      // `_keepOrDrop` discards the higher die (a tie: the first). Kept last (b ≤ a), `r` rerolls a 1 once and stops:
      // 1/20 · 1/20. Kept first (a < b), the list ends on the discarded die, so the walk goes on to the fresh die and
      // may reroll it too: a 1, b above it, then two more 1s: 1/20 · 19/20 · 1/20 · 1/20.
      const hand = (1 / 20) * (1 / 20) + (1 / 20) * (19 / 20) * (1 / 20) * (1 / 20);
      expect(hand).toBeCloseTo(0.00261875, 15);
      expect(exactly("2d20klr1=1", 1)).toBeCloseTo(hand, 15);
      expect(formulaDistribution("2d20klr1=1").outcomes).toEqual(formulaDistribution("2d20klr").outcomes);
    },
  );

  it(
    "1d20disr1 + 5 in a dnd5e world: dis then r; " +
      "a kept first die is rerolled again: 35.75% against 15, a natural 1 with 0.25%",
    () => {
      // dis keeps the first die on a tie (a ≤ b). Kept first and a 1 (1/20): rerolled, and its new die again if a 1.
      // Kept second (a > b) and a 1: 19/20 · 1/20, rerolled once.
      const atLeast10 = (11 / 20) ** 2 + (1 / 20) * (11 / 20 + (1 / 20) * (11 / 20)) + (19 / 20) * (1 / 20) * (11 / 20);
      const natural1 = (1 / 20) * (1 / 20) * (1 / 20) + (19 / 20) * (1 / 20) * (1 / 20);
      expect(atLeast10).toBeCloseTo(0.3575, 15);
      expect(natural1).toBeCloseTo(0.0025, 15);
      expect(chance("1d20disr1 + 5", 15, ADVANTAGE_SET_DICE)).toBeCloseTo(atLeast10, 14);
      expect(exactly("1d20disr1 + 5", 6, ADVANTAGE_SET_DICE)).toBeCloseTo(natural1, 15);
    },
  );

  it("4d6kh3r1=1: one kept 1 rerolled after the keep, the new die kept whatever it shows: 18 with 22/1296", () => {
    // Three 6s among four (21/1296), or faces {1, 1, 6, 6} (6/1296) whose kept 1 is rerolled into a 6 (1/6).
    expect(exactly("4d6kh3r1=1", 18)).toBeCloseTo(21 / 1296 + (6 / 1296) * (1 / 6), 15);
    // The lowest total: 1, 1, 1, 1 keeps three 1s, one rerolled into a 1: 1/6⁵.
    expect(exactly("4d6kh3r1=1", 3)).toBeCloseTo(1 / 6 ** 5, 15);
  });

  it(
    "3d4r<2rr0>=0: a cap of 0 stops the second reroll at its first active result, " +
      "so nothing past 3d4r<2 is rolled and Foundry's 1,000-result cap is never near",
    () => {
      // Was refused as if the reroll could run on (FoundryCap): the cap bounds it, whatever its condition.
      expect(must(formulaDistribution("3d4r<2rr0>=0")).outcomes).toEqual(must(formulaDistribution("3d4r<2")).outcomes);
    },
  );
});

/* ------------------------------------------------------------------------------------------------------------ */
/*  Families against the model                                                                                   */
/* ------------------------------------------------------------------------------------------------------------ */

/** Where `rr` may go on without end the walk leaves out sequences below this (checked in agreeWithWalk). */
const CUT = 1e-8;

function agrees(formula: string, dieClass: DieClass, dice: DiceDialect): boolean {
  const refusal = agreeWithWalk(formula, () => enumerateTerm(formula, CUT, dieClass), dice);
  // A bare name runs into the next piece's letters: `rcs>=2` is a compound whose `cs` Foundry counts nothing with.
  if (refusal !== null)
    expect(
      ["Unsupported", "TooManyDice", "TooLarge", "FoundryCap"].map((key) => `INDIE_DICE.Error.Formula.${key}`),
      `${formula} refused`,
    ).toContain(refusal.key);
  return refusal === null;
}

/** Every term of the family the engine answers agrees with the model; nine in ten are answered (the rest too large). */
function checkFamily(terms: fc.Arbitrary<string>, dieClass: DieClass, dice: DiceDialect, runs: number): void {
  let answered = 0;
  fc.assert(
    fc.property(terms, (formula) => {
      if (agrees(formula, dieClass, dice)) answered++;
    }),
    { numRuns: runs },
  );
  expect(answered).toBeGreaterThanOrEqual(0.9 * runs);
}

const COMPARISONS = ["", "=", "<", "<=", ">", ">="];

/**
 * `r` or `rr`, with a cap or none and any comparison (none: "="), each ending on its number so that it stays one
 * piece (a bare `r` before `r>=1` would make `rr>=1`). An uncapped `rr` only on the lowest face of one or two d4s:
 * on more dice, larger ones or more faces the walk goes on too long to follow.
 */
const reroll = (faces: number, count = 1) =>
  fc.oneof(
    fc
      .record({
        name: fc.constantFrom("r", "rr"),
        cap: fc.integer({ min: 0, max: 2 }),
        comparison: fc.constantFrom(...COMPARISONS),
        target: fc.integer({ min: 1, max: faces }),
      })
      .map(({ name, cap, comparison, target }) => `${name}${cap}${comparison || "="}${target}`),
    fc
      .record({ comparison: fc.constantFrom(...COMPARISONS), target: fc.integer({ min: 1, max: faces }) })
      .map(({ comparison, target }) => `r${comparison}${target}`),
    faces === 4 && count <= 2 ? fc.constantFrom("rr1", "rr=1", "rr<2", "rr<=1") : fc.constant("r=1"),
  );

const selection = (count: number) =>
  fc
    .tuple(fc.constantFrom("k", "kh", "kl", "d", "dh", "dl"), fc.integer({ min: 1, max: count + 1 }))
    .map(([name, n]) => `${name}${n}`);

describe("the engine equals the model of Foundry's loops over every sequence of faces", () => {
  it("keeps and drops followed by rerolls, several in a row, counted or with a margin after", () => {
    const term = fc
      .record({ count: fc.integer({ min: 1, max: 4 }), faces: fc.constantFrom(2, 3, 4, 6) })
      .chain(({ count, faces }) =>
        fc
          .tuple(
            fc.array(selection(count), { minLength: 1, maxLength: 2 }),
            fc.array(reroll(faces, count), { minLength: 1, maxLength: 2 }),
            fc.option(fc.oneof(selection(count), reroll(faces, count)), { nil: undefined }),
            fc.constantFrom("", "cs>=2", "min2", "ms>=3"),
          )
          .map(
            ([keeps, rerolls, more, after]) => `${count}d${faces}${[...keeps, ...rerolls, more ?? "", after].join("")}`,
          ),
      );
    checkFamily(term, "Die", FOUNDRY_DICE, cases(250, 25));
  });

  it("dnd5e's adv and dis, on one die or a set, followed by rerolls and keeps", () => {
    const term = fc
      .record({
        count: fc.integer({ min: 1, max: 2 }),
        faces: fc.constantFrom(3, 4, 6),
        mode: fc.constantFrom("adv", "dis"),
        extra: fc.integer({ min: 0, max: 2 }),
      })
      // At most four dice rolled: the walk's sums of a million sequences would round past 1e-12.
      .filter(({ count, extra }) => count * (extra + 1) <= 4)
      .chain(({ count, faces, mode, extra }) =>
        fc
          .array(fc.oneof(reroll(faces, count * (extra + 1)), selection(count)), { minLength: 1, maxLength: 2 })
          .map((pieces) => `${count}d${faces}${mode}${extra}${pieces.join("")}`),
      );
    checkFamily(term, "BasicDie", ADVANTAGE_SET_DICE, cases(120, 6));
  });

  it("the quirks, one by one, as the model walks them", () => {
    // A Fate die's `r` rerolls the +1s; a capped rr after a keep; a reroll between two keeps; the one-pass walk
    // going on past a discarded last die.
    for (const formula of ["4dFkl2r", "3dFdh1rr", "2d4kh1rr1=1", "3d4dl1r2<3kh1", "2d2klr"]) {
      expect(agrees(formula, "Die", FOUNDRY_DICE), formula).toBe(true);
    }
    expect(must(new Map(formulaDistribution("2d2klr").outcomes).get(1))).toBeGreaterThan(0);
  });
});

describe("refusals say what cannot be answered, never a formula to write instead", () => {
  const KEYS = ["Order", "AdvantageWalk", "Selection", "Capped", "NeedsTarget", "PoolWithoutDice"];
  const languages = readdirSync(join(process.cwd(), "lang")).filter((file) => file.endsWith(".json"));

  it.each(languages)("%s: the refusals of an order or a missing number hold no other formula", (file) => {
    const messages: Record<string, string> = must(
      JSON.parse(readFileSync(join(process.cwd(), "lang", file), "utf8")).INDIE_DICE.Error.Formula,
    );
    for (const key of KEYS) {
      // A modifier with a number or comparison (`r1=1`, `cs>=8`, `min2`) would be a formula with another meaning.
      expect(must(messages[key]).replace("{part}", ""), `${file} ${key}`).not.toMatch(/[A-Za-z]\d|[<>=]/);
    }
  });

  it("in English, none of them advises writing anything", () => {
    const messages: Record<string, string> = JSON.parse(readFileSync(join(process.cwd(), "lang", "en.json"), "utf8"))
      .INDIE_DICE.Error.Formula;
    for (const key of KEYS) expect(must(messages[key]), key).not.toMatch(/\b(write|instead|first|such as cs)\b/i);
  });
});
