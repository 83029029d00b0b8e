import { describe, expect, it } from "vitest";
import { exactOdds } from "../../../../src/core/odds/exact-odds";
import { DIALOG_MODELS } from "../../../../src/ui/dialog-models";
import type { KingdomsDialogSpec } from "../../../../src/rule-sets/kingdoms/ui/types";
import { buildWith, contextWith, errors, field, row, WORLD_DEFAULTS } from "../../../ui/dialogs/fixtures";
import { asSentByAnyClient } from "../../../sent-by-any-client";
import { must } from "../../../kit";

const model = DIALOG_MODELS.kingdoms;

const POOL_ERROR = (value: string) =>
  `Kingdoms and Rulers: a dice pool must be a whole number of dice from 1 to 200, not ${value}.`;
const DICE_ERROR = (max: number, value: string) =>
  `Kingdoms and Rulers: the dice to roll must be a whole number from 1 to ${max}, not ${value}.`;
const DT_ERROR = (value: string) =>
  `Kingdoms and Rulers: the Difficulty Threshold (DT) must be a whole number from 0 to 99, not ${value}.`;

const poolRows = (view: ReturnType<typeof buildWith<"kingdoms">>) =>
  must(view.odds).rows.filter((r) => r.outcome.startsWith("pool-"));

describe("K&R dialog: defaults", () => {
  it("opens on a pool of 6 against DT 7, rolling the whole pool", () => {
    expect(model.defaults(WORLD_DEFAULTS)).toEqual({ pool: 6, dice: "", dt: 7 });
    const view = buildWith("kingdoms");
    expect(view.title).toBe("Kingdoms and Rulers test");
    expect(view.fields.map((f) => [f.name, f.label, f.hint])).toEqual([
      ["pool", "Dice pool", null],
      ["dice", "Dice to roll", "Leave empty to roll the whole pool."],
      ["dt", "Difficulty Threshold (DT)", "Usually 1 to 11; each die above it succeeds."],
    ]);
    expect(view.spec).toEqual({ pool: 6, dice: 6, dt: 7 });
  });

  it("bounds the dice to roll by the pool", () => {
    expect(field(buildWith("kingdoms", { pool: 4 }), "dice")).toMatchObject({ min: 1, max: 4 });
    expect(field(buildWith("kingdoms", { pool: "" }), "dice")).toMatchObject({ min: 1, max: 200 });
  });
});

describe("K&R dialog: formFromSpec", () => {
  const requests: KingdomsDialogSpec[] = [
    { pool: 6, dice: 6, dt: 7 },
    { pool: 8, dice: 3, dt: 11 },
    { pool: 200, dice: 1, dt: 0 },
    { pool: 1, dice: 1, dt: 99 },
  ];
  it.each(requests)("gives back the same request: %o", (request) => {
    expect(model.build(model.formFromSpec(request, WORLD_DEFAULTS), contextWith()).spec).toEqual(request);
  });

  it("rolls the whole pool when the request names no dice count", () => {
    expect(model.build(model.formFromSpec({ pool: 9 }, WORLD_DEFAULTS), contextWith()).spec).toEqual({
      pool: 9,
      dice: 9,
      dt: 7,
    });
  });
});

describe("K&R dialog: bad values", () => {
  const only = (changes: Record<string, unknown>, name: string, error: string) => {
    const view = buildWith("kingdoms", asSentByAnyClient(changes));
    expect(errors(view)).toEqual({ [name]: error });
    expect(view.canRoll).toBe(false);
    expect(view.spec).toBeNull();
    expect(view.odds).toBeNull();
  };

  it("pool: empty, text, fraction, 0 and past 200", () => {
    only({ pool: "" }, "pool", "Enter a whole number from 1 to 200.");
    only({ pool: "six" }, "pool", POOL_ERROR('"six"'));
    only({ pool: 2.5 }, "pool", POOL_ERROR("2.5"));
    only({ pool: 0 }, "pool", POOL_ERROR("0"));
    only({ pool: 201 }, "pool", POOL_ERROR("201"));
  });

  it("dice to roll: more than the pool, none, text or a fraction — the error names this field and the pool", () => {
    only({ dice: 7 }, "dice", DICE_ERROR(6, "7"));
    only({ dice: 0 }, "dice", DICE_ERROR(6, "0"));
    only({ dice: "all" }, "dice", DICE_ERROR(6, '"all"'));
    only({ dice: "1.5" }, "dice", DICE_ERROR(6, '"1.5"'));
    only({ pool: 3, dice: 4 }, "dice", DICE_ERROR(3, "4"));
  });

  it("a bad pool is the only error even when the dice to roll would fit a larger one", () => {
    only({ pool: 0, dice: 5 }, "pool", POOL_ERROR("0"));
  });

  it("DT: empty, text, fraction, below 0 and past 99", () => {
    only({ dt: null }, "dt", "Enter a whole number from 0 to 99.");
    only({ dt: "x" }, "dt", DT_ERROR('"x"'));
    only({ dt: 6.5 }, "dt", DT_ERROR("6.5"));
    only({ dt: -1 }, "dt", DT_ERROR("−1"));
    only({ dt: 100 }, "dt", DT_ERROR("100"));
  });

  it("a DT outside 1–11 is the GM's call, not an error", () => {
    expect(buildWith("kingdoms", { dt: 0 }).canRoll).toBe(true);
    expect(buildWith("kingdoms", { dt: 14 }).canRoll).toBe(true);
  });
});

describe("K&R dialog: odds of every pool size", () => {
  it("lists every pool size from 1 to the pool, the chosen one highlighted and said to be chosen", () => {
    const view = buildWith("kingdoms", { pool: 8, dice: 3, dt: 7 });
    const rows = poolRows(view);
    expect(rows.map((r) => r.outcome)).toEqual([
      "pool-1",
      "pool-2",
      "pool-3",
      "pool-4",
      "pool-5",
      "pool-6",
      "pool-7",
      "pool-8",
    ]);
    expect(rows.map((r) => r.label)).toEqual([
      "1 die",
      "2 dice",
      "3 dice",
      "4 dice",
      "5 dice",
      "6 dice",
      "7 dice",
      "8 dice",
    ]);
    expect(rows.filter((r) => r.highlight).map((r) => r.outcome)).toEqual(["pool-3"]);
    expect(view.odds?.heading).toBe("3 dice against DT 7");
  });

  it("every figure is the engine's own: P(margin ≥ 0) by default, P(margin > 0) under the strict reading", () => {
    const pools = exactOdds.kingdoms.pools(8, 7);
    const byDefault = buildWith("kingdoms", { pool: 8, dice: 3, dt: 7 });
    expect(poolRows(byDefault).map((r) => r.probability)).toEqual(pools.map((p) => p.atLeastZero));
    expect(row(byDefault, "success")).toMatchObject({
      probability: must(pools[2]).atLeastZero,
      label: "Success (Margin 0 or more)",
    });
    const strict = buildWith("kingdoms", { pool: 8, dice: 3, dt: 7 }, contextWith({ kingdomsBasicRule: "positive" }));
    expect(poolRows(strict).map((r) => r.probability)).toEqual(pools.map((p) => p.positive));
    expect(row(strict, "success")).toMatchObject({
      probability: must(pools[2]).positive,
      label: "Success (Margin above 0)",
    });
  });

  it("the rulings' figures at DT 6: one die 50.0%, two dice 68.1% with 0 or more and 31.9% above 0", () => {
    const view = buildWith("kingdoms", { pool: 2, dt: 6 });
    expect(row(view, "pool-1").probability).toBeCloseTo(0.5, 15);
    expect(row(view, "pool-1").text).toBe("50.0%");
    expect(row(view, "pool-2").text).toBe("68.1%");
    const strict = buildWith("kingdoms", { pool: 2, dt: 6 }, contextWith({ kingdomsBasicRule: "positive" }));
    expect(row(strict, "pool-2").text).toBe("31.9%");
  });

  it("gives each pool size its expected Margin, and the chosen one's under the table", () => {
    // One d12 against DT 5: a 12 (+2), 6–11 (+1 each), 2–5 (−1 each), a 1 (−2) make +2/12 per die.
    const view = buildWith("kingdoms", { pool: 3, dt: 5 });
    expect(row(view, "pool-1").detail).toBe("expected Margin +0.2");
    expect(row(view, "pool-3").detail).toBe("expected Margin +0.5");
    expect(view.odds?.notes[0]).toBe("Expected Margin: +0.5");
    // At DT 6 the faces balance: no sign on a Margin of 0.
    expect(row(buildWith("kingdoms", { pool: 1, dt: 6 }), "pool-1").detail).toBe("expected Margin 0.0");
    expect(row(buildWith("kingdoms", { pool: 1, dt: 8 }), "pool-1").detail).toMatch(/^expected Margin −0\.\d$/);
  });

  it("charts the chosen pool's Margin with the successes marked", () => {
    const chart = buildWith("kingdoms", { pool: 2, dt: 6 }).odds?.chart;
    expect(chart?.description).toMatch(/^Margin from −4 to 4; .* Marked bars: Success \(Margin 0 or more\)\.$/);
    expect(chart?.bars.filter((bar) => bar.highlight).map((bar) => bar.label.split(":")[0])).toEqual([
      "0",
      "1",
      "2",
      "3",
      "4",
    ]);
  });

  it("lists every number of dice up to a pool of 12", () => {
    expect(poolRows(buildWith("kingdoms", { pool: 12, dt: 7 })).map((r) => r.outcome)).toEqual(
      Array.from({ length: 12 }, (_, i) => `pool-${i + 1}`),
    );
  });

  // Its time is measured by `npm run bench` (bench/dialogs.bench.ts), never here.
  it(
    "summarises a bigger pool — the best number of dice, the one chosen, the whole pool " +
      "— so the dialog fits the screen",
    () => {
      const chances = exactOdds.kingdoms.pools(200, 9).map((pool) => pool.atLeastZero);
      const best = chances.indexOf(Math.max(...chances)) + 1;
      const view = buildWith("kingdoms", { pool: 200, dice: 50, dt: 9 });
      const rows = poolRows(view);
      expect(rows.map((r) => r.outcome)).toEqual(
        [...new Set([best, 50, 200])].sort((a, b) => a - b).map((n) => `pool-${n}`),
      );
      expect(row(view, `pool-${best}`).label).toBe(`${best === 1 ? "1 die" : `${best} dice`} (best chance)`);
      expect(row(view, `pool-${best}`).probability).toBe(chances[best - 1]);
      expect(row(view, "pool-200").probability).toBe(chances[199]);
      expect(rows.filter((r) => r.highlight).map((r) => r.outcome)).toEqual(["pool-50"]);
      expect(must(view.odds).notes).toContain(
        "Of the 200 numbers of dice you could roll from the pool, the table shows the best, " +
          "the one chosen and the whole pool, each with its expected Margin; " +
          "type another number into “Dice to roll” to see its chance.",
      );
      // The whole pool chosen: the best and the whole pool, at most.
      expect(poolRows(buildWith("kingdoms", { pool: 13, dt: 7 })).length).toBeLessThanOrEqual(2);
    },
  );

  it('labels the chart\'s axis with single numbers, a bar that groups values in words (not "−96–−94")', () => {
    const chart = must(must(buildWith("kingdoms", { pool: 200, dt: 9 }).odds).chart);
    const ticks = chart.ticks.map((tick) => tick.text);
    expect(ticks[0]).toMatch(/^−?\d+$/);
    expect(ticks.at(-1)).toMatch(/^−?\d+$/);
    for (const text of ticks) expect(text).not.toContain("–");
    const grouped = chart.bars.find((bar) => bar.label.includes(" to "));
    expect(grouped?.label).toMatch(/^−?\d+ to −?\d+: /);
    expect(chart.description).toMatch(
      new RegExp(`^Margin from ${ticks[0]} to ${ticks.at(-1)}; most likely −?\\d+ to −?\\d+ \\(`),
    ); // The caption names only the numbers there is room for.
    expect(chart.caption).toContain(
      ticks.length === 3 ? "the lowest, the most likely and the highest" : "the lowest and the highest",
    );
  });

  it("a chart with room for the lowest and highest only says so in its caption", () => {
    // 1d2: two bars, the most likely (a tie, the first) at an end, so it gets no number of its own.
    const chart = must(must(buildWith("olde", { count: 1, faces: 2, unlimited: false }).odds).chart);
    expect(chart.ticks.map((tick) => tick.text)).toEqual(["1", "2"]);
    expect(chart.caption).toBe(
      "Total along the axis, with the lowest and the highest written under the bars; each bar's height is its chance.",
    );
  });
});

describe("K&R dialog above DT 11 (docs/rulings.md: read by the critical successes)", () => {
  const twelveRows = (view: ReturnType<typeof buildWith<"kingdoms">>) =>
    must(view.odds).rows.filter((r) => r.outcome.startsWith("twelves-"));

  it("leads with the exact chance of each number of 12s for the dice rolled, the Margin's figures after them", () => {
    const view = buildWith("kingdoms", { pool: 6, dice: 3, dt: 12 });
    const twelves = exactOdds.kingdoms.twelves(3);
    expect(must(view.odds).heading).toBe("3 dice against DT 12: the GM reads the 12s");
    expect(twelveRows(view).map((r) => [r.outcome, r.label, r.probability])).toEqual([
      ["twelves-0", "12s rolled: 0", twelves.p(0)],
      ["twelves-1", "12s rolled: 1", twelves.p(1)],
      ["twelves-2", "12s rolled: 2", twelves.p(2)],
      ["twelves-3", "12s rolled: 3", twelves.p(3)],
    ]);
    expect(must(twelveRows(view)[3]).probability).toBeCloseTo(1 / 12 ** 3, 15);
    // The 12s lead; the Margin's success row and every pool size follow as usual.
    const outcomes = must(view.odds).rows.map((r) => r.outcome);
    expect(outcomes.slice(0, 5)).toEqual(["twelves-0", "twelves-1", "twelves-2", "twelves-3", "success"]);
    expect(poolRows(view)).toHaveLength(6);
    expect(must(view.odds).notes.slice(0, 2)).toEqual([
      "A DT above 11 is impossible as a rule; " +
        "if the GM lets you roll anyway, the result is read by the 12s you roll. Below them, " +
        "the Margin and its chances as usual.",
      "Expected 12s: 0.3",
    ]);
  });

  it(
    "folds the counts a big pool all but never rolls into 'or fewer' and 'or more' rows, " + "which still add up to 1",
    () => {
      const view = buildWith("kingdoms", { pool: 200, dt: 15 });
      const rows = twelveRows(view);
      expect(must(rows[0]).label).toMatch(/^12s rolled: \d+ or fewer$/);
      expect(must(rows.at(-1)).label).toMatch(/^12s rolled: \d+ or more$/);
      expect(rows.length).toBeLessThan(40);
      expect(rows.reduce((sum, r) => sum + r.probability, 0)).toBeCloseTo(1, 12);
      for (const r of rows.slice(1, -1)) expect(r.probability).toBeGreaterThanOrEqual(0.0005 * 0.1);
    },
  );

  it("keeps DT 11 and below as they were", () => {
    const view = buildWith("kingdoms", { dt: 11 });
    expect(twelveRows(view)).toEqual([]);
    expect(must(view.odds).heading).toBe("6 dice against DT 11");
  });
});

describe("no chance that can happen reads 0.0% (issue 24), none that can fail 100.0% (issue 43)", () => {
  it.each([
    // Every die a 12 can succeed.
    { dt: 11, text: "<0.1%", side: "toBeGreaterThan", end: 0 },
    // Every die a 1 can fail: never "100.0%" from a sum within 1e-14 of 1.
    { dt: 2, text: ">99.9%", side: "toBeLessThan", end: 1 },
  ] as const)("200 dice against DT $dt: '$text', as that pool size's row", ({ dt, text, side, end }) => {
    const view = buildWith("kingdoms", { pool: 200, dice: 200, dt });
    const success = must(must(view.odds).rows.find((row) => row.outcome === "success"));
    expect(success.probability)[side](end);
    expect(success.text).toBe(text);
    expect(must(must(view.odds).rows.find((row) => row.outcome === "pool-200")).text).toBe(text);
  });
});
