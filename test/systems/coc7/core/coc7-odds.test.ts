/**
 * Call of Cthulhu 7e's figures (src/systems/coc7/core), against every outcome of the dice enumerated here: a units
 * d10 and one tens die plus the bonus or penalty dice, each tens die read with the one units die (00 and 0 is 100),
 * the lowest kept with bonus dice and the highest with penalty dice, the flat dice modifier added and the total
 * clamped to 1..100 (CoC7 8.15, coc7/apps/dice-pool.js at 7974aac). The levels are written here from the rules as
 * CoC7 applies them: a fumble from 96 when the value the difficulty asks for is under 50 (else 100), a 1 a critical,
 * then a fifth, half and the whole value.
 */
import { describe, expect, it } from "vitest";
import { coc7Odds, highestSuccess, type Coc7Question } from "../../../../src/systems/coc7/core/coc7-odds";
import { levelRanges } from "../../../../src/systems/coc7/core/success-levels";
import { must } from "../../../kit";

type Level = "critical" | "extreme" | "hard" | "regular" | "failure" | "fumble";
type Known = "regular" | "hard" | "extreme" | "critical";
const LEVELS: readonly Level[] = ["critical", "extreme", "hard", "regular", "failure", "fumble"];
const RANK: Record<Level, number> = { critical: 4, extreme: 3, hard: 2, regular: 1, failure: 0, fumble: -99 };
const DIFFICULTY: Record<Known, number> = { regular: 1, hard: 2, extreme: 3, critical: 4 };
const CHOICES = ["penalty2", "penalty1", "none", "bonus1", "bonus2"];

/** The level of a total, from the rules (not from the code's ranges). */
function modelLevel(total: number, value: number, difficulty: Known): Level {
  const asked = { regular: value, hard: Math.floor(value / 2), extreme: Math.floor(value / 5), critical: undefined }[
    difficulty
  ];
  const fumble = asked !== undefined && asked < 50 ? 96 : 100;
  if (total >= fumble) return "fumble";
  if (total === 1) return "critical";
  if (total <= Math.floor(value / 5)) return "extreme";
  if (total <= Math.floor(value / 2)) return "hard";
  if (total <= value) return "regular";
  return "failure";
}

/** Each level's count over every outcome of the pool (the units die, then each tens die), and the outcomes' number. */
function enumerate(
  pool: number,
  value: number,
  difficulty: Known,
  flatDiceModifier = 0,
): { counts: Record<Level, number>; outcomes: number } {
  const counts: Record<Level, number> = { critical: 0, extreme: 0, hard: 0, regular: 0, failure: 0, fumble: 0 };
  const tensDice = 1 + Math.abs(pool);
  const outcomes = 10 ** (tensDice + 1);
  for (let code = 0; code < outcomes; code++) {
    const units = code % 10;
    let rolled = pool > 0 ? Infinity : -Infinity;
    for (let die = 1, rest = Math.floor(code / 10); die <= tensDice; die++, rest = Math.floor(rest / 10)) {
      const tens = rest % 10;
      const reading = tens === 0 && units === 0 ? 100 : tens * 10 + units;
      rolled = pool > 0 ? Math.min(rolled, reading) : Math.max(rolled, reading);
    }
    counts[modelLevel(Math.max(1, Math.min(100, rolled + flatDiceModifier)), value, difficulty)]++;
  }
  return { counts, outcomes };
}

function figure(question: Coc7Question, choice: string, key: string): number | undefined {
  return coc7Odds(question)
    .choices.find((c) => c.id === choice)
    ?.outcomes.find((o) => o.key === key)?.probability;
}

describe("CoC7 success levels against the 1,000 outcomes", () => {
  // By hand: with one bonus die each of the two tens dice misses (51+) half the time, both a quarter: 750/1000; a
  // critical needs units 1 and a tens 0 on either die (1/10 × 19/100), a fumble units 0 and both tens 0. With one
  // penalty die both must hit: 250/1000; a fumble is units 0 and a tens 0 on either die (19/1000).
  it.each([
    [
      "one bonus die",
      1,
      "bonus1",
      750,
      { critical: 19, extreme: 171, hard: 245, regular: 315, failure: 249, fumble: 1 },
    ],
    [
      "one penalty die",
      -1,
      "penalty1",
      250,
      { critical: 1, extreme: 9, hard: 55, regular: 185, failure: 731, fumble: 19 },
    ],
  ] as const)(
    "skill 50, Regular, %s: success %i/1000, and each level as the 1,000 outcomes count it",
    (_name, pool, choice, success, levels) => {
      const { counts, outcomes } = enumerate(pool, 50, "regular");
      expect([outcomes, counts]).toEqual([1000, levels]);
      const q = { value: 50, difficulty: "regular", flatDiceModifier: 0 } as const;
      expect(figure(q, choice, "success")).toBe(success / 1000);
      for (const level of LEVELS) expect(figure(q, choice, level), level).toBe(counts[level] / 1000);
    },
  );

  it(
    "naive per-die arithmetic is wrong: " +
      "two independent d100 would give 1 − (1/2)² = 75% too, but a critical 1 − (99/100)² ≈ 1.99%, not 1.9%",
    () => {
      expect(figure({ value: 50, difficulty: "regular", flatDiceModifier: 0 }, "bonus1", "critical")).toBe(19 / 1000);
      expect(1 - (99 / 100) ** 2).not.toBeCloseTo(19 / 1000, 4);
    },
  );

  it(
    "every position, value and difficulty matches the enumeration " +
      "(flat dice modifiers clamped to 1..100 included)",
    () => {
      const cases: [number, Known | "regular", number][] = [
        [50, "regular", 0],
        [49, "regular", 0],
        [50, "hard", 0],
        [99, "hard", 0],
        [120, "regular", 0],
        [250, "extreme", 0],
        [1, "regular", 0],
        [0, "regular", 0],
        [5, "regular", 0],
        [60, "extreme", 0],
        [40, "regular", 7],
        [40, "hard", -12],
        [70, "regular", 150],
      ];
      for (const [value, difficulty, flatDiceModifier] of cases) {
        const odds = coc7Odds({ value, difficulty: difficulty as "regular", flatDiceModifier });
        expect(odds.choices.map((c) => c.id)).toEqual(CHOICES);
        [-2, -1, 0, 1, 2].forEach((pool, index) => {
          const { counts, outcomes } = enumerate(pool, value, difficulty, flatDiceModifier);
          const outcomesOf = new Map(must(odds.choices[index]).outcomes.map((o) => [o.key, o.probability]));
          const label = `${value} ${difficulty} ${flatDiceModifier} pool ${pool}`;
          for (const level of LEVELS)
            expect(outcomesOf.get(level) ?? 0, `${label} ${level}`).toBe(counts[level] / outcomes);
          const success = LEVELS.filter((level) => RANK[level] >= DIFFICULTY[difficulty]).reduce(
            (sum, level) => sum + counts[level],
            0,
          );
          expect(outcomesOf.get("success"), `${label} success`).toBe(success / outcomes);
        });
      }
    },
  );
});

describe("CoC7's ranges", () => {
  it("a value of 1 has no extreme, hard or regular success: a 1 is a critical, 2–95 a failure, 96+ a fumble", () => {
    expect(levelRanges(1, "regular")).toEqual([
      { level: "critical", from: 1, to: 1 },
      { level: "failure", from: 2, to: 95 },
      { level: "fumble", from: 96, to: 100 },
    ]);
  });

  it("99 at Hard: half is 49, under 50, so the fumble is 96+ and the regular success stops at 95", () => {
    expect(levelRanges(99, "hard").map((r) => [r.level, r.from, r.to])).toEqual([
      ["critical", 1, 1],
      ["extreme", 2, 19],
      ["hard", 20, 49],
      ["regular", 50, 95],
      ["fumble", 96, 100],
    ]);
    // At Regular the same 99 fumbles only on 100.
    expect(levelRanges(99, "regular").at(-1)).toEqual({ level: "fumble", from: 100, to: 100 });
  });

  it(
    "what the roll must come under: 50 Regular 50, Hard 25, Extreme 10; " +
      "3 Extreme still succeeds on the critical 1",
    () => {
      expect([
        highestSuccess(50, "regular"),
        highestSuccess(50, "hard"),
        highestSuccess(50, "extreme"),
        highestSuccess(3, "extreme"),
      ]).toEqual([50, 25, 10, 1]);
      expect(coc7Odds({ value: 50, difficulty: "hard", flatDiceModifier: 0 }).target).toBe(25);
    },
  );
});

describe("an unknown difficulty", () => {
  const unknown = (value: number) => coc7Odds({ value, difficulty: "unknown", flatDiceModifier: 0 });

  it("has no success; the keeper reads the success at each difficulty they may set, from the target", () => {
    const none = must(unknown(50).choices.find((c) => c.id === "none")).outcomes;
    expect(none.find((o) => o.key === "success")).toBeUndefined();
    expect(none.filter((o) => o.fromTarget).map((o) => [o.key, o.probability])).toEqual([
      ["successIfRegular", 50 / 100],
      ["successIfHard", 25 / 100],
      ["successIfExtreme", 10 / 100],
    ]);
    expect(unknown(50).target).toBe(50);
  });

  it(
    "shows a level only where the keeper's choice cannot move it: " +
      "skill 50's fumble is 100 at Regular but 96+ at Hard",
    () => {
      const none = must(unknown(50).choices.find((c) => c.id === "none")).outcomes;
      expect(none.filter((o) => !o.fromTarget).map((o) => [o.key, o.probability])).toEqual([
        ["critical", 1 / 100],
        ["extreme", 9 / 100],
        ["hard", 15 / 100],
        ["regular", 25 / 100],
      ]);
      // 98 at Hard or Extreme fumbles from 96, so its regular success stops at 95 there but not at Regular: not shown.
      const high = must(unknown(98).choices.find((c) => c.id === "none"))
        .outcomes.filter((o) => !o.fromTarget)
        .map((o) => o.key);
      expect(high).toEqual(["critical", "extreme", "hard"]);
    },
  );
});
