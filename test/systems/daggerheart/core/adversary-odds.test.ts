/**
 * Daggerheart's d20 roll — an adversary's (src/systems/daggerheart/core/adversary-odds.ts), counted by hand from
 * module/dice/d20Roll.mjs (docs/systems-daggerheart.md "An adversary's roll"): a critical is the d20 at or above the
 * critical threshold and always succeeds; otherwise the total must reach the difficulty. With advantage the d20 is
 * the better of two (`2d20kh`): at least n with chance 1 − ((n − 1)/20)².
 */
import { describe, expect, it } from "vitest";
import { adversaryOdds, type AdversaryOddsInput } from "../../../../src/systems/daggerheart/core/adversary-odds";
import { DAGGERHEART_ENGINE } from "../../../../src/systems/daggerheart/ui/calculator-engine";
import { must } from "../../../kit";

const question = (
  natural: string,
  rest: string,
  critical: number | null,
  difficulty: number | null,
): AdversaryOddsInput => ({
  roll: { natural, rest },
  critical,
  targets: difficulty === null ? [] : [{ id: "roll", difficulty, hidden: false }],
  experiences: [],
});

const figures = (q: AdversaryOddsInput) =>
  Object.fromEntries(
    must(adversaryOdds(DAGGERHEART_ENGINE, q).choices[0]).outcomes.map((outcome) => [outcome.key, outcome.probability]),
  );

describe("an adversary's d20 roll", () => {
  it("1d20 + 3 against Evasion 12, critical at 19: success on a natural 9 or more, 12/20; critical 2/20", () => {
    expect(figures(question("1d20", "+ 3", 19, 12))).toEqual({
      success: expect.closeTo(12 / 20, 14),
      critical: expect.closeTo(2 / 20, 14),
    });
  });

  it("with advantage (2d20kh1 + 3): success 1 − (8/20)² = 0.84, critical 1 − (18/20)² = 0.19", () => {
    expect(figures(question("2d20kh1", "+ 3", 19, 12))).toEqual({
      success: expect.closeTo(0.84, 14),
      critical: expect.closeTo(0.19, 14),
    });
  });

  it("with disadvantage (2d20kl1 + 3): success (12/20)² = 0.36", () => {
    expect(figures(question("2d20kl1", "+ 3", 19, 12)).success).toBeCloseTo(0.36, 14);
  });

  it("a critical always succeeds: + 3 against 30 only on a natural 19 or 20", () => {
    expect(figures(question("1d20", "+ 3", 19, 30)).success).toBeCloseTo(2 / 20, 14);
  });

  it("a roll without a threshold never crits: no critical is listed, and no target lists the totals", () => {
    const odds = adversaryOdds(DAGGERHEART_ENGINE, question("1d20", "+ 3", null, null));
    expect(must(odds.choices[0]).outcomes).toEqual([]);
    expect(odds.totals.map((row) => row.total)).toEqual([5, 10, 15, 20]);
    // At least 15 with 1d20 + 3: a natural 12 or more, 9/20.
    expect(must(odds.totals[2]).chances[0]).toBeCloseTo(9 / 20, 14);
  });
});
