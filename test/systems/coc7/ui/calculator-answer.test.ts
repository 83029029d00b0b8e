/**
 * Call of Cthulhu 7e's view of the web calculator (src/systems/coc7/ui/calculator-answer.ts, docs/systems-coc7.md
 * "In the web calculator"): the value, the difficulty, the flat modifiers and the bonus or penalty dice chosen,
 * every position of the dice a column, the one chosen marked — each level's chance counted over the 1,000 (or 10,000)
 * rolls of the tens dice sharing the units die.
 */
import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import { coc7CalculatorAnswer } from "../../../../src/systems/coc7/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", english);
const answer = (fields: Record<string, string>) => systemCalculatorAnswer(coc7CalculatorAnswer, fields, en);
const exact = (probability: number) => probability.toFixed(12);

/** The chosen column's figures, by outcome. */
function chosen(fields: Record<string, string>): Record<string, string> {
  const view = must(answer(fields).view);
  const column = must(view.chosen).column;
  return Object.fromEntries(
    view.rows.map((row) => [must(row.cells[column]).outcome, exact(must(must(row.cells[column]).probability))]),
  );
}

/**
 * Every roll of one units die and 1 + |dice| tens dice, each tens die read with the units die (00 and 0 is 100), the
 * lowest kept with bonus dice, the highest with penalty dice, then the dice modifier added (within 1..100); each
 * level as the rules text ranges them for `value` at regular difficulty (a fumble from 96 under 50, else 100).
 */
function enumerated(value: number, dice: number, diceModifier = 0): Record<string, string> {
  const counts = { success: 0, critical: 0, extreme: 0, hard: 0, regular: 0, failure: 0, fumble: 0 };
  const tensDice = 1 + Math.abs(dice);
  const rolls = 10 ** tensDice;
  for (let units = 0; units <= 9; units++) {
    for (let roll = 0; roll < rolls; roll++) {
      const values = Array.from({ length: tensDice }, (_, die) => {
        const tens = Math.floor(roll / 10 ** die) % 10;
        return tens === 0 && units === 0 ? 100 : tens * 10 + units;
      });
      const kept = dice > 0 ? Math.min(...values) : Math.max(...values);
      const total = Math.min(100, Math.max(1, kept + diceModifier));
      const fumble = value < 50 ? total >= 96 : total === 100;
      const level =
        total === 1
          ? "critical"
          : fumble
            ? "fumble"
            : total <= Math.floor(value / 5)
              ? "extreme"
              : total <= Math.floor(value / 2)
                ? "hard"
                : total <= value
                  ? "regular"
                  : "failure";
      counts[level]++;
      if (level !== "failure" && level !== "fumble") counts.success++;
    }
  }
  // An outcome that cannot happen draws no row, but for the success the roll asks (system-odds-view.ts).
  const drawn = Object.entries(counts).filter(([key, count]) => count > 0 || key === "success");
  return Object.fromEntries(drawn.map(([key, count]) => [key, exact(count / (rolls * 10))]));
}

describe("Call of Cthulhu's percentile roll in the web calculator", () => {
  it(
    "skill 50, regular, one bonus die: " +
      "it fails only when both tens dice read over 50, 5 of 10 tens for each units face " +
      "— 250 of 1,000; a 1 in 19, a 100 in 1",
    () => {
      const figures = chosen({ value: "50", difficulty: "regular", dice: "1" });
      expect(figures.success).toBe(exact(750 / 1000));
      expect(figures.critical).toBe(exact(19 / 1000));
      expect(figures.fumble).toBe(exact(1 / 1000));
      expect(figures).toEqual(enumerated(50, 1));
      expect(must(answer({ dice: "1" }).view).chosen).toEqual({ id: "bonus1", column: 3 });
    },
  );

  it(
    "one penalty die: it succeeds only when both read 50 or under, 250 of 1,000; " +
      "two bonus dice and two penalty dice over 10,000 rolls",
    () => {
      expect(chosen({ dice: "-1" }).success).toBe(exact(250 / 1000));
      expect(chosen({ dice: "-1" })).toEqual(enumerated(50, -1));
      expect(chosen({ value: "35", dice: "2" })).toEqual(enumerated(35, 2));
      expect(chosen({ value: "35", dice: "-2" })).toEqual(enumerated(35, -2));
    },
  );

  it(
    "the flat modifiers: " +
      "the threshold one moves the value " +
      "(50 + 10 succeeds on 60 of 100), the dice one the roll (d100 + 5 at most 50: 45 of 100)",
    () => {
      expect(chosen({ thresholdModifier: "10" }).success).toBe(exact(60 / 100));
      expect(chosen({ diceModifier: "5" }).success).toBe(exact(45 / 100));
      expect(chosen({ diceModifier: "5", dice: "1" })).toEqual(enumerated(50, 1, 5));
    },
  );

  it("hard and extreme: the roll must come under half (25) or a fifth (10) of 50", () => {
    const hard = must(answer({ difficulty: "hard" }).view);
    expect(hard.caption).toBe("Hard difficulty: a roll of 25 or less");
    expect(chosen({ difficulty: "hard" }).success).toBe(exact(25 / 100));
    expect(chosen({ difficulty: "extreme" }).success).toBe(exact(10 / 100));
  });

  it("refuses a value below 0 or an unknown difficulty under its field", () => {
    expect(answer({ value: "-5", difficulty: "unknown" }).errors).toEqual({
      value: "Enter a whole number from 0 to 1,000,000, not −5.",
      difficulty: '"unknown" is not one of the choices.',
    });
  });

  it("after the roll: a failed 62 with one bonus die gets the push's column, 750 of 1,000 again; a 40 none", () => {
    const view = must(answer({ dice: "1", rolled: "62" }).view);
    const push = view.columns.indexOf("This roll pushed — a failure then stands: no Luck, no second push");
    expect(push).toBe(5);
    const cell = (outcome: string) => view.rows.find((row) => row.cells[push]?.outcome === outcome)?.cells[push];
    expect(cell("success")?.probability).toBe(enumeratedSuccess(50, 1));
    expect(cell("fumble")?.probability).toBe(1 / 1000);
    expect(must(answer({ dice: "1", rolled: "40" }).view).columns).toHaveLength(5);
  });
});

/**
 * The card's Luck after a roll at regular difficulty, from CoC7's code (dice-pool.js:642-655 `luckRequired*`, the total
 * less the top of each level's range; availableButtons, 1170-1228): for a value V of 10..95 the tops are V, ⌊V/2⌋,
 * ⌊V/5⌋ and 1; none on a fumble (from 96 under 50, else 100); the regular level only on a failure; each offered where
 * the Luck held is more than it costs. One line a level: "level:cost:offered".
 */
function cardLuck(value: number, total: number, held: number): string[] {
  const fumble = value < 50 ? total >= 96 : total === 100;
  if (fumble) return [];
  const tops = { regular: value, hard: Math.floor(value / 2), extreme: Math.floor(value / 5), critical: 1 };
  return Object.entries(tops).flatMap(([level, top]) => {
    const cost = total - top;
    const skipped = cost <= 0 || (level === "regular" && total <= value);
    return skipped ? [] : [`${level}:${cost}:${held > cost}`];
  });
}

/** What the line adds where the Luck held does not pay the cost. */
const NOT_OFFERED = "not offered with 50 held (the card asks for more Luck than it costs)";

describe("Call of Cthulhu's Luck after the roll in the web calculator", () => {
  const WORDS = {
    regular: "Regular success",
    hard: "Hard success",
    extreme: "Extreme success",
    critical: "Critical success",
  };
  /** The lines of the answer, read back as "level:cost:offered". */
  const luckLines = (fields: Record<string, string>): string[] =>
    answer(fields).after.map((line) => {
      const [, words, buys, cost] = must(/^After the roll: (.+?) (for|would cost) (\d+) Luck/.exec(line));
      const level = must(Object.entries(WORDS).find(([, word]) => word === words))[0];
      return `${level}:${cost}:${buys === "for"}`;
    });

  it("Spot Hidden 50 shows 62 with 50 Luck held: 12 for a regular success, 37 for a hard one, 52 not offered", () => {
    expect(answer({ rolled: "62", luck: "50" }).after).toEqual([
      "After the roll: Regular success for 12 Luck",
      "After the roll: Hard success for 37 Luck",
      `After the roll: Extreme success would cost 52 Luck, ${NOT_OFFERED}`,
      `After the roll: Critical success would cost 61 Luck, ${NOT_OFFERED}`,
    ]);
    // Without the Luck held, each cost as the card would say it; without the roll, nothing.
    expect(luckLines({ rolled: "62" })).toEqual([
      "regular:12:true",
      "hard:37:true",
      "extreme:52:true",
      "critical:61:true",
    ]);
    expect(answer({ luck: "50" }).after).toEqual([]);
  });

  it("totals each side of each level's top and the fumble's line, values 40 and 70, 30 Luck held", () => {
    // Every total is met in the core's test (coc7-after.test.ts luckCosts); here the lines a few of them give.
    const cases = [
      [40, [1, 2, 8, 9, 20, 21, 40, 41, 62, 95, 96, 100]],
      [70, [14, 15, 35, 36, 70, 71, 99, 100]],
    ] as const;
    for (const [value, totals] of cases) {
      const ours = totals.map((total) => luckLines({ value: String(value), rolled: String(total), luck: "30" }));
      expect(ours, String(value)).toEqual(totals.map((total) => cardLuck(value, total, 30)));
    }
  });
});

/** The success of every roll enumerated, as a probability. */
const enumeratedSuccess = (value: number, dice: number): number => Number(enumerated(value, dice).success);
