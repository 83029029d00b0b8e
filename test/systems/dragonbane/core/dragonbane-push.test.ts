/**
 * A failed Dragonbane test pushed (src/systems/dragonbane/core/dragonbane-push.ts), counted here by brute force over
 * every way the dice fall, from the system's code (pafvel/dragonbane 3f766cb): the formula (dod-test.js:181-195: n
 * d20 keeping the lowest for boons, the highest for banes), the judging (skill-test.js:35-38: success `result <=
 * target`, Dragon `result <= 1 + extraDragons`, Demon `result >= 20`), the push open only on a failure without a
 * Demon (`canPush`), and it rolls every die again with the same options (chat.js:645-656).
 */
import { describe, expect, it } from "vitest";
import { dragonbaneOdds } from "../../../../src/systems/dragonbane/core/dragonbane-odds";
import {
  DRAGONBANE_PUSH,
  freeConditions,
  pushable,
  pushOdds,
} from "../../../../src/systems/dragonbane/core/dragonbane-push";
import { must } from "../../../kit";

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
