import { describe, expect, it } from "vitest";
import {
  applyGift,
  closeGroupTest,
  giftNeedsDie,
  giftRefusal,
  mayGive,
  recordGroupRoll,
  startGroupTest,
} from "../../../../src/rule-sets/klepto/core/group-test/group-test-state";
import type { GroupTestState } from "../../../../src/rule-sets/klepto/core/group-test/group-test-types";
import {
  groupFinalScores,
  groupResult,
  memberFinal,
} from "../../../../src/rule-sets/klepto/core/group-test/group-test-scores";
import { IndieDiceError } from "../../../../src/core/errors";
import { KLEPTO_LIMITS } from "../../../../src/rule-sets/klepto/core/limits";
import { expectIndieError } from "./expect-error";
import { groupOf, judged, requestOf, TEXT_EXAMPLE, type Member } from "./group-test-fixtures";
import { indieErrorIn, must } from "../../../kit";

/** The error key a call throws (it must throw an IndieDiceError). */
function keyOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(IndieDiceError);
    return indieErrorIn(error).key;
  }
  throw new Error("did not throw");
}

const E = "INDIE_DICE.GroupTest.Error";

describe("starting a group test", () => {
  it("keeps the participants as plain JSON, open, with no rolls or gifts", () => {
    const { state } = groupOf([{ id: "a" }, { id: "b", ranges: "[..6] caught, [7..] unseen" }]);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state).toMatchObject({ version: 1, status: "open", reading: "dice", ranges: null, gifts: [] });
    expect(state.participants.map((p) => [p.id, p.messageId])).toEqual([
      ["a", null],
      ["b", null],
    ]);
    expect(must(state.participants[1]).request.ranges).toBe("[..6] caught, [7..] unseen");
  });

  it("needs two participants, at most the group limit, each id once", () => {
    // Too few and too many are refused alike, by the one limit (issue 18: "needs at least 2" but "1 to 20").
    expect(KLEPTO_LIMITS.kleptoGroupSize).toMatchObject({ min: 2, max: 20 });
    const alone = expectIndieError(() => groupOf([{ id: "a" }]), "INDIE_DICE.Error.Limit.KleptoGroupSize");
    expect(alone.message).toBe("Kleptonomicon: a Group Test has 2 to 20 participants, not 1.");
    const crowd = Array.from({ length: KLEPTO_LIMITS.kleptoGroupSize.max + 1 }, (_, i) => ({ id: `p${i}` }));
    const tooMany = expectIndieError(() => groupOf(crowd), "INDIE_DICE.Error.Limit.KleptoGroupSize");
    expect(tooMany.message).toBe("Kleptonomicon: a Group Test has 2 to 20 participants, not 21.");
    expect(groupOf(crowd.slice(1)).state.participants).toHaveLength(KLEPTO_LIMITS.kleptoGroupSize.max);
    expect(keyOf(() => groupOf([{ id: "a" }, { id: "a" }]))).toBe(`${E}.DuplicateId`);
    expect(keyOf(() => groupOf([{ id: "a" }, { id: "" }]))).toBe(`${E}.BadId`);
  });

  it("refuses bad requests, ranges and readings", () => {
    expect(keyOf(() => groupOf([{ id: "a", modifier: 1.5 }, { id: "b" }]))).toBe("INDIE_DICE.Error.Klepto.Modifier");
    expect(() => groupOf([{ id: "a", ranges: "[7..] x, [5..8] y" }, { id: "b" }])).toThrow(IndieDiceError);
    expect(keyOf(() => startGroupTest({ participants: [], reading: "odd" as "dice" }))).toBe(`${E}.Reading`);
  });
});

describe("recording rolls", () => {
  const members: Member[] = [
    { id: "a", faces: [7] },
    { id: "b", modifier: 1 },
  ];

  it("records a participant's message once", () => {
    const { state } = groupOf(members);
    const next = recordGroupRoll(state, "b", "m-b", judged({ id: "b", modifier: 1, faces: [4] }));
    expect(next.participants.map((p) => p.messageId)).toEqual(["m-a", "m-b"]);
    expect(must(state.participants[1]).messageId).toBeNull();
  });

  it("refuses an unknown participant, a second roll, a reused message, the wrong Test and a closed card", () => {
    const { state } = groupOf(members);
    const roll = judged({ id: "b", modifier: 1, faces: [4] });
    expect(keyOf(() => recordGroupRoll(state, "zed", "m-z", roll))).toBe(`${E}.Unknown`);
    expect(keyOf(() => recordGroupRoll(state, "a", "m-a2", judged(must(members[0]))))).toBe(`${E}.AlreadyRolled`);
    expect(keyOf(() => recordGroupRoll(state, "b", "m-a", roll))).toBe(`${E}.MessageUsed`);
    expect(keyOf(() => recordGroupRoll(state, "b", "", roll))).toBe(`${E}.BadMessage`);
    expect(keyOf(() => recordGroupRoll(state, "b", "m-b", judged({ id: "b", modifier: 2, faces: [4] })))).toBe(
      `${E}.WrongRoll`,
    );
    expect(
      keyOf(() => recordGroupRoll(state, "b", "m-b", judged({ id: "b", modifier: 1, advantages: 1, faces: [4, 2] }))),
    ).toBe(`${E}.WrongRoll`);
    expect(
      keyOf(() => recordGroupRoll(state, "b", "m-b", judged({ id: "b", modifier: 1, method: "d10ish", faces: [4] }))),
    ).toBe(`${E}.WrongRoll`);
    expect(keyOf(() => recordGroupRoll(closeGroupTest(state), "b", "m-b", roll))).toBe(`${E}.Closed`);
  });

  it("accepts a roll whose Advantages and Disadvantages cancel to the same level", () => {
    const { state } = groupOf([
      { id: "a", faces: [7] },
      { id: "b", advantages: 2, disadvantages: 1 },
    ]);
    const next = recordGroupRoll(state, "b", "m-b", judged({ id: "b", advantages: 1, faces: [3, 9] }));
    expect(must(next.participants[1]).messageId).toBe("m-b");
  });
});

describe("who may give", () => {
  const members: Member[] = [
    { id: "six", faces: [6] },
    { id: "seven", faces: [7] },
    { id: "nine", modifier: 2, faces: [7] },
    { id: "ten", faces: [10], coins: ["tails"] },
    { id: "crit", faces: [10], coins: ["heads"] },
    { id: "high", modifier: 3, faces: [7] },
  ];
  const { state, rolls } = groupOf(members);

  it("a Score of 7+ gives one Advantage, 10+ (and a Critical Success) two, by the giver's own roll", () => {
    expect(mayGive(state, rolls, "six", "seven")).toBe(false);
    expect(must(giftRefusal(state, rolls, "six", "seven")).key).toBe(`${E}.GiftLowScore`);
    const one = applyGift(state, rolls, "seven", "six", { faces: [2], coins: [] });
    expect(must(giftRefusal(one, rolls, "seven", "nine")).key).toBe(`${E}.GiftAllGiven`);
    const two = applyGift(applyGift(state, rolls, "high", "six", { faces: [2], coins: [] }), rolls, "high", "nine", {
      faces: [2],
      coins: [],
    });
    expect(mayGive(two, rolls, "high", "seven")).toBe(false);
    expect(mayGive(state, rolls, "crit", "six")).toBe(true);
    const critTwice = applyGift(
      applyGift(state, rolls, "crit", "six", { faces: [1], coins: [] }),
      rolls,
      "crit",
      "six",
      { faces: [1], coins: [] },
    );
    expect(mayGive(critTwice, rolls, "crit", "six")).toBe(false);
    // A Critical Failure ([0!]) gives nothing.
    expect(must(giftRefusal(state, rolls, "ten", "six")).key).toBe(`${E}.GiftLowScore`);
  });

  it("a gift received never lets the receiver give more", () => {
    // "six" is lifted to 9 by a gift but gave on its own 6: nothing.
    const lifted = applyGift(state, rolls, "seven", "six", { faces: [9], coins: [] });
    expect(memberFinal(lifted, rolls, "six").final).toEqual({ total: 9, crit: null });
    expect(must(giftRefusal(lifted, rolls, "six", "nine")).key).toBe(`${E}.GiftLowScore`);
  });

  it("never to oneself, never to or from a stranger", () => {
    expect(must(giftRefusal(state, rolls, "high", "high")).key).toBe(`${E}.GiftSelf`);
    expect(must(giftRefusal(state, rolls, "high", "zed")).key).toBe(`${E}.Unknown`);
    expect(must(giftRefusal(state, rolls, "zed", "high")).key).toBe(`${E}.Unknown`);
  });

  it("at most 3 per plain receiver, counting the Advantages they rolled with", () => {
    const givers: Member[] = [
      { id: "g1", faces: [9] },
      { id: "g2", faces: [9] },
      { id: "g3", faces: [9] },
      { id: "g4", faces: [9] },
      { id: "r", faces: [2] },
      { id: "a2", advantages: 2, faces: [2, 3, 1] },
    ];
    const g = groupOf(givers);
    let s: GroupTestState = g.state;
    for (const giver of ["g1", "g2", "g3"]) s = applyGift(s, g.rolls, giver, "r", { faces: [1], coins: [] });
    expect(must(giftRefusal(s, g.rolls, "g4", "r")).key).toBe(`${E}.GiftCap`);
    const once = applyGift(g.state, g.rolls, "g1", "a2", { faces: [1], coins: [] });
    expect(must(giftRefusal(once, g.rolls, "g2", "a2")).key).toBe(`${E}.GiftCap`);
    expect(() => applyGift(once, g.rolls, "g2", "a2", { faces: [1], coins: [] })).toThrow(IndieDiceError);
  });

  it(
    "the cap of 3 counts what remains after cancelling: " +
      "a D2 receiver takes five gifts, a D3 six, an A3 none (docs/rulings.md)",
    () => {
      const givers: Member[] = Array.from({ length: 4 }, (_, i) => ({ id: `g${i}`, modifier: 1, faces: [9] }));
      const g = groupOf([
        ...givers,
        { id: "d2", disadvantages: 2, faces: [6, 5, 2] },
        { id: "d3", disadvantages: 3, faces: [6, 5, 4, 2] },
        { id: "a3", advantages: 3, faces: [2, 3, 1, 4] },
      ]);
      expect(must(giftRefusal(g.state, g.rolls, "g0", "a3")).key).toBe(`${E}.GiftCap`);
      // Each giver (Score 10) gives two; the first two gifts to d2 cancel its Disadvantages, the next three roll dice.
      const plan: Array<[string, number | null]> = [
        ["g0", null],
        ["g0", null],
        ["g1", 3],
        ["g1", 7],
        ["g2", 4],
      ];
      let s: GroupTestState = g.state;
      for (const [giver, face] of plan)
        s = applyGift(s, g.rolls, giver, "d2", face === null ? undefined : { faces: [face], coins: [] });
      expect(memberFinal(s, g.rolls, "d2")).toMatchObject({
        received: 5,
        setAside: [2, 1],
        final: { total: 7, crit: null },
        kept: { from: "gift", index: 1 },
      });
      const refusal = must(giftRefusal(s, g.rolls, "g2", "d2"));
      expect(refusal.key).toBe(`${E}.GiftCap`);
      expect(refusal.data).toMatchObject({ room: 5 });
      expect(mayGive(s, g.rolls, "g2", "d3")).toBe(true);

      let d3: GroupTestState = g.state;
      for (const giver of ["g0", "g0", "g1", "g1", "g2", "g2"]) {
        d3 = applyGift(
          d3,
          g.rolls,
          giver,
          "d3",
          giftNeedsDie(d3, g.rolls, "d3") ? { faces: [1], coins: [] } : undefined,
        );
      }
      expect(memberFinal(d3, g.rolls, "d3")).toMatchObject({
        received: 6,
        setAside: [3, 2, 1],
        extraDice: [{ value: 1 }, { value: 1 }, { value: 1 }],
      });
      expect(must(giftRefusal(d3, g.rolls, "g3", "d3")).key).toBe(`${E}.GiftCap`);
    },
  );

  it("only once everyone has rolled, and never on a closed card", () => {
    const partial = groupOf([{ id: "a", faces: [9] }, { id: "b", faces: [3] }, { id: "c" }]);
    expect(must(giftRefusal(partial.state, partial.rolls, "a", "b")).key).toBe(`${E}.GiftBeforeRolls`);
    expect(must(giftRefusal(closeGroupTest(state), rolls, "seven", "six")).key).toBe(`${E}.Closed`);
  });
});

describe("the dice reading", () => {
  it("a gift rolls one more d10 and the receiver keeps the best", () => {
    const { state, rolls } = groupOf([
      { id: "g", faces: [9] },
      { id: "r", modifier: 1, faces: [4] },
    ]);
    expect(giftNeedsDie(state, rolls, "r")).toBe(true);
    const better = applyGift(state, rolls, "g", "r", { faces: [8], coins: [] });
    expect(memberFinal(better, rolls, "r")).toMatchObject({
      final: { total: 9, crit: null },
      kept: { from: "gift", index: 0 },
    });
    const worse = applyGift(state, rolls, "g", "r", { faces: [2], coins: [] });
    expect(memberFinal(worse, rolls, "r")).toMatchObject({
      final: { total: 5, crit: null },
      kept: { from: "roll", index: 0 },
    });
  });

  it("resolves a 10 on the gift's die by its coin, and needs exactly the die the gift rolls", () => {
    const { state, rolls } = groupOf([
      { id: "g", faces: [9] },
      { id: "r", faces: [4] },
    ]);
    const heads = applyGift(state, rolls, "g", "r", { faces: [10], coins: ["heads"] });
    expect(memberFinal(heads, rolls, "r").final).toEqual({ total: 10, crit: "success" });
    const tails = applyGift(state, rolls, "g", "r", { faces: [10], coins: ["tails"] });
    expect(memberFinal(tails, rolls, "r").final).toEqual({ total: 4, crit: null });
    expect(keyOf(() => applyGift(state, rolls, "g", "r"))).toBe(`${E}.GiftDice`);
    expect(keyOf(() => applyGift(state, rolls, "g", "r", { faces: [3, 4], coins: [] }))).toBe(`${E}.GiftDice`);
    expect(() => applyGift(state, rolls, "g", "r", { faces: [10], coins: [] })).toThrow(IndieDiceError);
    expect(() => applyGift(state, rolls, "g", "r", { faces: [11], coins: [] })).toThrow(IndieDiceError);
  });

  it("the gift's die is the receiver's crit method: a d20 face for the d10ish die", () => {
    const { state, rolls } = groupOf([
      { id: "g", faces: [9] },
      { id: "r", method: "d10ish", faces: [9] },
    ]);
    const gift = applyGift(state, rolls, "g", "r", { faces: [17], coins: [] });
    expect(memberFinal(gift, rolls, "r").final).toEqual({ total: 8, crit: null });
  });

  it(
    "a receiver at Disadvantage has one Disadvantage cancelled: " +
      "the last die is set aside, the lowest of the rest kept",
    () => {
      // D1: 8 then 3, the 3 is kept. The gift sets the 3 aside: the 8 counts.
      const { state, rolls } = groupOf([
        { id: "g", faces: [9] },
        { id: "h", faces: [9] },
        { id: "r", disadvantages: 1, faces: [8, 3] },
      ]);
      expect(giftNeedsDie(state, rolls, "r")).toBe(false);
      expect(keyOf(() => applyGift(state, rolls, "g", "r", { faces: [5], coins: [] }))).toBe(`${E}.GiftDice`);
      const cancelled = applyGift(state, rolls, "g", "r");
      expect(memberFinal(cancelled, rolls, "r")).toMatchObject({
        setAside: [1],
        extraDice: [],
        final: { total: 8, crit: null },
        kept: { from: "roll", index: 0 },
      });
      // Once the Disadvantage is gone, the next gift rolls a die and keeps the best of it and the first die.
      expect(giftNeedsDie(cancelled, rolls, "r")).toBe(true);
      const lifted = applyGift(cancelled, rolls, "h", "r", { faces: [9], coins: [] });
      expect(memberFinal(lifted, rolls, "r")).toMatchObject({
        setAside: [1],
        final: { total: 9, crit: null },
        kept: { from: "gift", index: 0 },
      });
    },
  );

  it("a receiver at Disadvantage 3 loses its dice from the last, keeping the lowest of those left", () => {
    const { state, rolls } = groupOf([
      { id: "g1", faces: [9] },
      { id: "g2", faces: [9] },
      { id: "r", disadvantages: 3, faces: [6, 9, 7, 2] },
    ]);
    expect(must(memberFinal(state, rolls, "r").final).total).toBe(2);
    const one = applyGift(state, rolls, "g1", "r");
    expect(memberFinal(one, rolls, "r")).toMatchObject({ setAside: [3], final: { total: 6 } });
    const two = applyGift(one, rolls, "g2", "r");
    expect(memberFinal(two, rolls, "r")).toMatchObject({ setAside: [3, 2], final: { total: 6 } });
  });
});

describe("the +1 reading", () => {
  it("plays the text's own example: Alice turns David's 6 into a 7, Bob's two turn Carol's 5 into a 7", () => {
    const { state, rolls } = groupOf(TEXT_EXAMPLE, "plusOne");
    expect(groupResult(state, rolls)).toMatchObject({
      lowestId: "carol",
      score: { total: 5, crit: null },
      passed: false,
    });
    expect(giftNeedsDie(state, rolls, "david")).toBe(false);
    let s = applyGift(state, rolls, "alice", "david");
    expect(memberFinal(s, rolls, "david").final).toEqual({ total: 7, crit: null });
    s = applyGift(applyGift(s, rolls, "bob", "carol"), rolls, "bob", "carol");
    expect(memberFinal(s, rolls, "carol")).toMatchObject({ bonus: 2, final: { total: 7, crit: null } });
    expect(groupFinalScores(s, rolls).map((m) => must(m.final).total)).toEqual([8, 11, 7, 7]);
    const result = must(groupResult(s, rolls));
    expect(result).toMatchObject({ lowestId: "carol", score: { total: 7, crit: null }, passed: true, ranges: null });
  });

  it("leaves a Critical Roll as it is", () => {
    const { state, rolls } = groupOf(
      [
        { id: "g", faces: [9] },
        { id: "r", faces: [10], coins: ["tails"] },
      ],
      "plusOne",
    );
    expect(memberFinal(applyGift(state, rolls, "g", "r"), rolls, "r").final).toEqual({ total: 0, crit: "failure" });
  });
});

describe("the group's result", () => {
  it("waits for everyone, then is the lowest final Score; a Critical Failure is lowest of all", () => {
    expect(groupResult(groupOf([{ id: "a", faces: [9] }, { id: "b" }]).state, {})).toBeNull();
    const { state, rolls } = groupOf([
      { id: "a", modifier: -5, faces: [3] },
      { id: "b", modifier: 5, faces: [10], coins: ["tails"] },
    ]);
    expect(groupResult(state, rolls)).toMatchObject({ lowestId: "b", score: { crit: "failure" }, passed: false });
  });

  it("reads the card's ranges, else the lowest member's own", () => {
    const members: Member[] = [
      { id: "a", faces: [9], ranges: "[..6] seen, [7..] hidden" },
      { id: "b", faces: [3], ranges: "[..4] caught, [5..] fine" },
    ];
    expect(must(must(must(groupResult(groupOf(members).state, groupOf(members).rolls)).ranges).ranges[0]).effect).toBe(
      "caught",
    );
    const card = groupOf(members, "dice", "[..6] alarm, [7..] quiet");
    expect(must(must(must(groupResult(card.state, card.rolls)).ranges).ranges[0]).effect).toBe("alarm");
  });

  it("is derived again from the state, the rolls and the gifts' faces alone", () => {
    const { state, rolls } = groupOf(TEXT_EXAMPLE);
    const s = applyGift(applyGift(state, rolls, "bob", "carol", { faces: [4], coins: [] }), rolls, "bob", "carol", {
      faces: [8],
      coins: [],
    });
    const copy = JSON.parse(JSON.stringify(s)) as GroupTestState;
    const rollsCopy = Object.fromEntries(TEXT_EXAMPLE.map((m) => [m.id, judged(m)]));
    expect(groupFinalScores(copy, rollsCopy)).toEqual(groupFinalScores(s, rolls));
    expect(must(memberFinal(s, rolls, "carol").final).total).toBe(8);
  });

  it("names a recorded roll the caller did not pass", () => {
    const { state } = groupOf(TEXT_EXAMPLE);
    expect(keyOf(() => groupFinalScores(state, {}))).toBe(`${E}.RollMissing`);
  });
});

describe("closing", () => {
  it("closes once, and a closed card takes no more gifts", () => {
    const { state, rolls } = groupOf(TEXT_EXAMPLE);
    const closed = closeGroupTest(state);
    expect(closed.status).toBe("closed");
    expect(state.status).toBe("open");
    expect(keyOf(() => closeGroupTest(closed))).toBe(`${E}.Closed`);
    expect(keyOf(() => applyGift(closed, rolls, "alice", "david", { faces: [3], coins: [] }))).toBe(`${E}.Closed`);
    expect(must(groupResult(closed, rolls)).score.total).toBe(5);
  });

  it("every refusal has an English message", () => {
    const { state, rolls } = groupOf(TEXT_EXAMPLE);
    const refusal = must(giftRefusal(state, rolls, "carol", "david"));
    expect(refusal.message).toBe(
      "Group Test: carol's own Score is below 7, so they have no Advantage to give.".replace("carol", "Carol"),
    );
    expect(requestOf({ id: "x" })).toEqual({ modifier: 0, advantages: 0, disadvantages: 0, method: "coin" });
  });
});
