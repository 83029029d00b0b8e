/**
 * The damage chart's bars (src/core/damage/damage-outcomes.ts `totalsBars`), which the systems' damage view and the
 * calculator's damage page both draw: against totals written out by hand.
 */
import { describe, expect, it } from "vitest";
import { totalsBars, type DamageOutcomes } from "../../../src/core/damage/damage-outcomes";

/** The totals of `n` faces of a die showing 1…faces, each multiplied by `times`, written out. */
const uniform = (faces: number, times = 1): DamageOutcomes =>
  Array.from({ length: faces }, (_, i) => [(i + 1) * times, 1 / faces] as const);

describe("a damage chart's bars", () => {
  it("gives each total a bar, and a total the roll cannot make inside its range a bar of 0", () => {
    // 2 × 1d6: 2, 4 … 12, each 1/6; the odd totals between are bars of 0.
    const bars = totalsBars(uniform(6, 2), 60);
    expect(bars.map(({ least, most }) => [least, most])).toEqual(Array.from({ length: 11 }, (_, i) => [i + 2, i + 2]));
    expect(bars.map(({ probability }) => (probability === 0 ? 0 : 1))).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
  });

  it("groups neighbours in bars of equal width over the whole range when there are more totals than bars", () => {
    // 1d1000 in at most 60 bars: width ceil(1000 / 60) = 17, so 59 bars, the last 987–1000 (14 totals).
    const bars = totalsBars(uniform(1000), 60);
    expect(bars).toHaveLength(59);
    expect(bars[0]).toEqual({ least: 1, most: 17, probability: expect.closeTo(17 / 1000, 12) });
    expect(bars.at(-1)).toEqual({ least: 987, most: 1000, probability: expect.closeTo(14 / 1000, 12) });
    expect(bars.reduce((sum, { probability }) => sum + probability, 0)).toBeCloseTo(1, 12);
  });

  it("draws nothing for no totals", () => {
    expect(totalsBars([], 60)).toEqual([]);
  });
});
