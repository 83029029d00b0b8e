/**
 * Daggerheart's duality roll (src/systems/daggerheart/core/duality-odds.ts), every figure counted by hand here from
 * the system's rules as its code applies them (docs/systems-daggerheart.md "A duality roll"): of the Hope × Fear
 * pairs, the doubles are criticals and always succeed; any other pair succeeds when its sum plus the rest reaches
 * the difficulty, "with Hope" when the Hope die is the higher. Sums of two d12 with the Hope die the higher (h > f):
 * sum 3: 1 pair (2,1); 4: 1 (3,1); 5: 2; 6: 2; 7: 3; 8: 3; 9: 4; … — ⌊(s − 1)/2⌋ up to 13 — 66 pairs in all, and
 * as many with the Fear die the higher.
 */
import { describe, expect, it } from "vitest";
import { dualityOdds, type DualityOddsInput } from "../../../../src/systems/daggerheart/core/duality-odds";
import type { SystemOdds } from "../../../../src/core/systems/system-odds-types";
import { DAGGERHEART_ENGINE } from "../../../../src/systems/daggerheart/ui/calculator-engine";
import { must } from "../../../kit";

const d12s = (
  rest: string,
  difficulty: number | null,
  experiences: DualityOddsInput["experiences"] = [],
): DualityOddsInput => ({
  roll: { hope: 12, fear: 12, rest },
  targets: difficulty === null ? [] : [{ id: "roll", difficulty, hidden: false }],
  experiences,
});

/** The roll's one choice's outcomes, by key. */
function outcomes(odds: SystemOdds, choice = 0): Record<string, number> {
  return Object.fromEntries(must(odds.choices[choice]).outcomes.map((outcome) => [outcome.key, outcome.probability]));
}

describe("a duality roll, Hope d12 + Fear d12", () => {
  it(
    "+ 2 against difficulty 12: " +
      "a critical 1/12, success with Hope or Fear 50/144 each, failure with either 16/144",
    () => {
      // A pair other than a double succeeds at h + f ≥ 10. Failures with Hope (h > f, h + f ≤ 9): f = 1, h = 2…8 (7);
      // f = 2, h = 3…7 (5); f = 3, h = 4…6 (3); f = 4, h = 5 (1): 16. Successes with Hope: 66 − 16 = 50.
      const odds = dualityOdds(DAGGERHEART_ENGINE, d12s("+ 2", 12));
      expect(odds.target).toBe(12);
      const figures = outcomes(odds);
      expect(Object.keys(figures)).toEqual([
        "success",
        "critical",
        "successWithHope",
        "successWithFear",
        "failureWithHope",
        "failureWithFear",
      ]);
      expect(figures.critical).toBeCloseTo(12 / 144, 14);
      expect(figures.successWithHope).toBeCloseTo(50 / 144, 14);
      expect(figures.successWithFear).toBeCloseTo(50 / 144, 14);
      expect(figures.failureWithHope).toBeCloseTo(16 / 144, 14);
      expect(figures.failureWithFear).toBeCloseTo(16 / 144, 14);
      // The headline: the critical and both successes, 112/144 = 7/9.
      expect(figures.success).toBeCloseTo(112 / 144, 14);
    },
  );

  it("with one advantage d6 (+ 1d6 + 2 against 12): failure with Hope 17/432, success with Hope 181/432", () => {
    // A pair of sum s fails when the d6 rolls below 10 − s: s = 3 always (1 pair), s = 4 on a 1–5 (1 pair × 5/6),
    // s = 5 on 1–4 (2 × 4/6), s = 6 on 1–3 (2 × 3/6), s = 7 on 1–2 (3 × 2/6), s = 8 on a 1 (3 × 1/6), s ≥ 9 never:
    // 1 + 5/6 + 8/6 + 6/6 + 6/6 + 3/6 = 17/3 pairs' worth of 144, i.e. 17/432; with Hope 66/144 = 198/432 in all.
    const figures = outcomes(dualityOdds(DAGGERHEART_ENGINE, d12s("+ 1d6 + 2", 12)));
    expect(figures.failureWithHope).toBeCloseTo(17 / 432, 14);
    expect(figures.failureWithFear).toBeCloseTo(17 / 432, 14);
    expect(figures.successWithHope).toBeCloseTo(181 / 432, 14);
    expect(figures.successWithFear).toBeCloseTo(181 / 432, 14);
    expect(figures.critical).toBeCloseTo(36 / 432, 14);
    expect(figures.success).toBeCloseTo(398 / 432, 14);
  });

  it("two advantage dice are the better of two d6 (2d6kh1): failure with Hope 7/288", () => {
    // The best of two d6 is below m with chance ((m − 1)/6)²: s = 3 always (1), s = 4 below 6 (25/36), s = 5 below 5
    // (2 × 16/36), s = 6 below 4 (2 × 9/36), s = 7 below 3 (3 × 4/36), s = 8 below 2 (3 × 1/36): 1 + 90/36 = 3.5 of
    // 144.
    const figures = outcomes(dualityOdds(DAGGERHEART_ENGINE, d12s("+ 2d6kh1 + 2", 12)));
    expect(figures.failureWithHope).toBeCloseTo(3.5 / 144, 14);
    expect(figures.failureWithFear).toBeCloseTo(3.5 / 144, 14);
  });

  it("disadvantage subtracts the d6 (- 1d6 + 2 against 12): failure with Hope 33/144", () => {
    // A pair of sum s fails when the d6 rolls above s − 10 (h + f + 2 − d ≥ 12 ⇔ d ≤ s − 10): s ≤ 10 always, s = 11
    // unless a 1 (5/6), s = 12 on 3–6 (4/6), s = 13 on 4–6 (3/6), s = 14 on 5–6 (2/6), s = 15 on a 6 (1/6), s ≥ 16
    // never. Hope pairs: s ≤ 10: 1+1+2+2+3+3+4+4 = 20; s = 11: 5; 12: 5; 13: 6; 14: 5; 15: 5 (h = 8…12 against
    // f = 7…3 and h > f). 20 + 5×5/6 + 5×4/6 + 6×3/6 + 5×2/6 + 5×1/6 = 20 + 78/6 = 33 pairs' worth of 144.
    const figures = outcomes(dualityOdds(DAGGERHEART_ENGINE, d12s("- 1d6 + 2", 12)));
    expect(figures.failureWithHope).toBeCloseTo(33 / 144, 14);
    expect(figures.critical).toBeCloseTo(1 / 12, 14);
  });

  it(
    "the dice's faces as chosen: Hope d20 and Fear d12, no target: " +
      "a critical 12/240, with Hope 162/240, with Fear 66/240",
    () => {
      // Doubles: 1…12 (12 of 240). Hope higher: for f = 1…12, h = f + 1…20: Σ (20 − f) = 240 − 78 = 162.
      // Fear higher: Σ (f − 1) = 66.
      const odds = dualityOdds(DAGGERHEART_ENGINE, {
        roll: { hope: 20, fear: 12, rest: "+ 1" },
        targets: [],
        experiences: [],
      });
      expect(odds.target).toBeNull();
      const figures = outcomes(odds);
      expect(Object.keys(figures)).toEqual(["critical", "withHope", "withFear"]);
      expect(figures.critical).toBeCloseTo(12 / 240, 14);
      expect(figures.withHope).toBeCloseTo(162 / 240, 14);
      expect(figures.withFear).toBeCloseTo(66 / 240, 14);
      expect(must(odds.choices[0]).outcomes.every((outcome) => !outcome.fromTarget)).toBe(true);
      // No target is made up: the chance of a total of at least a few round numbers instead (3 to 33 here).
      // At least 30 with 1d20 + 1d12 + 1: h + f ≥ 29: (17,12)…(20,9) and so on: 4 + 3 + 2 + 1 = 10 pairs of 240.
      expect(must(odds.totals.find((row) => row.total === 30)).chances[0]).toBeCloseTo(10 / 240, 14);
    },
  );

  it("certain and impossible are exact: + 30 against 12 succeeds surely, and no failure can happen", () => {
    const figures = outcomes(dualityOdds(DAGGERHEART_ENGINE, d12s("+ 30", 12)));
    expect(figures.success).toBe(1);
    expect(figures.failureWithHope).toBe(0);
    expect(figures.failureWithFear).toBe(0);
    // Against 60 only the doubles succeed: a critical always does, whatever the total.
    expect(outcomes(dualityOdds(DAGGERHEART_ENGINE, d12s("+ 2", 60))).success).toBeCloseTo(12 / 144, 14);
  });
});

describe("experiences and targets", () => {
  it(
    "beside each experience the chance it buys: " + "+ 2 more against 12 turns 16 failures with Hope into 9 (+14/144)",
    () => {
      // With + 4 a pair other than a double succeeds at h + f ≥ 8; failures with Hope: sums 3…7: 1 + 1 + 2 + 2 + 3 = 9,
      // and as many with Fear: success 1 − 18/144 = 126/144, against 112/144 with + 2.
      const odds = dualityOdds(
        DAGGERHEART_ENGINE,
        d12s("+ 2", 12, [
          { id: "sneaky", value: 2, selected: false },
          { id: "brave", value: 0, selected: false },
        ]),
      );
      expect(odds.extras).toEqual([
        { id: "experience.sneaky", change: expect.closeTo(14 / 144, 14), fromTarget: true },
        { id: "experience.brave", change: 0, fromTarget: true },
      ]);
      // Chosen, its + 2 is in the roll already: what it buys is the same 14/144, against the roll without it.
      const chosen = dualityOdds(DAGGERHEART_ENGINE, d12s("+ 2 + 2", 12, [{ id: "sneaky", value: 2, selected: true }]));
      expect(must(must(chosen.extras)[0]).change).toBeCloseTo(14 / 144, 14);
    },
  );

  it(
    "several targets: a choice each, judged against its own; " + "a hidden one adds the outcomes the dice alone decide",
    () => {
      const odds = dualityOdds(DAGGERHEART_ENGINE, {
        roll: { hope: 12, fear: 12, rest: "+ 2" },
        targets: [
          { id: "goblin", difficulty: 12, hidden: false },
          { id: "dragon", difficulty: 60, hidden: true },
        ],
        experiences: [{ id: "sneaky", value: 2, selected: false }],
      });
      expect(odds.perChoiceTargets).toBe(true);
      expect(odds.target).toBeNull();
      expect(odds.choices.map((choice) => choice.id)).toEqual(["goblin", "dragon"]);
      expect(outcomes(odds, 0).success).toBeCloseTo(112 / 144, 14);
      expect(outcomes(odds, 1).success).toBeCloseTo(12 / 144, 14);
      expect(Object.keys(outcomes(odds, 1))).toEqual([
        "success",
        "critical",
        "successWithHope",
        "successWithFear",
        "failureWithHope",
        "failureWithFear",
        "withHope",
        "withFear",
      ]);
      expect(outcomes(odds, 1).withHope).toBeCloseTo(66 / 144, 14);
      // What an experience buys differs by target: none is drawn for several.
      expect(odds.extras).toBeUndefined();
    },
  );
});
