/**
 * Numbers read true (issue 52, item 6; docs/odds.md "Numbers as read" and "Certain and impossible"): a chance and its
 * complement add up to 100.0% in every table, half-way values included; a certain outcome reads 100.0% though the
 * engine cut an endless tail above it; no figure reads "−0" or "−0.0"; a chart whose thin tails are left out says
 * so and what it shows; a number typed into a field is echoed in its error as typed.
 */
import { describe, expect, it } from "vitest";
import english from "../../lang/en.json";
import german from "../../lang/de.json";
import { formulaDistribution } from "../../src/core/formula/formula-distribution";
import { IntDistribution } from "../../src/core/odds/int-distribution";
import { formulaDialogModel, formulaOddsTemplateContext } from "../../src/ui/dialogs/formula-dialog-model";
import { formatNumber } from "../../src/ui/numbers";
import { chartView, distributionPoints } from "../../src/ui/odds/distribution-chart";
import { distributionTable } from "../../src/ui/odds/distribution-table";
import type { DistributionSource } from "../../src/ui/odds/odds-view";
import { formatDecimal, formatPercent } from "../../src/ui/percent";
import { createTranslator } from "../../src/ui/translator";
import { formulaDistributionSource } from "../../calculator/formula-tab-model";
import { buildWith, errors } from "./dialogs/fixtures";
import { must } from "../kit";

const en = createTranslator("en", english);
const de = createTranslator("de", german, english);

/** A figure as a number of tenths of a percent; "<0.1%" and ">99.9%" as the ends they stand for. */
function tenths(text: string): number {
  if (text.startsWith("<")) return 0;
  if (text.startsWith(">")) return 1000;
  return Math.round(Number(text.replace("%", "")) * 10);
}

/** Every cut between two rows: "at most" the row above and "at least" the row below, as the table reads them. */
function cuts(source: DistributionSource): [string, string][] {
  const rows = distributionTable(en, source).rows;
  return rows.slice(1).map((row, index) => [must(rows[index]).text.atMost, row.text.atLeast]);
}

const formulaSource = (formula: string) => formulaDistributionSource(formulaDistribution(formula), en);

describe("a chance and its complement add up to 100.0%", () => {
  it("at exact half-way values: a lone 56.25% reads 56.3%; beside 43.75% (43.8%) it yields the tie: 56.2%", () => {
    expect(formatPercent(0.4375, en)).toBe("43.8%");
    expect(formatPercent(0.5625, en)).toBe("56.3%");
    expect(formatPercent(0.5625, en, { yieldsTie: true })).toBe("56.2%");
    // 2d20 at most 2 is 1 in 400: 0.25%, and at least 3 is 99.75%: the table's "at most" yields.
    expect(formatPercent(1 / 400, en, { yieldsTie: true })).toBe("0.2%");
    expect(formatPercent(399 / 400, en)).toBe("99.8%");
    expect(formatPercent(0.5625, de, { yieldsTie: true })).toBe("56,2\u00a0%");
    // At the ends, too: 0.05% and 99.95% read 0.1% and 99.9% (99.95% read "100.0%", a certainty it is not).
    expect(formatPercent(0.0005, en)).toBe("0.1%");
    expect(formatPercent(0.9995, en)).toBe("99.9%");
  });

  it("when each of the two is a sum of its own whose float noise lies either side of the half", () => {
    // 1 − 0.4375 summed from 0.4375's other outcomes may come out a float's bit past 0.5625.
    for (const [low, high] of [
      [0.4375, 0.5625000000000001],
      [0.43749999999999994, 0.5625],
      [0.4375000000000001, 0.5624999999999999],
    ]) {
      const sum = (yielding: number, taking: number) =>
        tenths(formatPercent(yielding, en, { yieldsTie: true })) + tenths(formatPercent(taking, en));
      expect(sum(must(low), must(high))).toBe(1000);
      expect(sum(must(high), must(low))).toBe(1000);
    }
  });

  it(
    "in every table: at most the row above and at least the row below make 100.0% at every cut " +
      "(2d20, 1d8+1d20, 3d8, 1d6*1d6, a Kleptonomicon Test)",
    () => {
      for (const formula of ["2d20", "1d8+1d20", "3d8", "1d4*1d20", "1d6*1d6", "2d20kh", "1d100"]) {
        const sums = cuts(formulaSource(formula)).map(([atMost, atLeast]) => [
          atMost,
          atLeast,
          tenths(atMost) + tenths(atLeast),
        ]);
        expect(
          sums.filter(([, , sum]) => sum !== 1000),
          formula,
        ).toEqual([]);
      }
      // 2d20: at most 2 and at least 3 (1/400 and 399/400), which read 0.3% and 99.8% before.
      expect(cuts(formulaSource("2d20"))[0]).toEqual(["0.2%", "99.8%"]);
      const score = must(must(buildWith("klepto", {}).odds).distribution);
      expect(cuts(score).every(([atMost, atLeast]) => tenths(atMost) + tenths(atLeast) === 1000)).toBe(true);
    },
  );
});

describe("certain is certain though an endless tail was cut above it", () => {
  it(
    "the first row's 'at least' of an exploding roll reads 100.0%: " +
      "a Kaiser check, an unlimited Dungeons of Olde roll, 1d6x",
    () => {
      const kaiser = distributionTable(en, must(must(buildWith("kaiser", {}).odds).distribution));
      expect(must(must(buildWith("kaiser", {}).odds).distribution).values.cutMass).toBeGreaterThan(0);
      expect([must(kaiser.rows[0]).label, must(kaiser.rows[0]).atLeast, must(kaiser.rows[0]).text.atLeast]).toEqual([
        "Fumble (double one)",
        1,
        "100.0%",
      ]);
      const olde = distributionTable(
        en,
        must(must(buildWith("olde", { count: 2, faces: 6, unlimited: true }).odds).distribution),
      );
      expect([must(olde.rows[0]).label, must(olde.rows[0]).text.atLeast]).toEqual(["2", "100.0%"]);
      // Its open last row, "36 or more", holds the tail too: at most it is every result.
      expect([must(olde.rows.at(-1)).label, must(olde.rows.at(-1)).text.atMost]).toEqual(["36 or more", "100.0%"]);
      const exploding = distributionTable(en, formulaSource("1d6x"));
      expect(must(exploding.rows[0]).text.atLeast).toBe("100.0%");
    },
  );

  it(
    "what the cut tail may fail still reads below 100.0%: " +
      "a last row that is no open row, and a tail that may lie below (−1d6x)",
    () => {
      const exploding = distributionTable(en, formulaSource("1d6x"));
      // Some totals of 1d6x are left out above the table: "at most" the row before the open one can fail.
      expect(must(exploding.rows.at(-2)).text.atMost).toMatch(/%$/);
      expect(must(exploding.rows.at(-2)).atMost).toBeLessThan(1);
      const falling = distributionTable(en, formulaSource("10 - 1d6x"));
      expect(must(falling.rows[0]).atLeast).toBeLessThan(1);
      expect(must(falling.rows[0]).text.atLeast).toBe(">99.9%");
    },
  );

  it(
    "the formula dialog's chance of at least the least total of 1d6x reads 100.0%, " + "and of at least 200 '<0.1%'",
    () => {
      const view = formulaDialogModel.build(
        { ...formulaDialogModel.defaults(), formula: "1d6x", target: "1", compare: "atLeast" },
        { i18n: en, showOdds: true, rollData: null },
      );
      const chance = must(must(view.odds).rows.find((row) => row.outcome === "target"));
      expect([chance.probability, chance.text]).toEqual([1, "100.0%"]);
      // Past every total the engine kept, 1d6x can still reach 200: "<0.1%", never "0.0%".
      const farOut = formulaDialogModel.build(
        { ...formulaDialogModel.defaults(), formula: "1d6x", target: "200", compare: "atLeast" },
        { i18n: en, showOdds: true, rollData: null },
      );
      expect(must(must(farOut.odds).rows.find((row) => row.outcome === "target")).text).toBe("<0.1%");
    },
  );
});

describe("what can fail is never read as certain", () => {
  it(
    "the formula dialog's table of 1d6x/2 (a total with a fraction: " +
      "a row per total): its last 'at most' can fail, its first 'at least' cannot",
    () => {
      const view = formulaDialogModel.build(
        { ...formulaDialogModel.defaults(), formula: "1d6x/2" },
        { i18n: en, showOdds: true, rollData: null },
      );
      const table = must(formulaOddsTemplateContext(en, view, true).table);
      expect([must(table.rows.at(-1)).label, must(table.rows.at(-1)).text.atMost]).toEqual(["47.5", ">99.9%"]);
      expect([must(table.rows[0]).label, must(table.rows[0]).text.atLeast]).toEqual(["0.5", "100.0%"]);
    },
  );
});

describe("no negative zero", () => {
  it("a −0 or a negative figure that rounds to zero reads 0 and 0.0, in every language", () => {
    expect(formatDecimal(-0, en)).toBe("0.0");
    expect(formatDecimal(-1e-17, en)).toBe("0.0");
    expect(formatDecimal(-0.04, de)).toBe("0,0");
    expect(formatNumber(-0, en)).toBe("0");
    expect(formatNumber(-0.0001, en)).toBe("0");
    expect(formatPercent(-0, en)).toBe("0.0%");
    // A negative figure still has its true minus sign.
    expect(formatDecimal(-0.05, en)).toBe("−0.1");
    expect(formatNumber(-6, de)).toBe("−6");
  });

  it("the mean of 1d20 - 1d20 (−2.8e-16 as summed) reads 0.0", () => {
    const distribution = formulaDistribution("1d20 - 1d20");
    expect(distribution.outcomes.reduce((sum, [value, p]) => sum + value * p, 0)).toBeLessThan(0);
    const view = formulaDialogModel.build(
      { ...formulaDialogModel.defaults(), formula: "1d20 - 1d20" },
      { i18n: en, showOdds: true, rollData: null },
    );
    expect(must(view.odds).notes[0]).toMatch(/\b0\.0\b/);
    expect(must(view.odds).notes.join(" ")).not.toMatch(/[−-]0\.0/);
  });
});

describe("a trimmed chart says it is trimmed, and what it shows", () => {
  it(
    "an unlimited 1d6 (Dungeons of Olde): " +
      "its thin top is left out, and the caption says from where to where it is drawn",
    () => {
      const chart = must(must(buildWith("olde", { count: 1, faces: 6, unlimited: true }).odds).chart);
      const last = must(chart.ticks.at(-1)).text;
      expect(chart.caption).toBe(
        `Total along the axis, with the lowest and the highest of those drawn written under the ` +
          `bars; each bar's height is its chance. Only 1 to ${last} is drawn: results beyond these ` +
          `ends are too rare to see and are left out.`,
      );
      expect(chart.caption).not.toMatch(/the lowest and the highest written/);
      expect(chart.description).toMatch(/Only 1 to \d+ is drawn/);
    },
  );

  it("a thin low tail trimmed is said too; a chart of every result keeps its plain caption", () => {
    // 40d2: a total of 40 or of 80 is 1 in 2^40, far below a thousandth of the most likely: both ends are left out.
    const wide = must(
      chartView(en, distributionPoints(IntDistribution.die(2).times(40)), { subject: "Total", highlightMeaning: null }),
    );
    expect(wide.caption).toMatch(/ is drawn: results beyond these ends are too rare to see and are left out\.$/);
    const whole = must(must(buildWith("olde", { count: 2, faces: 6, unlimited: false }).odds).chart);
    expect(whole.caption).toBe(
      "Total along the axis, with the lowest, " +
        "the most likely and the highest written under the bars; each bar's height is its chance.",
    );
  });
});

describe("an error echoes the number as typed", () => {
  it("a Kaiser difficulty of 99999999999999999999 is quoted as typed, not as 100,000,000,000,000,000,000", () => {
    const view = buildWith("kaiser", { mode: "difficulty", difficulty: "99999999999999999999" });
    expect(errors(view)).toEqual({
      difficulty:
        'Kaiser: the difficulty must be a whole number from −1,000,000 to 1,000,000, not "99999999999999999999".',
    });
    // A number a float holds exactly is written as the range is: grouped, with a true minus.
    expect(errors(buildWith("kaiser", { mode: "difficulty", difficulty: "-2000000" }))).toEqual({
      difficulty: "Kaiser: the difficulty must be a whole number from −1,000,000 to 1,000,000, not −2,000,000.",
    });
  });
});
