import { describe, expect, it } from "vitest";
import { applyGift, recordGroupRoll } from "../../../src/core/group-tests/group-test-state";
import type { GroupRolls, GroupTestState } from "../../../src/core/group-tests/group-test-types";
import { groupPassAfterEachGift, groupPassBefore, groupPassIfGiven, groupPassNow } from "../../../src/core/group-tests/group-test-odds";
import { groupResult } from "../../../src/core/group-tests/group-test-scores";
import type { CritMethod } from "../../../src/rule-sets/klepto/core/mechanics/critical-dice";
import type { DrawnDice } from "../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { diceForLevel, netAdvantage } from "../../../src/rule-sets/klepto/core/mechanics/advantage";
import { dieFacesFor, isCriticalRoll } from "../../../src/rule-sets/klepto/core/mechanics/critical-dice";
import { judgeTest } from "../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { groupTestOdds } from "../../../src/rule-sets/klepto/core/odds/group-odds";
import { passFailOdds } from "../../../src/rule-sets/klepto/core/odds/range-odds";
import type { CoinSide } from "../../../src/core/random";
import { groupOf, requestOf, type Member } from "./group-test-fixtures";

/** Every way `count` dice of a method can fall, with its chance (each 10 by coin flips a fair coin). */
function everyDraw(method: CritMethod, count: number): Array<[DrawnDice, number]> {
  const faces = dieFacesFor(method);
  let draws: Array<[number[], number]> = [[[], 1]];
  for (let i = 0; i < count; i++) {
    draws = draws.flatMap(([so, p]) => Array.from({ length: faces }, (_, f) => [[...so, f + 1], p / faces] as [number[], number]));
  }
  return draws.flatMap(([fs, p]) => {
    const tens = method === "coin" ? fs.filter(isCriticalRoll).length : 0;
    let coinSets: CoinSide[][] = [[]];
    for (let i = 0; i < tens; i++) coinSets = coinSets.flatMap((cs) => [[...cs, "heads" as CoinSide], [...cs, "tails" as CoinSide]]);
    return coinSets.map((coins) => [{ faces: fs, coins }, p / coinSets.length] as [DrawnDice, number]);
  });
}

function levelOf(member: Member): number {
  return netAdvantage(member.advantages ?? 0, member.disadvantages ?? 0);
}

/** Brute force: every roll of every member who has not rolled, then the group's result. */
function enumeratePass(state: GroupTestState, rolls: GroupRolls, pending: Member[]): number {
  if (pending.length === 0) return groupResult(state, rolls)!.passed ? 1 : 0;
  const [member, ...rest] = pending;
  const request = requestOf(member!);
  return everyDraw(request.method, diceForLevel(levelOf(member!))).reduce((sum, [drawn, p]) => {
    const judged = judgeTest(request, drawn);
    const next = recordGroupRoll(state, member!.id, `m-${member!.id}`, judged);
    return sum + p * enumeratePass(next, { ...rolls, [member!.id]: judged }, rest);
  }, 0);
}

describe("the chance before anyone rolls", () => {
  const cases: Member[][] = [
    [{ id: "a" }, { id: "b", modifier: 2 }],
    [{ id: "a", advantages: 1, modifier: -1 }, { id: "b", disadvantages: 1, modifier: 3 }],
    [{ id: "a", method: "d10ish", modifier: 1 }, { id: "b", disadvantages: 1, method: "d10ish", modifier: 4 }],
  ];
  it.each(cases.map((c, i) => [i, c] as const))("matches enumeration of every roll (case %i)", (_i, members) => {
    const { state } = groupOf(members);
    expect(groupPassBefore(state)).toBeCloseTo(enumeratePass(state, {}, members), 12);
    expect(groupPassNow(state, {})).toBeCloseTo(groupPassBefore(state), 12);
  });

  it("is the core's lowest-Score distribution, and not a plain average", () => {
    const members: Member[] = [{ id: "a", modifier: 1 }, { id: "b", modifier: 2 }, { id: "c", advantages: 1 }];
    const { state } = groupOf(members);
    expect(groupPassBefore(state)).toBe(passFailOdds(groupTestOdds(members.map(requestOf))).pass);
    // One member at modifier 0 passes on 7, 8, 9 or heads on the 10: 0.3 + 0.05.
    expect(groupPassBefore(groupOf([{ id: "a" }, { id: "b" }]).state)).toBeCloseTo(0.35 * 0.35, 14);
  });
});

describe("one computation per chance", () => {
  it("gives the very same number now, with nobody rolled, as before anyone rolled", () => {
    // Two plain members pass with 0.35 each: a product of the two and the lowest-Score distribution differ in the
    // last bit (0.12249999999999998 against 0.1225), which the card once showed as 12.2% beside 12.3%.
    const cases: Member[][] = [
      [{ id: "a" }, { id: "b" }],
      [{ id: "a", method: "d10ish" }, { id: "b", method: "d10ish" }],
      [{ id: "a", advantages: 2, disadvantages: 2, modifier: 1 }, { id: "b", advantages: 2, disadvantages: 2, modifier: 2, method: "d10ish" }],
    ];
    for (const members of cases) {
      const { state } = groupOf(members);
      expect(groupPassNow(state, {})).toBe(groupPassBefore(state));
    }
  });

  it("gives the members still to roll the same chance whoever has rolled, once the known Scores pass", () => {
    const rest: Member[] = [{ id: "b", modifier: 1 }, { id: "c", disadvantages: 1, modifier: 2 }];
    const rolled = groupOf([{ id: "a", faces: [9] }, ...rest]);
    expect(groupPassNow(rolled.state, rolled.rolls)).toBe(groupPassBefore(groupOf(rest).state));
  });
});

describe("the Disadvantage ruling, on the card's only implementation", () => {
  it("a receiver who rolled at D1, +0, and got one gift passes 35% of the time: the odds of no Disadvantage", () => {
    // The removed legacy judge kept the D1 roll's low die and added the gift's die: 1 − (1 − 0.35²) × 0.65 = 42.96%.
    let pass = 0;
    for (const [drawn, p] of everyDraw("coin", 2)) {
      const receiver = judgeTest(requestOf({ id: "r", disadvantages: 1 }), drawn);
      const { state, rolls } = groupOf([{ id: "g", modifier: 3, faces: [9] }, { id: "r", disadvantages: 1 }]);
      const rolled = recordGroupRoll(state, "r", "m-r", receiver);
      const all = { ...rolls, r: receiver };
      if (groupResult(applyGift(rolled, all, "g", "r"), all)!.passed) pass += p;
    }
    expect(pass).toBeCloseTo(0.35, 14);
  });
});

describe("the chance with some rolls in", () => {
  it("matches enumeration of the rolls still to come", () => {
    const members: Member[] = [{ id: "a", faces: [8] }, { id: "b", modifier: 1, disadvantages: 1 }, { id: "c", advantages: 1, modifier: 2 }];
    const { state, rolls } = groupOf(members);
    expect(groupPassNow(state, rolls)).toBeCloseTo(enumeratePass(state, rolls, members.slice(1)), 12);
    const failed = groupOf([{ id: "a", faces: [3] }, { id: "b" }]);
    expect(groupPassNow(failed.state, failed.rolls)).toBe(0);
  });
});

/** Brute force over a gift's die: every face (and coin) applied to the card, then the group's result. */
function enumerateGift(state: GroupTestState, rolls: GroupRolls, giver: string, receiver: string, method: CritMethod): number {
  return everyDraw(method, 1).reduce((sum, [drawn, p]) => sum + p * (groupResult(applyGift(state, rolls, giver, receiver, drawn), rolls)!.passed ? 1 : 0), 0);
}

describe("the chance after each gift", () => {
  it("averages over the gift's die, still to roll when the gift is planned", () => {
    for (const method of ["coin", "d10ish"] as const) {
      const members: Member[] = [
        { id: "g", modifier: 3, method, faces: [method === "coin" ? 9 : 18] },
        { id: "r", modifier: 1, method, faces: [method === "coin" ? 4 : 8] },
        { id: "o", method, faces: [method === "coin" ? 8 : 17] },
      ];
      const { state, rolls } = groupOf(members);
      const planned = groupPassIfGiven(state, rolls, "g", "r")!;
      const brute = enumerateGift(state, rolls, "g", "r", method);
      expect(planned).toBeCloseTo(brute, 12);
      expect(planned).toBeGreaterThan(0);
      expect(planned).toBeLessThan(1);
      // Once given (with whatever die it rolled), the history keeps the chance at the moment it was planned.
      const given = applyGift(state, rolls, "g", "r", { faces: [2], coins: [] });
      expect(groupPassAfterEachGift(given, rolls)).toEqual([planned]);
      expect(groupPassNow(given, rolls)).toBe(0);
    }
  });

  it("chains: the second gift's figure counts the first gift's die as rolled", () => {
    const members: Member[] = [{ id: "g", faces: [9], modifier: 2 }, { id: "r", faces: [3] }, { id: "s", faces: [2] }];
    const { state, rolls } = groupOf(members);
    const first = applyGift(state, rolls, "g", "r", { faces: [8], coins: [] });
    const planned = groupPassIfGiven(first, rolls, "g", "s")!;
    expect(planned).toBeCloseTo(enumerateGift(first, rolls, "g", "s", "coin"), 12);
    const second = applyGift(first, rolls, "g", "s", { faces: [7], coins: [] });
    const history = groupPassAfterEachGift(second, rolls);
    expect(history[1]).toBe(planned);
    expect(history[0]).toBe(0); // s still fails whatever r's die shows
    expect(groupPassNow(second, rolls)).toBe(1);
  });

  it("leaves nothing to chance when the gift rolls no die", () => {
    const dis = groupOf([{ id: "g", faces: [9] }, { id: "r", disadvantages: 1, faces: [8, 3] }]);
    expect(groupPassIfGiven(dis.state, dis.rolls, "g", "r")).toBe(1);
    const plus = groupOf([{ id: "g", faces: [9] }, { id: "r", faces: [5] }], "plusOne");
    expect(groupPassIfGiven(plus.state, plus.rolls, "g", "r")).toBe(0);
    const twice = applyGift(plus.state, plus.rolls, "g", "r");
    expect(groupPassAfterEachGift(twice, plus.rolls)).toEqual([0]);
    expect(groupPassIfGiven(twice, plus.rolls, "g", "r")).toBeNull();
  });
});
