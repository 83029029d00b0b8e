import { describe, expect, it } from "vitest";
import { applyGift, recordGroupRoll } from "../../../../src/rule-sets/klepto/core/group-test/group-test-state";
import type { GroupRolls, GroupTestState } from "../../../../src/rule-sets/klepto/core/group-test/group-test-types";
import {
  groupPassAfterEachGift,
  groupPassBefore,
  groupPassIfGiven,
  groupPassSeen,
} from "../../../../src/rule-sets/klepto/core/group-test/group-test-odds";
import { groupResult } from "../../../../src/rule-sets/klepto/core/group-test/group-test-scores";
import type { CritMethod } from "../../../../src/rule-sets/klepto/core/mechanics/critical-dice";
import type { DrawnDice } from "../../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { diceForLevel, netAdvantage } from "../../../../src/rule-sets/klepto/core/mechanics/advantage";
import { dieFacesFor, isCriticalRoll } from "../../../../src/rule-sets/klepto/core/mechanics/critical-dice";
import { judgeTest } from "../../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { groupTestOdds } from "../../../../src/rule-sets/klepto/core/odds/group-odds";
import { passFailOdds } from "../../../../src/rule-sets/klepto/core/odds/range-odds";
import type { CoinSide } from "../../../../src/core/random";
import { groupOf, requestOf, type Member } from "./group-test-fixtures";
import { must } from "../../../kit";

/** Every way `count` dice of a method can fall, with its chance (each 10 by coin flips a fair coin). */
function everyDraw(method: CritMethod, count: number): Array<[DrawnDice, number]> {
  const faces = dieFacesFor(method);
  let draws: Array<[number[], number]> = [[[], 1]];
  for (let i = 0; i < count; i++) {
    draws = draws.flatMap(([so, p]) =>
      Array.from({ length: faces }, (_, f) => [[...so, f + 1], p / faces] as [number[], number]),
    );
  }
  return draws.flatMap(([fs, p]) => {
    const tens = method === "coin" ? fs.filter(isCriticalRoll).length : 0;
    let coinSets: CoinSide[][] = [[]];
    for (let i = 0; i < tens; i++)
      coinSets = coinSets.flatMap((cs) => [
        [...cs, "heads" as CoinSide],
        [...cs, "tails" as CoinSide],
      ]);
    return coinSets.map((coins) => [{ faces: fs, coins }, p / coinSets.length] as [DrawnDice, number]);
  });
}

function levelOf(member: Member): number {
  return netAdvantage(member.advantages ?? 0, member.disadvantages ?? 0);
}

/** Brute force: every roll of every member who has not rolled, then the group's result. */
function enumeratePass(state: GroupTestState, rolls: GroupRolls, pending: Member[]): number {
  if (pending.length === 0) return must(groupResult(state, rolls)).passed ? 1 : 0;
  const [member, ...rest] = pending;
  const request = requestOf(must(member));
  return everyDraw(request.method, diceForLevel(levelOf(must(member)))).reduce((sum, [drawn, p]) => {
    const judged = judgeTest(request, drawn);
    const next = recordGroupRoll(state, must(member).id, `m-${must(member).id}`, judged);
    return sum + p * enumeratePass(next, { ...rolls, [must(member).id]: judged }, rest);
  }, 0);
}

describe("the chance before anyone rolls", () => {
  const cases: Member[][] = [
    [{ id: "a" }, { id: "b", modifier: 2 }],
    [
      { id: "a", advantages: 1, modifier: -1 },
      { id: "b", disadvantages: 1, modifier: 3 },
    ],
    [
      { id: "a", method: "d10ish", modifier: 1 },
      { id: "b", disadvantages: 1, method: "d10ish", modifier: 4 },
    ],
  ];
  it.each(cases.map((c, i) => [i, c] as const))("matches enumeration of every roll (case %i)", (_i, members) => {
    const { state } = groupOf(members);
    expect(groupPassBefore(state)).toBeCloseTo(enumeratePass(state, {}, members), 12);
    expect(groupPassSeen(state, {})).toBeCloseTo(groupPassBefore(state), 12);
  });

  it("is the core's lowest-Score distribution, and not a plain average", () => {
    const members: Member[] = [
      { id: "a", modifier: 1 },
      { id: "b", modifier: 2 },
      { id: "c", advantages: 1 },
    ];
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
      [
        { id: "a", method: "d10ish" },
        { id: "b", method: "d10ish" },
      ],
      [
        { id: "a", advantages: 2, disadvantages: 2, modifier: 1 },
        { id: "b", advantages: 2, disadvantages: 2, modifier: 2, method: "d10ish" },
      ],
    ];
    for (const members of cases) {
      const { state } = groupOf(members);
      expect(groupPassSeen(state, {})).toBe(groupPassBefore(state));
    }
  });

  it("gives the members still to roll the same chance whoever has rolled, once the known Scores pass", () => {
    const rest: Member[] = [
      { id: "b", modifier: 1 },
      { id: "c", disadvantages: 1, modifier: 2 },
    ];
    const rolled = groupOf([{ id: "a", faces: [9] }, ...rest]);
    expect(groupPassSeen(rolled.state, rolled.rolls)).toBe(groupPassBefore(groupOf(rest).state));
  });
});

describe("the Disadvantage ruling, on the card's only implementation", () => {
  it("a receiver who rolled at D1, +0, and got one gift passes 35% of the time: the odds of no Disadvantage", () => {
    // The removed legacy judge kept the D1 roll's low die and added the gift's die: 1 − (1 − 0.35²) × 0.65 = 42.96%.
    let pass = 0;
    for (const [drawn, p] of everyDraw("coin", 2)) {
      const receiver = judgeTest(requestOf({ id: "r", disadvantages: 1 }), drawn);
      const { state, rolls } = groupOf([
        { id: "g", modifier: 3, faces: [9] },
        { id: "r", disadvantages: 1 },
      ]);
      const rolled = recordGroupRoll(state, "r", "m-r", receiver);
      const all = { ...rolls, r: receiver };
      if (must(groupResult(applyGift(rolled, all, "g", "r"), all)).passed) pass += p;
    }
    expect(pass).toBeCloseTo(0.35, 14);
  });
});

describe("the chance with some rolls in", () => {
  it("matches enumeration of the rolls still to come", () => {
    const members: Member[] = [
      { id: "a", faces: [8] },
      { id: "b", modifier: 1, disadvantages: 1 },
      { id: "c", advantages: 1, modifier: 2 },
    ];
    const { state, rolls } = groupOf(members);
    expect(groupPassSeen(state, rolls)).toBeCloseTo(enumeratePass(state, rolls, members.slice(1)), 12);
    const failed = groupOf([{ id: "a", faces: [3] }, { id: "b" }]);
    expect(groupPassSeen(failed.state, failed.rolls)).toBe(0);
  });
});

/** Brute force over a gift's die: every face (and coin) applied to the card, then the group's result. */
function enumerateGift(
  state: GroupTestState,
  rolls: GroupRolls,
  giver: string,
  receiver: string,
  method: CritMethod,
): number {
  return everyDraw(method, 1).reduce(
    (sum, [drawn, p]) =>
      sum + p * (must(groupResult(applyGift(state, rolls, giver, receiver, drawn), rolls)).passed ? 1 : 0),
    0,
  );
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
      const planned = must(groupPassIfGiven(state, rolls, "g", "r"));
      const brute = enumerateGift(state, rolls, "g", "r", method);
      expect(planned).toBeCloseTo(brute, 12);
      expect(planned).toBeGreaterThan(0);
      expect(planned).toBeLessThan(1);
      // Once given, the gift's line states the chance after its die: a 2 leaves r at 3 (fails), a [10!] lifts r.
      const given = applyGift(state, rolls, "g", "r", { faces: [2], coins: [] });
      expect(groupPassAfterEachGift(given, rolls)).toEqual([0]);
      expect(groupPassSeen(given, rolls)).toBe(0);
      const lifted = applyGift(state, rolls, "g", "r", {
        faces: [method === "coin" ? 10 : 20],
        coins: method === "coin" ? ["heads"] : [],
      });
      expect(groupPassAfterEachGift(lifted, rolls)).toEqual([1]);
    }
  });

  it("chains: each gift's figure counts its own die and those before it, never a later one", () => {
    const members: Member[] = [
      { id: "g", faces: [9], modifier: 2 },
      { id: "r", faces: [3] },
      { id: "s", faces: [2] },
    ];
    const { state, rolls } = groupOf(members);
    const first = applyGift(state, rolls, "g", "r", { faces: [8], coins: [] });
    const planned = must(groupPassIfGiven(first, rolls, "g", "s"));
    expect(planned).toBeCloseTo(enumerateGift(first, rolls, "g", "s", "coin"), 12);
    const second = applyGift(first, rolls, "g", "s", { faces: [7], coins: [] });
    // After the first gift r passes on 8, s still fails on 2; after the second s passes on 7.
    expect(groupPassAfterEachGift(second, rolls)).toEqual([0, 1]);
    expect(groupPassSeen(second, rolls)).toBe(1);
  });

  it(
    "the Kleptonomicon's [0!] on a gift's die: " +
      "the line after it says the group still fails, not the chance before the die",
    () => {
      // g (9 + 2) gives r (4 + 1 = 5) an Advantage; before its die the group passes on 6..9 or a [10!]: 0.4 + 0.05 =
      // 45%.
      const { state, rolls } = groupOf([
        { id: "g", faces: [9], modifier: 2 },
        { id: "r", faces: [4], modifier: 1 },
      ]);
      expect(groupPassIfGiven(state, rolls, "g", "r")).toBeCloseTo(0.45, 14);
      const zero = applyGift(state, rolls, "g", "r", { faces: [10], coins: ["tails"] });
      expect(groupPassAfterEachGift(zero, rolls)).toEqual([0]);
    },
  );

  it("leaves nothing to chance when the gift rolls no die", () => {
    const dis = groupOf([
      { id: "g", faces: [9] },
      { id: "r", disadvantages: 1, faces: [8, 3] },
    ]);
    expect(groupPassIfGiven(dis.state, dis.rolls, "g", "r")).toBe(1);
    const plus = groupOf(
      [
        { id: "g", faces: [9] },
        { id: "r", faces: [5] },
      ],
      "plusOne",
    );
    expect(groupPassIfGiven(plus.state, plus.rolls, "g", "r")).toBe(0);
    const twice = applyGift(plus.state, plus.rolls, "g", "r");
    expect(groupPassAfterEachGift(twice, plus.rolls)).toEqual([0]);
    expect(groupPassIfGiven(twice, plus.rolls, "g", "r")).toBeNull();
  });
});

/**
 * Brute force for a viewer who may not see some members' rolls: every roll those members could have made (and every
 * die of the gifts they received), the group's result counted over all of them. The figure a viewer gets must be this
 * — what they may see, and nothing of what they may not.
 */
function enumerateUnseen(state: GroupTestState, rolls: GroupRolls, hidden: Member[]): number {
  if (hidden.length === 0) return must(groupResult(state, rolls)).passed ? 1 : 0;
  const [member, ...rest] = hidden;
  const request = requestOf(must(member));
  const gifts = state.gifts.filter((gift) => gift.receiver === must(member).id);
  return everyDraw(request.method, diceForLevel(levelOf(must(member)))).reduce((sum, [drawn, p]) => {
    const judged = judgeTest(request, drawn);
    const withRoll = { ...rolls, [must(member).id]: judged };
    // The gifts this member received, each die drawn again: every face of each (a cancelled Disadvantage rolls none).
    let states: Array<[GroupTestState, number]> = [
      [{ ...state, gifts: state.gifts.filter((gift) => gift.receiver !== must(member).id) }, 1],
    ];
    for (const gift of gifts) {
      states = states.flatMap(([so, q]) => {
        const dice =
          gift.dice.faces.length === 0
            ? [[{ faces: [], coins: [] }, 1] as [DrawnDice, number]]
            : everyDraw(request.method, 1);
        return dice.map(([die, r]): [GroupTestState, number] => [
          { ...so, gifts: [...so.gifts, { ...gift, dice: die }] },
          q * r,
        ]);
      });
    }
    return sum + p * states.reduce((inner, [next, q]) => inner + q * enumerateUnseen(next, withRoll, rest), 0);
  }, 0);
}

describe("the chance a viewer sees, given only the rolls they may see", () => {
  const seesAllBut = (id: string) => (other: string) => other !== id;

  it("a roll hidden from the viewer moves none of their figures: it counts as before it was rolled", () => {
    const before = groupOf([{ id: "a" }, { id: "b", modifier: 2 }]);
    const rolled = groupOf([
      { id: "a", faces: [2] },
      { id: "b", modifier: 2 },
    ]);
    expect(groupPassSeen(rolled.state, rolled.rolls)).toBe(0);
    expect(groupPassSeen(rolled.state, rolled.rolls, seesAllBut("a"))).toBe(groupPassSeen(before.state, before.rolls));
  });

  it(
    "after gifts, a hidden receiver's chance counts the gifts it received, " +
      "as enumeration over its roll and their dice",
    () => {
      for (const reading of ["dice", "plusOne"] as const) {
        for (const r of [
          { id: "r", faces: [4], modifier: 1 },
          { id: "r", disadvantages: 1, faces: [8, 3], modifier: 1 },
        ] satisfies Member[]) {
          const { state, rolls } = groupOf([{ id: "g", faces: [9], modifier: 2 }, r, { id: "o", faces: [8] }], reading);
          const needsDie = reading === "dice" && r.disadvantages === undefined;
          // The button before the first gift: r one gift up, its roll and the gift's die both unseen.
          const planned = applyGift(state, rolls, "g", "r", needsDie ? { faces: [1], coins: [] } : undefined);
          expect(groupPassIfGiven(state, rolls, "g", "r", seesAllBut("r"))).toBeCloseTo(
            enumerateUnseen(planned, rolls, [r]),
            12,
          );
          let given = applyGift(state, rolls, "g", "r", needsDie ? { faces: [10], coins: ["tails"] } : undefined);
          given = applyGift(given, rolls, "g", "r", reading === "dice" ? { faces: [6], coins: [] } : undefined);
          const seen = seesAllBut("r");
          const hand = enumerateUnseen(given, rolls, [r]);
          expect(groupPassAfterEachGift(given, rolls, seen)[1]).toBeCloseTo(hand, 12);
          const first = { ...given, gifts: given.gifts.slice(0, 1) };
          expect(groupPassAfterEachGift(given, rolls, seen)[0]).toBeCloseTo(enumerateUnseen(first, rolls, [r]), 12);
          // Whatever r rolled and its gifts' dice showed, the viewer's figures are the same: r's own 4 or 8, 3 is in
          // none.
          const otherRoll = groupOf(
            [
              { id: "g", faces: [9], modifier: 2 },
              { ...r, faces: r.faces.map(() => 1) },
              { id: "o", faces: [8] },
            ],
            reading,
          );
          let otherGiven = applyGift(
            otherRoll.state,
            otherRoll.rolls,
            "g",
            "r",
            needsDie ? { faces: [9], coins: [] } : undefined,
          );
          otherGiven = applyGift(
            otherGiven,
            otherRoll.rolls,
            "g",
            "r",
            reading === "dice" ? { faces: [1], coins: [] } : undefined,
          );
          expect(groupPassAfterEachGift(otherGiven, otherRoll.rolls, seen)).toEqual(
            groupPassAfterEachGift(given, rolls, seen),
          );
        }
      }
    },
  );
});
