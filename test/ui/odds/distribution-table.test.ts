import { describe, expect, it } from "vitest";
import english from "../../../lang/en.json";
import { IntDistribution } from "../../../src/core/odds/int-distribution";
import { DIALOG_MODELS } from "../../../src/ui/dialog-models";
import { type FormValues } from "../../../src/ui/dialogs/dialog-types";
import { type RuleSetId } from "../../../src/core/rule-set-types";
import { MAX_TABLE_ROWS, distributionTable } from "../../../src/ui/odds/distribution-table";
import { createTranslator } from "../../../src/ui/translator";
import { defaultPageSettings } from "../../../calculator/world-settings";
import { must } from "../../kit";

const en = createTranslator("en", english);

function sourceOf(ruleSet: RuleSetId, fields: FormValues) {
  const model = DIALOG_MODELS[ruleSet] as (typeof DIALOG_MODELS)[RuleSetId];
  const view = model.build(
    { ...model.defaults(defaultPageSettings()), ...fields },
    { i18n: en, settings: defaultPageSettings(), showOdds: true },
  );
  return must(must(view.odds).distribution);
}

describe("the whole distribution as a table (the calculator's, as AnyDice gives it)", () => {
  it("2d6: every total with exactly, at least and at most, as the dice count them", () => {
    const table = distributionTable(en, sourceOf("olde", { count: 2, faces: 6, unlimited: false }));
    expect(table.rows.map((row) => row.label)).toEqual(["2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]);
    const seven = must(table.rows[5]);
    expect(seven.probability).toBeCloseTo(6 / 36, 15);
    expect(seven.atLeast).toBeCloseTo(21 / 36, 15);
    expect(seven.atMost).toBeCloseTo(21 / 36, 15);
    expect(seven.text).toEqual({ exactly: "16.7%", atLeast: "58.3%", atMost: "58.3%" });
    expect(must(table.rows[0]).atLeast).toBeCloseTo(1, 12);
    expect(must(table.rows.at(-1)).atMost).toBeCloseTo(1, 12);
    expect(table.headers).toEqual({ result: "Total", exactly: "Exactly", atLeast: "At least", atMost: "At most" });
    expect(table.tsv.split("\n")[0]).toBe("Total\tExactly\tAt least\tAt most");
    const [exactly, atLeast, atMost] = [6 / 36, 21 / 36, 21 / 36].map((chance) => Number(chance.toPrecision(12)));
    expect(table.tsv.split("\n")[6]).toBe(`7\t${exactly}\t${atLeast}\t${atMost}`);
  });

  it("the first row's 'at least' and the last row's 'at most' are certain: exactly 1, read 100.0% (issue 43)", () => {
    for (const fields of [
      { count: 2, faces: 6 },
      { count: 3, faces: 7 },
      { count: 5, faces: 12 },
    ]) {
      const table = distributionTable(en, sourceOf("olde", { ...fields, unlimited: false }));
      expect([must(table.rows[0]).atLeast, must(table.rows.at(-1)).atMost]).toEqual([1, 1]);
      expect([must(table.rows[0]).text.atLeast, must(table.rows.at(-1)).text.atMost]).toEqual(["100.0%", "100.0%"]);
      // Every other row leaves an outcome out: below 1 however near its sum.
      expect(table.rows.slice(1).every((row) => row.atLeast < 1)).toBe(true);
    }
  });

  it("the Kleptonomicon's Score: [0!] below every Score and [10!] above, so 'at least 7' is the pass chance", () => {
    const table = distributionTable(en, sourceOf("klepto", { modifier: 0 }));
    expect(must(table.rows[0]).label).toBe("[0!]");
    expect(must(table.rows.at(-1)).label).toBe("[10!]");
    const seven = must(table.rows.find((row) => row.label === "7"));
    // A d10 flipped by a coin on a 10: 1–9 plain (0.1 each), [10!] 0.05, [0!] 0.05.
    expect(seven.atLeast).toBeCloseTo(0.3 + 0.05, 12);
    expect(table.rows.reduce((sum, row) => sum + row.probability, 0)).toBeCloseTo(1, 12);
  });

  it("a Kaiser skill check ranks its Fumble below every total", () => {
    const table = distributionTable(en, sourceOf("kaiser", { kind: "skill" }));
    expect(must(table.rows[0]).label).toBe("Fumble (double one)");
    expect(must(table.rows[0]).probability).toBeCloseTo(1 / 36, 12);
  });

  it("folds the endless tail of unlimited dice and groups a wide support, every row still adding up", () => {
    const table = distributionTable(en, sourceOf("olde", { count: 10, faces: 100, unlimited: true }));
    expect(table.rows.length).toBeLessThanOrEqual(MAX_TABLE_ROWS);
    expect(must(table.rows.at(-1)).label).toMatch(/ or more$/);
    expect(table.rows.some((row) => / to /.test(row.label))).toBe(true);
    expect(table.rows.reduce((sum, row) => sum + row.probability, 0)).toBeCloseTo(1, 6);
    for (const row of table.rows) expect(row.text.exactly).not.toBe("0.0%");
  });

  it("leaves out a named result that cannot happen, and folds a thin low tail into 'x or less'", () => {
    const values = new IntDistribution(0, Float64Array.from([1e-6, 1e-6, 0.5, 0.499998]));
    const table = distributionTable(en, {
      subject: "Total",
      below: [{ label: "Never", probability: 0 }],
      values,
      above: [],
    });
    expect(table.rows.map((row) => row.label)).toEqual(["1 or less", "2", "3"]);
    expect(must(table.rows[0]).probability).toBeCloseTo(2e-6, 15);
    expect(must(table.rows[0]).text.exactly).toBe("<0.1%");
  });
});

describe("the calculator's chart of every result", () => {
  it("has a bar per row inside its plot, a y-axis from 0 to the tallest chance, and both axes titled", async () => {
    const { axesChart } = await import("../../../src/ui/odds/axes-chart");
    const table = distributionTable(en, sourceOf("olde", { count: 2, faces: 6, unlimited: false }));
    const chart = must(axesChart(en, table));
    expect(chart.bars).toHaveLength(11);
    for (const bar of chart.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(chart.plot.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(chart.plot.left + chart.plot.width + 0.01);
      expect(bar.y + bar.height).toBeCloseTo(chart.plot.top + chart.plot.height, 1);
    }
    // The tallest bar (7) fills the plot; the y ticks read 0%, half and the tallest chance.
    expect(must(chart.bars[5]).height).toBeCloseTo(chart.plot.height, 1);
    expect(chart.yTicks.map((tick) => tick.text)).toEqual(["0.0%", "8.3%", "16.7%"]);
    expect([chart.xTitle.text, chart.yTitle.text]).toEqual(["Total", "Chance"]);
    expect(must(chart.xTicks[0]).text).toBe("2");
    expect(must(chart.xTicks.at(-1)).text).toBe("12");
  });
});
