import { describe, expect, it } from "vitest";
import type { Gift, GroupMember, TestOptions } from "../../../src/core/mechanics/klepto";
import {
  giftAllowance,
  giftPlanProblems,
  judgeGroupTest,
  judgeTest,
  receivingRoom,
  rollGroupTest,
  rollTest,
  standardBand,
  validateGiftPlan,
} from "../../../src/core/mechanics/klepto";
import { scriptedSource } from "../../../src/core/random";
import { expectIndieError, klepto } from "./expect-error";

function member(id: string, faces: number[], options: TestOptions = {}): GroupMember {
  const coins = faces.filter((face) => face === 10).map(() => "heads" as const);
  return { id, test: judgeTest(options, { faces, coins }) };
}

/** The rules text's Stealth Group Test; everyone's Stealth Modifier is +2 (the text gives only the Scores). */
function stealthGroup(): GroupMember[] {
  return [
    member("Alice", [6], { modifier: 2 }), // 8
    member("Bob", [9], { modifier: 2 }), // 11
    member("Carol", [3], { modifier: 2 }), // 5
    member("David", [4], { modifier: 2 }), // 6
  ];
}

const stealthGifts: Gift[] = [
  { from: "Alice", to: "David", count: 1 },
  { from: "Bob", to: "Carol", count: 2 },
];

describe("rules text: the Alice, Bob, Carol and David Group Test", () => {
  // The text turns David's 6 into a 7 and Carol's 5 into a 7 as if a given Advantage were +1 to the Score.
  // The rule is an extra d10 for the receiver, keeping the best die, so the extra dice here are scripted
  // to land on those same Scores: David's extra d10 shows 5 (5 + 2 = 7), Carol's two show 5 and 2 (5 + 2 = 7).
  it("Alice's 8 gives David one Advantage, Bob's 11 gives Carol two, and the group scores 7 (Mixed)", () => {
    const group = stealthGroup();
    expect(group.map((m) => m.test.total)).toEqual([8, 11, 5, 6]);
    expect(group.map((m) => giftAllowance(m.test))).toEqual([1, 2, 0, 0]);

    // Extra dice are drawn in member order: Carol's two, then David's one.
    const source = scriptedSource([5, 2, 5]);
    const result = rollGroupTest(source, group, stealthGifts);
    expect(source.remaining).toBe(0);

    const finals = Object.fromEntries(result.members.map((m) => [m.id, m.final.total]));
    expect(finals).toEqual({ Alice: 8, Bob: 11, Carol: 7, David: 7 });
    expect(result.members.find((m) => m.id === "Carol")!.received).toBe(2);
    expect(result.score).toEqual({ total: 7, crit: null });
    expect(result.lowestId).toBe("Carol");
    expect(standardBand(result.score)).toBe("mixed");
  });

  it("judges the same from dice drawn elsewhere", () => {
    const rolled = rollGroupTest(scriptedSource([5, 2, 5]), stealthGroup(), stealthGifts);
    const judged = judgeGroupTest(stealthGroup(), stealthGifts, {
      Carol: { faces: [5, 2], coins: [] },
      David: { faces: [5], coins: [] },
    });
    expect(judged).toEqual(rolled);
  });
});

describe("given Advantages", () => {
  it("keep the first roll's die when no extra die beats it", () => {
    const group = [member("A", [9], { modifier: 1 }), member("B", [2])];
    const result = judgeGroupTest(group, [{ from: "A", to: "B", count: 1 }], { B: { faces: [1], coins: [] } });
    const b = result.members[1]!;
    expect(b.finalDie).toBe(b.test.dice[0]);
    expect(b.final.total).toBe(2);
  });

  it("resolve a Critical Roll on an extra die before keeping the best", () => {
    const group = [member("A", [8]), member("B", [3])];
    const tails = judgeGroupTest(group, [{ from: "A", to: "B", count: 1 }], { B: { faces: [10], coins: ["tails"] } });
    expect(tails.members[1]!.final).toEqual({ total: 3, crit: null });
    const heads = judgeGroupTest(group, [{ from: "A", to: "B", count: 1 }], { B: { faces: [10], coins: ["heads"] } });
    expect(heads.members[1]!.final).toEqual({ total: 10, crit: "success" });
    expect(heads.score).toEqual({ total: 8, crit: null });
  });

  it("lift a kept Critical Failure with the extra die", () => {
    const failing: GroupMember = { id: "B", test: judgeTest({}, { faces: [10], coins: ["tails"] }) };
    const result = judgeGroupTest([member("A", [7]), failing], [{ from: "A", to: "B", count: 1 }], {
      B: { faces: [4], coins: [] },
    });
    expect(result.members[1]!.final).toEqual({ total: 4, crit: null });
  });

  it("use the receiver's own crit method for the extra dice", () => {
    const group = [member("A", [8]), { id: "B", test: judgeTest({ method: "d10ish" }, { faces: [6], coins: [] }) }];
    const result = rollGroupTest(scriptedSource([20]), group, [{ from: "A", to: "B", count: 1 }]);
    expect(result.members[1]!.final).toEqual({ total: 10, crit: "success" });
  });

  it("leave the group's Score with a Critical Failure nobody lifted", () => {
    const failing: GroupMember = { id: "C", test: judgeTest({ modifier: 9 }, { faces: [10], coins: ["tails"] }) };
    const result = judgeGroupTest([member("A", [2]), failing], []);
    expect(result.lowestId).toBe("C");
    expect(result.score).toEqual({ total: 9, crit: "failure" });
  });
});

describe("gift plans", () => {
  it("let a 7+ give one, a 10+ or Critical Success two, a Critical Failure none", () => {
    expect(giftAllowance({ total: 6, crit: null })).toBe(0);
    expect(giftAllowance({ total: 7, crit: null })).toBe(1);
    expect(giftAllowance({ total: 10, crit: null })).toBe(2);
    expect(giftAllowance({ total: 4, crit: "success" })).toBe(2);
    expect(giftAllowance({ total: 12, crit: "failure" })).toBe(0);
  });

  it("refuse over-giving, counted over all of a giver's gifts", () => {
    const group = [member("A", [8]), member("B", [2]), member("C", [3])];
    const plan = [
      { from: "A", to: "B", count: 1 },
      { from: "A", to: "C", count: 1 },
    ];
    const error = expectIndieError(() => validateGiftPlan(group, plan), klepto("GiftOverGiving"));
    expect(error.data).toEqual({ id: "A", score: 8, allowed: 1, given: 2 });
  });

  it("refuse giving to oneself, to or from strangers, and counts that are not whole and positive", () => {
    const group = [member("A", [9], { modifier: 3 }), member("B", [2])];
    expectIndieError(() => validateGiftPlan(group, [{ from: "A", to: "A", count: 1 }]), klepto("GiftSelf"));
    expectIndieError(() => validateGiftPlan(group, [{ from: "A", to: "Z", count: 1 }]), klepto("GiftUnknown"));
    expectIndieError(() => validateGiftPlan(group, [{ from: "Z", to: "B", count: 1 }]), klepto("GiftUnknown"));
    expectIndieError(() => validateGiftPlan(group, [{ from: "A", to: "B", count: 0 }]), klepto("GiftCount"));
    expectIndieError(() => validateGiftPlan(group, [{ from: "A", to: "B", count: 1.5 }]), klepto("GiftCount"));
  });

  it("cap the receiver's Advantage level at three in all", () => {
    const group = [
      member("A", [10], { modifier: 1 }),
      member("B", [9]),
      member("C", [2, 3, 4], { advantages: 2 }),
      member("D", [5, 1, 2, 3], { disadvantages: 3 }),
    ];
    expect(receivingRoom(group[2]!.test)).toBe(1);
    expect(receivingRoom(group[3]!.test)).toBe(3);
    const plan = [
      { from: "A", to: "C", count: 1 },
      { from: "B", to: "C", count: 1 },
    ];
    const error = expectIndieError(() => validateGiftPlan(group, plan), klepto("GiftCap"));
    expect(error.data).toEqual({ id: "C", level: 2, received: 2, room: 1 });
    expect(giftPlanProblems(group, [{ from: "A", to: "D", count: 2 }, { from: "B", to: "D", count: 1 }])).toEqual([]);
  });

  it("list every problem at once", () => {
    const group = [member("A", [2]), member("B", [3])];
    const problems = giftPlanProblems(group, [
      { from: "A", to: "B", count: 1 },
      { from: "B", to: "A", count: 1 },
    ]);
    expect(problems.map((p) => p.key)).toEqual([klepto("GiftOverGiving"), klepto("GiftOverGiving")]);
  });

  it("refuse an empty group and a repeated name", () => {
    expectIndieError(() => validateGiftPlan([], []), klepto("GroupEmpty"));
    expectIndieError(() => validateGiftPlan([member("A", [2]), member("A", [3])], []), klepto("GroupDuplicate"));
  });

  it("refuse extra dice that do not match the Advantages received", () => {
    const group = [member("A", [8]), member("B", [3])];
    const gifts = [{ from: "A", to: "B", count: 1 }];
    const error = expectIndieError(() => judgeGroupTest(group, gifts, {}), klepto("GiftDice"));
    expect(error.data).toEqual({ id: "B", received: 1, given: 0 });
    expectIndieError(() => judgeGroupTest(group, [], { A: { faces: [3], coins: [] } }), klepto("GiftDice"));
    const stray = { B: { faces: [3], coins: [] }, Z: { faces: [], coins: [] } };
    expectIndieError(() => judgeGroupTest(group, gifts, stray), klepto("GiftDiceUnknown"));
  });

  it("rolls nothing for a plan without gifts", () => {
    const result = rollGroupTest(scriptedSource([]), [member("A", [4])], []);
    expect(result.score).toEqual({ total: 4, crit: null });
    expect(result.members[0]!.extraDice).toEqual([]);
  });

  it("gives a plain JSON result", () => {
    const group = [member("A", [10]), { id: "B", test: rollTest(scriptedSource([4])) }];
    const result = rollGroupTest(scriptedSource([7]), group, [{ from: "A", to: "B", count: 1 }]);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});
