import fc from "fast-check";
import { describe, it } from "vitest";
import {
  opposedActionCheckOdds,
  opposedOdds,
  type OddsSide,
} from "../../../../src/rule-sets/ogs/core/odds/opposed-odds";
import { bruteForceOpposed, expectOddsClose, sidesOf } from "./odds-support";

/**
 * OGS opposed odds with the full tie-break chain against brute force over every pair of rolls, for pools of four
 * dice and for random small sides: millions of judged pairs, in the HEAVY list of vitest.config.ts (no coverage).
 * The smaller cases, and what the odds code alone covers, are in odds.test.ts.
 */
describe("opposed odds with the full tie-break chain", () => {
  it("promoted pools and flat bonuses on both sides, equal to brute force", () => {
    const a = sidesOf({ stat: 4, skill: 6, modifier: 12, increases: [{ stages: 1 }] }); // d4 d6 d8 d6
    const b = sidesOf({ stat: 10, skill: 4, modifier: 8, flatBonus: 1 });
    expectOddsClose(opposedOdds(a, b), bruteForceOpposed(a, b));
    expectOddsClose(
      opposedActionCheckOdds(
        { stat: 4, skill: 6, modifier: 12, increases: [{ stages: 1 }] },
        { stat: 10, skill: 4, modifier: 8, flatBonus: 1 },
      ),
      bruteForceOpposed(a, b),
    );
  });

  it("random small sides agree with brute force", () => {
    const side: fc.Arbitrary<OddsSide> = fc.record({
      dice: fc.array(fc.constantFrom(4, 6, 8, 10, 12), { maxLength: 3 }),
      flatBonus: fc.integer({ min: -3, max: 3 }),
    });
    fc.assert(
      fc.property(side, side, (a, b) => {
        expectOddsClose(opposedOdds(a, b), bruteForceOpposed(a, b));
      }),
      { numRuns: 40 },
    );
  });
});
