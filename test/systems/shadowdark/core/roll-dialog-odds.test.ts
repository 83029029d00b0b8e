/**
 * Shadowdark's figures (src/systems/shadowdark/core/roll-dialog-odds.ts), each worked out by hand here from
 * Shadowdark's rules as its code applies them (docs/systems-shadowdark.md "The rules"): advantage rolls `2d20kh`, the
 * better of two d20 (P(≥ n) = 1 − ((n − 1)/20)²), disadvantage `2d20kl`, the worse (((21 − n)/20)²); success is the
 * total against the DC alone (RollSD#success), a critical reads the first die's own total.
 */
import { describe, expect, it } from "vitest";
import {
  shadowdarkOdds,
  shadowdarkRollOdds,
  type ShadowdarkOddsInput,
} from "../../../../src/systems/shadowdark/core/roll-dialog-odds";
import { SHADOWDARK_ENGINE } from "../../../../src/systems/shadowdark/ui/calculator-engine";
import { must } from "../../../kit";

/** The three radios' rolls as `applyAdvantage` writes them, with `rest` after the die; criticals at 20 and 1. */
function question(rest: string, dc: number | null, extra: Partial<ShadowdarkOddsInput> = {}): ShadowdarkOddsInput {
  const rolls = {
    advantage: { natural: "2d20kh1", rest },
    normal: { natural: "1d20", rest },
    disadvantage: { natural: "2d20kl1", rest },
  };
  return { rolls, dc, criticals: { success: 20, failure: 1 }, chosen: "normal", ...extra };
}

/** Each radio's outcome `key`, in the dialog's order. */
function figures(q: ShadowdarkOddsInput, key: string): number[] {
  return shadowdarkOdds(SHADOWDARK_ENGINE, q).choices.map(
    (choice) => must(choice.outcomes.find((outcome) => outcome.key === key)).probability,
  );
}

function expectClose(actual: number[], expected: number[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((p, i) => expect(p).toBeCloseTo(must(expected[i]), 12));
}

describe("Shadowdark's three advantage radios", () => {
  it("1d20 + 3 against DC 12 needs a 9 on the die: 84% with advantage (1 − (8/20)²), 60%, 36% (0.6²)", () => {
    const q = question("+ 3", 12, { chosen: "advantage" });
    expectClose(figures(q, "success"), [1 - (8 / 20) ** 2, 12 / 20, (12 / 20) ** 2]);
    expectClose(figures(q, "success"), [0.84, 0.6, 0.36]);
    // A natural 20: 1 − (19/20)² with advantage, 1/20, (1/20)²; a natural 1 the other way round.
    expectClose(figures(q, "criticalSuccess"), [39 / 400, 1 / 20, 1 / 400]);
    expectClose(figures(q, "criticalFailure"), [1 / 400, 1 / 20, 39 / 400]);
    const odds = shadowdarkOdds(SHADOWDARK_ENGINE, q);
    expect([odds.target, odds.chosen, odds.choices.map((choice) => choice.id)]).toEqual([
      12,
      "advantage",
      ["advantage", "normal", "disadvantage"],
    ]);
    expect(must(odds.choices[0]).outcomes.map((outcome) => [outcome.key, outcome.fromTarget])).toEqual([
      ["success", true],
      ["criticalSuccess", false],
      ["criticalFailure", false],
    ]);
  });

  it("a natural 20 short of the DC is no success (1d20 − 5 against 18: none), though it is a critical success", () => {
    expect(figures(question("- 5", 18), "success")).toEqual([0, 0, 0]);
    expectClose(figures(question("- 5", 18), "criticalSuccess"), [39 / 400, 1 / 20, 1 / 400]);
  });

  it(
    "a natural 1 that reaches the DC is a success (1d20 + 9 against 10: " +
      "certain, exactly 1), and a critical failure",
    () => {
      expect(figures(question("+ 9", 10), "success")).toEqual([1, 1, 1]);
      expectClose(figures(question("+ 9", 10), "criticalFailure"), [1 / 400, 1 / 20, 39 / 400]);
    },
  );

  it(
    "a critical threshold of 19 counts 19 and 20: 19%, 10%, 1%; " +
      "a threshold of none, never; a roll that cannot be critical shows none",
    () => {
      expectClose(figures(question("+ 0", 15, { criticals: { success: 19, failure: 1 } }), "criticalSuccess"), [
        1 - (18 / 20) ** 2,
        2 / 20,
        (2 / 20) ** 2,
      ]);
      expect(figures(question("+ 0", 15, { criticals: { success: null, failure: null } }), "criticalSuccess")).toEqual([
        0, 0, 0,
      ]);
      const plain = shadowdarkOdds(SHADOWDARK_ENGINE, question("+ 0", 15, { criticals: null }));
      expect(plain.choices.map((choice) => choice.outcomes.map((outcome) => outcome.key))).toEqual([
        ["success"],
        ["success"],
        ["success"],
      ]);
    },
  );

  it("without a DC: no success, the criticals, and each radio's chance of 5, 10, 15 and 20 or more on 1d20 + 3", () => {
    const odds = shadowdarkOdds(SHADOWDARK_ENGINE, question("+ 3", null));
    expect(odds.target).toBeNull();
    expect(must(odds.choices[1]).outcomes.map((outcome) => outcome.key)).toEqual([
      "criticalSuccess",
      "criticalFailure",
    ]);
    // At least 5, 10, 15, 20 need a natural 2, 7, 12, 17: 19/20, 14/20, 9/20, 4/20 on one die.
    const expected = [2, 7, 12, 17].map((n) => [1 - ((n - 1) / 20) ** 2, (21 - n) / 20, ((21 - n) / 20) ** 2]);
    expect(odds.totals.map((row) => row.total)).toEqual([5, 10, 15, 20]);
    odds.totals.forEach((row, index) => expectClose([...row.chances], must(expected[index])));
  });
});

describe("a luck token's reroll of a failed roll (shadowdarkRollOdds)", () => {
  it("is the same roll again, as RollSD judges it: the kept die of 2d20kh + 3 at least 12, 400 pairs", () => {
    // rerollFromMessage rolls the stored formula again (its `kh` already written), success = total ≥ DC.
    let successes = 0;
    for (let a = 1; a <= 20; a += 1) for (let b = 1; b <= 20; b += 1) if (Math.max(a, b) + 3 >= 12) successes += 1;
    const made = {
      choice: "advantage" as const,
      roll: { natural: "2d20kh1", rest: "+ 3" },
      dc: 12,
      criticals: { success: 20, failure: 1 },
    };
    const odds = shadowdarkRollOdds(SHADOWDARK_ENGINE, made, true);
    expect(odds.choices.map((choice) => choice.id)).toEqual(["advantage", "luckReroll"]);
    const success = must(odds.choices[1]?.outcomes.find((outcome) => outcome.key === "success"));
    expect(success.probability).toBeCloseTo(successes / 400, 12);
    expect(success.fromTarget).toBe(true);
    expect(shadowdarkRollOdds(SHADOWDARK_ENGINE, made).choices).toHaveLength(1);
  });
});
