/**
 * Dragonbane's figures (src/systems/dragonbane/core/dragonbane-odds.ts), each counted by hand here from the system's
 * code (docs/systems-dragonbane.md "The rules"): n d20 keeping the lowest is at or under k unless every die is over
 * it, 1 − ((20 − k)/20)^n; keeping the highest, only if every die is at or under it, (k/20)^n.
 */
import { describe, expect, it } from "vitest";
import {
  diceOf,
  dragonbaneOdds,
  dragonbaneFormula,
  type DragonbaneQuestion,
} from "../../../../src/systems/dragonbane/core/dragonbane-odds";
import {
  DRAGONBANE_PUSH,
  freeConditions,
  pushable,
  pushOdds,
} from "../../../../src/systems/dragonbane/core/dragonbane-push";
import { must } from "../../../kit";

function figures(question: DragonbaneQuestion): Record<string, number> {
  const choice = must(dragonbaneOdds(question).choices[0]);
  return Object.fromEntries(choice.outcomes.map((outcome) => [outcome.key, outcome.probability]));
}

function expectFigures(actual: Record<string, number>, expected: Record<string, number>): void {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [key, value] of Object.entries(expected)) expect(must(actual[key]), key).toBeCloseTo(value, 12);
}

const plain = { boons: 0, banes: 0, extraDragons: 0 };

describe("Dragonbane's test: d20 at or under the value, boons and banes, Dragon and Demon apart", () => {
  it("skill 12, no boon or bane (d20): success 12/20, Dragon 1/20, Demon 1/20, failure 8/20 (13–19 and the 20)", () => {
    expectFigures(figures({ ...plain, target: 12 }), { success: 0.6, failure: 0.4, dragon: 0.05, demon: 0.05 });
    expect(dragonbaneFormula(plain)).toBe("d20");
  });

  it(
    "skill 12, one boon (2d20kl): failure only if both dice are over 12, (8/20)²: " +
      "success 336/400, Dragon 39/400, Demon 1/400",
    () => {
      expectFigures(figures({ ...plain, boons: 1, target: 12 }), {
        success: 336 / 400,
        failure: 64 / 400,
        dragon: 39 / 400,
        demon: 1 / 400,
      });
      expect(dragonbaneFormula({ boons: 1, banes: 0 })).toBe("2d20kl");
    },
  );

  it(
    "skill 12, two banes and an extra boon: one bane left (2d20kh): " +
      "success (12/20)² = 144/400, Dragon 1/400, Demon 39/400",
    () => {
      expectFigures(figures({ boons: 1, banes: 2, extraDragons: 0, target: 12 }), {
        success: 144 / 400,
        failure: 256 / 400,
        dragon: 1 / 400,
        demon: 39 / 400,
      });
      expect(dragonbaneFormula({ boons: 1, banes: 2 })).toBe("2d20kh");
    },
  );

  it("a weapon enchanted 2, no boon or bane: a Dragon is 1 to 3, 3/20", () => {
    expect(figures({ ...plain, extraDragons: 2, target: 12 }).dragon).toBeCloseTo(0.15, 12);
  });

  it("boons and banes cancel one for one: two of each roll one d20", () => {
    expect(diceOf({ boons: 2, banes: 2 })).toEqual({ count: 1, keep: null });
    expectFigures(figures({ boons: 2, banes: 2, extraDragons: 0, target: 7 }), {
      success: 7 / 20,
      failure: 13 / 20,
      dragon: 1 / 20,
      demon: 1 / 20,
    });
  });

  it(
    "a Dragon against a value of 0 is no success; " +
      "a 20 against 20 or more is a success and a Demon, as the system keeps them",
    () => {
      expectFigures(figures({ ...plain, target: 0 }), { success: 0, failure: 1, dragon: 0.05, demon: 0.05 });
      expectFigures(figures({ ...plain, target: 20 }), { success: 1, failure: 0, dragon: 0.05, demon: 0.05 });
      expect(figures({ ...plain, target: 25 }).success).toBe(1);
    },
  );

  it(
    "the largest pool the dialog's selects make, 9 extra boons and 3 sources (13d20kl): " +
      "success at 10 is 1 − (1/2)^13 = 8191/8192",
    () => {
      expectFigures(figures({ boons: 12, banes: 0, extraDragons: 0, target: 10 }), {
        success: 8191 / 8192,
        failure: 1 / 8192,
        dragon: 1 - (19 / 20) ** 13,
        demon: (1 / 20) ** 13,
      });
      expect(dragonbaneFormula({ boons: 12, banes: 0 })).toBe("13d20kl");
      // 13 banes' worth (13d20kh) at 19: every die at or under 19.
      expect(figures({ boons: 0, banes: 12, extraDragons: 0, target: 19 }).success).toBeCloseTo((19 / 20) ** 13, 14);
    },
  );

  it("a reviewer's three by hand: 4d20kh at 7, 3d20kl at 15 enchanted 3, 2d20kh at 25", () => {
    // Three banes: every one of four dice at or under 7, 7⁴ of 20⁴ = 2401/160000; a Demon unless all are under 20.
    expectFigures(figures({ boons: 0, banes: 3, extraDragons: 0, target: 7 }), {
      success: 2401 / 160000,
      failure: 157599 / 160000,
      dragon: 1 / 160000,
      demon: 29679 / 160000,
    });
    // Two boons, a weapon enchanted 3 (a Dragon is 1–4): over 15 only if all three are, (5/20)³ = 1/64.
    expectFigures(figures({ boons: 2, banes: 0, extraDragons: 3, target: 15 }), {
      success: 63 / 64,
      failure: 1 / 64,
      dragon: 1 - (16 / 20) ** 3,
      demon: 1 / 8000,
    });
    // A value of 25: every die succeeds, the Demon still 1 − (19/20)² of the higher of two.
    expectFigures(figures({ boons: 0, banes: 1, extraDragons: 0, target: 25 }), {
      success: 1,
      failure: 0,
      dragon: 1 / 400,
      demon: 39 / 400,
    });
  });

  it("without a known value: only the Dragon and the Demon, no options' changes", () => {
    const odds = dragonbaneOdds({
      ...plain,
      boons: 1,
      target: null,
      options: [{ id: "boons.Luck", withIt: { ...plain, boons: 1 }, withoutIt: plain }],
    });
    expect(must(odds.choices[0]).outcomes.map((outcome) => outcome.key)).toEqual(["dragon", "demon"]);
    expect([odds.target, odds.extras]).toEqual([null, []]);
  });

  it(
    "an option's change is the chance of success with it less without it: " +
      "a boon at 12 adds 336/400 − 240/400 = 24%",
    () => {
      const odds = dragonbaneOdds({
        ...plain,
        boons: 1,
        target: 12,
        options: [
          { id: "boons.Luck", withIt: { ...plain, boons: 1 }, withoutIt: plain },
          { id: "banes.Fear", withIt: { ...plain, boons: 1, banes: 1 }, withoutIt: { ...plain, boons: 1 } },
        ],
      });
      expect(odds.extras?.map((extra) => [extra.id, extra.fromTarget])).toEqual([
        ["boons.Luck", true],
        ["banes.Fear", true],
      ]);
      expect(must(odds.extras?.[0]).change).toBeCloseTo(0.24, 12);
      expect(must(odds.extras?.[1]).change).toBeCloseTo(-0.24, 12);
    },
  );
});

/**
 * A failed Dragonbane test pushed (src/systems/dragonbane/core/dragonbane-push.ts), counted here by brute force over
 * every way the dice fall, from the system's code (pafvel/dragonbane 3f766cb): the formula (dod-test.js:181-195: n
 * d20 keeping the lowest for boons, the highest for banes), the judging (skill-test.js:35-38: success `result <=
 * target`, Dragon `result <= 1 + extraDragons`, Demon `result >= 20`), the push open only on a failure without a
 * Demon (`canPush`), and it rolls every die again with the same options (chat.js:645-656).
 */
/** Every way n d20 fall, each kept die as the formula keeps it. */
function keptDice(boons: number, banes: number): number[] {
  const n = 1 + Math.abs(boons - banes);
  const kept: number[] = [];
  for (let i = 0; i < 20 ** n; i++) {
    const dice = Array.from({ length: n }, (_, d) => (Math.floor(i / 20 ** d) % 20) + 1);
    kept.push(boons > banes ? Math.min(...dice) : Math.max(...dice));
  }
  return kept;
}

function counted(boons: number, banes: number, target: number, extraDragons: number): Record<string, number> {
  const kept = keptDice(boons, banes);
  const share = (test: (die: number) => boolean) => kept.filter(test).length / kept.length;
  return {
    success: share((die) => die <= target),
    failure: share((die) => die > target),
    dragon: share((die) => die <= 1 + extraDragons),
    demon: share((die) => die >= 20),
  };
}

describe("a Dragonbane push: the same dice rolled again, open only on a failure without a Demon", () => {
  it("the push is open on 13–19 against 12, never on a success or on the Demon (a 20), whatever the value", () => {
    for (const target of [0, 12, 19, 20, 25])
      for (let result = 1; result <= 20; result++)
        expect(pushable(result, target), `${result} against ${target}`).toBe(!(result <= target) && !(result >= 20));
  });

  for (const [boons, banes, target, extraDragons] of [
    [0, 0, 12, 0],
    [1, 0, 12, 0],
    [0, 2, 9, 0],
    [2, 1, 14, 2],
    [0, 0, 20, 0],
  ] as const)
    it(`boons ${boons}, banes ${banes}, value ${target}, extra Dragons ${extraDragons}: as counted`, () => {
      const rolled = dragonbaneOdds({ boons, banes, extraDragons, target });
      const odds = pushOdds(rolled, { boons, banes, extraDragons }, target);
      expect(odds.choices.map((choice) => choice.id)).toEqual(["roll", DRAGONBANE_PUSH]);
      const push = must(odds.choices[1]);
      const expected = counted(boons, banes, target, extraDragons);
      expect(push.outcomes.map((outcome) => outcome.key)).toEqual(["success", "failure", "dragon", "demon"]);
      for (const outcome of push.outcomes)
        expect(outcome.probability, outcome.key).toBeCloseTo(must(expected[outcome.key]), 12);
    });

  it("the conditions a push may take are those not taken yet, in the character's order; none left, none", () => {
    expect(freeConditions((attribute) => attribute === "agl")).toEqual(["str", "con", "int", "wil", "cha"]);
    expect(freeConditions(() => true)).toEqual([]);
  });
});
