/**
 * A roll whose first die settles some outcomes alone (src/core/systems/natural-roll.ts), against every pair of the
 * die's and the rest's totals counted here.
 */
import { describe, expect, it } from "vitest";
import { naturalChance, naturalRollOdds } from "../../../src/core/systems/natural-roll";

/** P(success) counted over every d20 face and d4 face: natural ≥ always hits, ≤ never misses, else the total. */
function counted(target: number, always: number | null, never: number | null): number {
  let hits = 0;
  for (let d20 = 1; d20 <= 20; d20++) {
    for (let d4 = 1; d4 <= 4; d4++) {
      const hit =
        always !== null && d20 >= always ? true : never !== null && d20 <= never ? false : d20 + d4 + 3 >= target;
      if (hit) hits++;
    }
  }
  return hits / 80;
}

describe("a natural roll", () => {
  it.each([
    [18, 20, 1],
    [25, 19, 1],
    [5, null, 2],
    [40, 20, null],
  ])("1d20 + 1d4 + 3 against %s (always from %s, never to %s) is counted face by face", (target, always, never) => {
    const odds = naturalRollOdds({ natural: "1d20", rest: "+ 1d4 + 3" });
    expect(naturalChance(odds, target, { always, never })).toBeCloseTo(counted(target, always, never), 14);
  });

  it("a rest that starts with a minus, and none at all", () => {
    expect(naturalChance(naturalRollOdds({ natural: "1d20", rest: "- 2" }), 10)).toBeCloseTo(9 / 20, 14);
    expect(naturalChance(naturalRollOdds({ natural: "1d20", rest: "" }), 10)).toBeCloseTo(11 / 20, 14);
  });

  it("certain only when every outcome makes it, impossible only when none does", () => {
    const odds = naturalRollOdds({ natural: "1d20", rest: "+ 30" });
    expect(naturalChance(odds, 10)).toBe(1);
    expect(naturalChance(odds, 10, { always: 20, never: 1 })).toBeCloseTo(19 / 20, 14);
    expect(naturalChance(naturalRollOdds({ natural: "1d20", rest: "" }), 30)).toBe(0);
  });
});
