/**
 * The formulas side by side as the *Any formula* dialog and the calculator share them
 * (src/ui/dialogs/formula-side-by-side.ts, src/ui/odds/lines-chart.ts): each formula's chance of at least each total
 * against outcomes counted by hand, the rows thinned past the table's room and said so, the lines on one chart at
 * the coordinates their chances give, and a character's numbers read by the comparison while only the series sweeps.
 */
import { describe, expect, it } from "vitest";
import english from "../../../lang/en.json";
import { buildSideBySide } from "../../../src/ui/dialogs/formula-side-by-side";
import { createTranslator } from "../../../src/ui/translator";
import { must } from "../../kit";

const EN = createTranslator("en", english, english);

/** Every way the dice fall, counted: the chance of a total of at least each value. */
function atLeastByHand(faces: readonly number[], plus: number): (total: number) => number {
  let sums = [plus];
  for (const die of faces) sums = sums.flatMap((sum) => Array.from({ length: die }, (_, face) => sum + face + 1));
  return (total) => sums.filter((sum) => sum >= total).length / sums.length;
}

describe("the formulas side by side: at least each total", () => {
  it(
    "lists every total either formula makes, " +
      "each one's chance of at least it, as the dice counted by hand give it",
    () => {
      const view = buildSideBySide({ formula2: "2d3" }, { formula: "1d6", target: null, compare: "atLeast" }, EN, {
        character: null,
      });
      const { atLeast } = must(view.comparison);
      expect(atLeast.letters).toEqual(["A", "B"]);
      expect(atLeast.rows.map((row) => row.total)).toEqual(["1", "2", "3", "4", "5", "6"]);
      const [d6, twoD3] = [atLeastByHand([6], 0), atLeastByHand([3, 3], 0)];
      atLeast.rows.forEach((row, index) => {
        expect(must(row.chances[0]).probability).toBeCloseTo(d6(index + 1), 15);
        expect(must(row.chances[1]).probability).toBeCloseTo(twoD3(index + 1), 15);
      });
      // The lowest total of each is certain, exactly.
      expect(must(atLeast.rows[0]).chances.map((chance) => chance.probability)).toEqual([1, 1]);
      expect(must(atLeast.rows[2]).chances.map((chance) => chance.text)).toEqual(["66.7%", "88.9%"]);
      expect(atLeast.note).toBeNull();
    },
  );

  it("past 60 totals lists every so many, the first and the last always, and says so", () => {
    const view = buildSideBySide({ formula2: "1d20" }, { formula: "1d200", target: null, compare: "atLeast" }, EN, {
      character: null,
    });
    const { rows, note } = must(view.comparison).atLeast;
    // 200 totals, every 4th: 1, 5, …, 197, then 200.
    expect(rows.map((row) => row.total)).toEqual([
      ...Array.from({ length: 50 }, (_, index) => String(1 + 4 * index)),
      "200",
    ]);
    expect(note).toBe("Every 4 totals from 1 to 200: the rows in between are left out.");
    expect(must(rows.at(-1)).chances.map((chance) => chance.probability)).toEqual([1 / 200, 0]);
  });

  it(
    "draws each formula's chances as a line on one chart: " +
      "a chance of 1 at the top, 0 at the bottom, the totals across",
    () => {
      const { chart } = must(
        buildSideBySide({ formula2: "2d3" }, { formula: "1d6", target: null, compare: "atLeast" }, EN, {
          character: null,
        }).comparison,
      );
      expect(must(chart).lines.map((line) => [line.label, line.style])).toEqual([
        ["A: 1d6", "line-0"],
        ["B: 2d3", "line-1"],
      ]);
      // The plot runs from x 54 to 470 and from y 8 (100%) to 182 (0%): 1d6 is certain at 1, 1 in 6 at 6.
      const points = must(must(chart).lines[0]).points.split(" ");
      expect(points).toHaveLength(6);
      expect(points[0]).toBe("54,8");
      expect(points[5]).toBe(`470,${Math.round((182 - 174 / 6) * 100) / 100}`);
      // 2d3 cannot make 1: certain there too (at least 1), and 1 in 9 at 6.
      expect(must(must(chart).lines[1]).points.split(" ").at(-1)).toBe(
        `470,${Math.round((182 - 174 / 9) * 100) / 100}`,
      );
      expect(must(chart).yTicks.map((tick) => tick.text)).toEqual(["0.0%", "50.0%", "100.0%"]);
      expect(must(must(chart).xTicks[0]).text).toBe("1");
      expect(must(must(chart).xTicks.at(-1)).text).toBe("6");
      expect(must(chart).description).toBe(
        "Line chart: each formula's chance of a total of at least " +
          "each value from 1 to 6. The table gives every figure.",
      );
    },
  );
});

describe("the formulas side by side for a character", () => {
  it("reads the character's numbers in the comparison, and sweeps only the series; no note about a first value", () => {
    const first = { formula: "1d20 + @bonus", target: 15, compare: "atLeast" } as const;
    const view = buildSideBySide(
      { formula2: "1d20 + 5", seriesPath: "bonus", seriesFrom: "0", seriesTo: "2" },
      first,
      EN,
      { character: { bonus: 3 } },
    );
    // 1d20 + 3 reaches 15 on 12 or more (9 faces); 1d20 + 5 on 10 or more (11).
    must(view.comparison).formulas.forEach((formula, index) =>
      expect(must(formula.chance).probability).toBeCloseTo(must([9 / 20, 11 / 20][index]), 15),
    );
    const [pair] = must(view.comparison).pairs;
    // A − B = (a − b) − 2 over 400 pairs of faces: higher when a − b ≥ 3, the same when a − b = 2.
    expect(must(pair).greater.probability).toBeCloseTo(153 / 400, 15);
    expect(must(pair).equal.probability).toBeCloseTo(18 / 400, 15);
    expect(must(pair).less.probability).toBeCloseTo(229 / 400, 15);
    must(view.series).rows.forEach((row, bonus) => expect(row.chance.probability).toBeCloseTo((6 + bonus) / 20, 15));
    expect(must(must(view.series).chart).lines).toHaveLength(1);
    expect(view.dataNote).toBeNull();
    expect(view.data).toEqual({ bonus: 3 });
  });

  it(
    "the calculator (no character) reads the series' path at its first value everywhere, " +
      "and says so; a dialog for no character does not",
    () => {
      const question = [
        { formula2: "1d20 + 5", seriesPath: "bonus", seriesFrom: "1", seriesTo: "2" },
        { formula: "1d20 + @bonus", target: 15, compare: "atLeast" },
      ] as const;
      const view = buildSideBySide(...question, EN, { readAtFirstValue: true });
      expect(must(must(must(view.comparison).formulas[0]).chance).probability).toBeCloseTo(7 / 20, 15);
      expect(view.dataNote).toBe("@bonus is 1 (the series' first value) everywhere but in the series.");
      // A dialog with no character reads no path: the first formula is refused (its own field says so), the series
      // still sweeps, and nothing claims a first value.
      const none = buildSideBySide(...question, EN, { character: null });
      expect([none.comparison, none.dataNote]).toEqual([null, null]);
      must(none.series).rows.forEach((row, index) => expect(row.chance.probability).toBeCloseTo((7 + index) / 20, 15));
    },
  );
});
