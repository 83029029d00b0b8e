/**
 * Every example of issue 7 ("Hardening"), by name, and the promise that the odds engine works on a distribution's
 * support: an additive number of ±10⁶ (inside the limits) gives results of the same shape and size as ±1. Sizes,
 * not wall time, are compared; the time of the slowest allowed input is measured in `npm run bench`.
 */
import { describe, expect, it } from "vitest";
import { rollBasicTest } from "../../src/rule-sets/kingdoms/core/mechanics/basic-test";
import { rollActionCheck } from "../../src/rule-sets/ogs/core/mechanics/action-check";
import { rollOlde } from "../../src/rule-sets/olde/core/mechanics/roll";
import { rollCheck } from "../../src/rule-sets/kaiser/core/mechanics/check";
import { findNotationProblems } from "../../src/core/notation/find-problems";
import { exactOdds } from "../../src/core/odds/exact-odds";
import { seededSource } from "../../src/core/random";
import { parseRanges } from "../../src/rule-sets/klepto/core/ranges/parse-ranges";
import { uncoveredScores } from "../../src/rule-sets/klepto/core/ranges/coverage";
import { indieError, must } from "../kit";

const source = seededSource(7);

function thrownKey(call: () => unknown): string {
  return indieError(call).key.replace("INDIE_DICE.Error.", "");
}

describe("issue 7: unbounded work is refused before any", () => {
  it("Dungeons of Olde with 1,000,000 (and 100,000) dice", () => {
    expect(thrownKey(() => rollOlde({ count: 1_000_000, faces: 6, unlimited: true }, source))).toBe("Limit.OldeDice");
    expect(thrownKey(() => rollOlde({ count: 100_000, faces: 6, unlimited: true }, source))).toBe("Limit.OldeDice");
  });

  it("an OGS Die Increase of 100,000 stages", () => {
    const spec = { stat: 6, skill: 6, modifier: 6, increases: [{ stages: 100_000 }], difficulty: 10 };
    expect(thrownKey(() => rollActionCheck(spec, source))).toBe("Limit.OgsStages");
    expect(thrownKey(() => exactOdds.ogs.actionCheck(spec))).toBe("Limit.OgsStages");
  });

  it("`1d10p999999999` fails the notation check", () => {
    expect(findNotationProblems("1d10p999999999")?.key).toBe("INDIE_DICE.Error.Limit.OgsStages");
  });

  it("a K&R pool of 10⁸ dice, rolled", () => {
    expect(thrownKey(() => rollBasicTest(source, { pool: 1e8, dt: 7 }))).toBe("Limit.KingdomsPool");
  });

  it("`100000000d12kr7` fails the notation check", () => {
    expect(findNotationProblems("100000000d12kr7")?.key).toBe("INDIE_DICE.Error.Limit.KingdomsPool");
  });

  it("the exact odds of one Olde die with 10⁹ faces", () => {
    expect(thrownKey(() => exactOdds.olde.roll({ count: 1, faces: 1e9, unlimited: true }))).toBe("Limit.OldeFaces");
  });

  it.each([1e9, -1e9, 1e12, -1e12])("odds questions with a modifier, bonus or difficulty of %d", (huge) => {
    expect(thrownKey(() => exactOdds.klepto.contest({ modifier: huge }, {}))).toBe("Limit.KleptoModifier");
    expect(thrownKey(() => exactOdds.klepto.group([{}, { modifier: huge }]))).toBe("Limit.KleptoModifier");
    expect(thrownKey(() => exactOdds.kaiser.opposed({ kind: "skill", bonus: huge }, { kind: "skill", bonus: 0 }))).toBe(
      "Limit.KaiserValue",
    );
    expect(thrownKey(() => exactOdds.kaiser.difficulty({ kind: "skill", bonus: 0 }, huge))).toBe(
      "Limit.KaiserDifficulty",
    );
    const ogs = { stat: 6, skill: 6, difficulty: 10 };
    expect(thrownKey(() => exactOdds.ogs.actionCheck({ ...ogs, flatBonus: huge }))).toBe("Limit.OgsFlatBonus");
    expect(thrownKey(() => exactOdds.ogs.actionCheck({ ...ogs, difficulty: huge }))).toBe("Limit.OgsDifficulty");
  });

  it('an OGS flat bonus of 10⁹ is our error, not a raw "Invalid array length"', () => {
    expect(thrownKey(() => exactOdds.ogs.openRoll({ dice: [6], flatBonus: 1e9 }))).toBe("Limit.OgsFlatBonus");
  });

  it("a Kaiser value of 10⁹", () => {
    expect(thrownKey(() => rollCheck(source, { kind: "skill", bonus: 1e9 }))).toBe("Limit.KaiserValue");
    expect(thrownKey(() => exactOdds.kaiser.check({ kind: "skill", bonus: 1e9 }))).toBe("Limit.KaiserValue");
  });
});

describe("issue 7: notation the rules forbid", () => {
  it.each(["5d10kckh", "5dikh", "6dikl", "10dikl"])("`%s`: a kept-one term rolls at most 4 dice", (formula) => {
    expect(findNotationProblems(formula)?.key).toBe("INDIE_DICE.Error.Notation.KleptoTooManyDice");
  });

  it("`1003d6kh2ko`: Kaiser Advantage 1001 is past the engine's limit", () => {
    expect(findNotationProblems("1003d6kh2ko")?.key).toBe("INDIE_DICE.Error.Limit.KaiserNetAdvantage");
  });
});

describe("issue 7: range shorthand and smaller things", () => {
  it.each(["[7..9]] a", "[..6] a], [7..] b"])("`%s`: a stray ] is an error, not effect text", (text) => {
    expect(thrownKey(() => parseRanges(text))).toBe("Ranges.StrayBracket");
  });

  it("`1d10p-1` says the stages are negative", () => {
    const problem = findNotationProblems("1d10p-1");
    expect(problem?.key).toBe("INDIE_DICE.Error.Notation.DieIncreaseNegative");
    expect(problem?.message).toContain("1d10p-1");
  });

  it('`[..6] A` alone: the Scores it leaves uncovered are reported, and their odds are a "no effect" row', () => {
    const parsed = parseRanges("[..6] A");
    expect(uncoveredScores(parsed).plain).toEqual([{ low: 7, high: null }]);
    const odds = exactOdds.klepto.ranges({}, parsed);
    expect(odds.noEffect?.uncovered.plain).toEqual([{ low: 7, high: 9 }]);
    expect(must(odds.noEffect).probability).toBeGreaterThan(0);
  });
});

/* The odds engine works on the support ------------------------------------------------------------------- */

/** How many numbers a result holds in its arrays and tables (own data only: lazily built views are not read). */
function footprint(value: unknown, depth = 0): number {
  if (value === null || typeof value !== "object" || depth > 5) return 0;
  if (ArrayBuffer.isView(value)) return (value as Float64Array).length;
  const own = Object.values(Object.getOwnPropertyDescriptors(value)).filter((d) => "value" in d);
  const inner = own.reduce((sum, d) => sum + footprint(d.value as unknown, depth + 1), 0);
  return Array.isArray(value) ? value.length + inner : inner;
}

/** Each odds question with an additive number `n` in every place it can go (bonus, modifier, difficulty). */
const QUESTIONS: ReadonlyArray<readonly [string, (n: number) => unknown]> = [
  ["kaiser.check", (n) => exactOdds.kaiser.check({ kind: "skill", bonus: n, advantage: 2 })],
  ["kaiser.difficulty (bonus)", (n) => exactOdds.kaiser.difficulty({ kind: "skill", bonus: n }, 12)],
  ["kaiser.difficulty (difficulty)", (n) => exactOdds.kaiser.difficulty({ kind: "skill", bonus: 3 }, n)],
  ["kaiser.opposed (both)", (n) => exactOdds.kaiser.opposed({ kind: "skill", bonus: n }, { kind: "skill", bonus: n })],
  ["kaiser.opposed (one)", (n) => exactOdds.kaiser.opposed({ kind: "skill", bonus: n }, { kind: "skill", bonus: 3 })],
  ["ogs.actionCheck (bonus)", (n) => exactOdds.ogs.actionCheck({ stat: 8, skill: 6, flatBonus: n, difficulty: 10 })],
  ["ogs.actionCheck (difficulty)", (n) => exactOdds.ogs.actionCheck({ stat: 8, skill: 6, difficulty: n })],
  ["ogs.actionCheck (both)", (n) => exactOdds.ogs.actionCheck({ stat: 8, skill: 6, flatBonus: n, difficulty: n })],
  ["ogs.openRoll", (n) => exactOdds.ogs.openRoll({ dice: [6, 6], flatBonus: n })],
  ["ogs.opposed", (n) => exactOdds.ogs.opposed({ stat: 8, skill: 6, flatBonus: n }, { stat: 6, skill: 6 })],
  ["klepto.score", (n) => exactOdds.klepto.score({ modifier: n, advantages: 1 })],
  ["klepto.ranges", (n) => exactOdds.klepto.ranges({ modifier: n }, "[..6] a, [7..9] b, [10..] c")],
  ["klepto.contest (one)", (n) => exactOdds.klepto.contest({ modifier: n }, { modifier: 2 })],
  ["klepto.group (all)", (n) => exactOdds.klepto.group([{ modifier: n }, { modifier: n, advantages: 1 }])],
  ["olde.roll", (n) => exactOdds.olde.roll({ count: 2, faces: 10, unlimited: true, adjustment: n })],
  [
    "olde.contest",
    (n) =>
      exactOdds.olde.contest(
        { count: 2, faces: 4, unlimited: true, adjustment: n },
        { count: 2, faces: 10, unlimited: true },
      ),
  ],
];

describe("issue 7: an additive number of ±10⁶ costs what ±1 does", () => {
  it.each(QUESTIONS)("%s: the same result size at ±1 and ±10⁶", (_, ask) => {
    for (const sign of [1, -1]) {
      const small = footprint(ask(sign));
      // A few more or fewer distinct values (critical stages, say) are fine; a table over the offset is not.
      expect(footprint(ask(sign * 1_000_000))).toBeLessThanOrEqual(small + 8);
    }
  });

  it("OGS critical stages at a flat bonus of 10⁶: a function, not a 500,000-entry table", () => {
    const odds = exactOdds.ogs.actionCheck({ stat: 8, skill: 6, flatBonus: 1_000_000, difficulty: 0 });
    expect(footprint(odds)).toBeLessThan(100);
    expect(odds.stagesAtLeast(1)).toBeCloseTo(1, 12);
  });

  it(
    "Kaiser opposed, a skill of −10⁶ against −10⁶: " + "the Fumble's 0 is a part of its own, not a million-entry table",
    () => {
      const odds = exactOdds.kaiser.opposed({ kind: "skill", bonus: -1_000_000 }, { kind: "skill", bonus: -1_000_000 });
      expect(footprint(odds)).toBeLessThan(1000);
      // A Fumble compares 0, far above every other total: it wins unless the other side fumbles too.
      const pFumble = exactOdds.kaiser.check({ kind: "skill", bonus: 0 }).pFumble;
      expect(odds.pAttackerHigher).toBeGreaterThan(pFumble * (1 - pFumble) * 0.99);
    },
  );
});
