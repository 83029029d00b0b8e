import { describe, expect, it } from "vitest";
import { d2FromCoin, d2FromD6, d3FromD6 } from "../../../../src/rule-sets/olde/core/mechanics/small-dice";
import { judgeOlde, rollOlde } from "../../../../src/rule-sets/olde/core/mechanics/roll";
import { judgeOldeContest, rollOldeContest } from "../../../../src/rule-sets/olde/core/mechanics/contest";
import { alwaysMax, alwaysMin, scriptedSource } from "../../../../src/core/random";
import { must } from "../../../kit";

/** Every worked example of the Dungeons of Olde dice text, with the dice it names scripted. */

describe("Die-roll format", () => {
  it("2d8 gives a result between 2 and 16", () => {
    const spec = { count: 2, faces: 8, unlimited: false };
    expect(rollOlde(spec, alwaysMin).total).toBe(2);
    expect(rollOlde(spec, alwaysMax).total).toBe(16);
  });

  it("2d6-1 with a 3 and a 5 is (3 + 5) - 1 = 7", () => {
    const source = scriptedSource([3, 5]);
    const result = rollOlde({ count: 2, faces: 6, adjustment: -1, unlimited: false }, source);
    expect(result.diceTotal).toBe(8);
    expect(result.total).toBe(7);
    expect(source.remaining).toBe(0);
  });

  it("2d6+1 and 3d8-1 add their adjustment to the total of all dice", () => {
    expect(rollOlde({ count: 2, faces: 6, adjustment: 1, unlimited: false }, scriptedSource([1, 1])).total).toBe(3);
    expect(rollOlde({ count: 3, faces: 8, adjustment: -1, unlimited: false }, scriptedSource([8, 8, 8])).total).toBe(
      23,
    );
  });
});

describe("d2 and d3 from a d6", () => {
  it("a d3 is a d6 halved and rounded up: 1-2 → 1, 3-4 → 2, 5-6 → 3", () => {
    // The text says "5 and 6 count as a 6". That is a slip: its own rule (halve, round up) gives 3, and a d3
    // has no face 6. The test follows the rule.
    expect([1, 2, 3, 4, 5, 6].map(d3FromD6)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it("a d2 by the high-low method: 1-3 → 1, 4-6 → 2", () => {
    expect([1, 2, 3, 4, 5, 6].map((face) => d2FromD6(face, "high-low"))).toEqual([1, 1, 1, 2, 2, 2]);
  });

  it("a d2 by the odd-even method: odd → 1, even → 2", () => {
    expect([1, 2, 3, 4, 5, 6].map((face) => d2FromD6(face, "odd-even"))).toEqual([1, 2, 1, 2, 1, 2]);
  });

  it("a d2 by coin toss: heads counts 1, tails counts 2", () => {
    expect(d2FromCoin("heads")).toBe(1);
    expect(d2FromCoin("tails")).toBe(2);
  });
});

describe("Rolling unlimited dice", () => {
  it("1d8 unlimited: 8, then 8, then 3 — 8 + 8 + 3 = 19", () => {
    const source = scriptedSource([8, 8, 3]);
    const result = rollOlde({ count: 1, faces: 8, unlimited: true }, source);
    expect(result.dice).toEqual([{ throws: [8, 8, 3], total: 19, explosions: 2, capped: false }]);
    expect(result.total).toBe(19);
    expect(result.exploded).toBe(true);
    expect(result.capped).toBe(false);
    expect(source.remaining).toBe(0);
  });

  it("3d6 unlimited: 2, 3 and 6, then only the 6 is thrown again and shows 4 — (2 + 3 + 6) + 4 = 15", () => {
    const source = scriptedSource([2, 3, 6, 4]);
    const result = rollOlde({ count: 3, faces: 6, unlimited: true }, source);
    expect(result.dice.map((die) => die.throws)).toEqual([[2], [3], [6, 4]]);
    expect(result.total).toBe(15);
    expect(source.remaining).toBe(0);
  });

  it("2d4+1 unlimited: 2 and 4, the 4 explodes into 4 and then 3; 13 on the dice, +1 after = 14", () => {
    const source = scriptedSource([2, 4, 4, 3]);
    const result = rollOlde({ count: 2, faces: 4, adjustment: 1, unlimited: true }, source);
    expect(result.dice.map((die) => die.throws)).toEqual([[2], [4, 4, 3]]);
    expect(result.diceTotal).toBe(13);
    expect(result.total).toBe(14);
    expect(source.remaining).toBe(0);
  });

  it("judges the same three examples from faces Foundry already threw", () => {
    expect(judgeOlde({ count: 1, faces: 8, unlimited: true }, [[8, 8, 3]]).total).toBe(19);
    expect(judgeOlde({ count: 3, faces: 6, unlimited: true }, [[2], [3], [6, 4]]).total).toBe(15);
    expect(judgeOlde({ count: 2, faces: 4, adjustment: 1, unlimited: true }, [[2], [4, 4, 3]]).total).toBe(14);
  });

  it("the adjustment comes after the dice: a negative one never stops a die from exploding", () => {
    const result = rollOlde({ count: 1, faces: 4, adjustment: -3, unlimited: true }, scriptedSource([4, 1]));
    expect(must(result.dice[0]).throws).toEqual([4, 1]);
    expect(result.total).toBe(2);
  });
});

describe("d2 and d3 are ordinary dice when unlimited", () => {
  it("1d3 unlimited explodes on 3: 3, 3, 1 = 7", () => {
    expect(rollOlde({ count: 1, faces: 3, unlimited: true }, scriptedSource([3, 3, 1])).total).toBe(7);
  });

  it("1d3 unlimited stops on 2", () => {
    const result = rollOlde({ count: 1, faces: 3, unlimited: true }, scriptedSource([2]));
    expect(result.total).toBe(2);
    expect(result.exploded).toBe(false);
  });

  it("1d2 unlimited explodes on 2: 2, 2, 2, 1 = 7", () => {
    expect(rollOlde({ count: 1, faces: 2, unlimited: true }, scriptedSource([2, 2, 2, 1])).total).toBe(7);
  });

  it("a d3 thrown with a d6 explodes when the d6 shows 5 or 6", () => {
    const d6Throws = [6, 5, 2];
    const result = judgeOlde({ count: 1, faces: 3, unlimited: true }, [d6Throws.map(d3FromD6)]);
    expect(must(result.dice[0]).throws).toEqual([3, 3, 1]);
    expect(result.total).toBe(7);
  });
});

describe("Unlimited dice in the game: Thudd (Finesse 4, 2d4) against Flash (Finesse 10, 2d10)", () => {
  const thudd = { count: 2, faces: 4, unlimited: true };
  const flash = { count: 2, faces: 10, unlimited: true };

  it("without explosions Thudd's best is 8, which an average Flash roll of 10 or 11 beats", () => {
    expect(rollOlde({ ...thudd, unlimited: false }, alwaysMax).total).toBe(8);
    const contest = judgeOldeContest(judgeOlde(thudd, [[3], [3]]), judgeOlde(flash, [[5], [6]]));
    expect(contest.winner).toBe("second");
  });

  it("with an exploding die or two Thudd has a shot: (4 + 4 + 3) + (4 + 2) = 17 beats Flash's 5 + 6 = 11", () => {
    const source = scriptedSource([4, 4, 3, 4, 2, 5, 6]);
    const contest = rollOldeContest(thudd, flash, source);
    expect(contest.first.total).toBe(17);
    expect(contest.second.total).toBe(11);
    expect(contest.winner).toBe("first");
    expect(contest.margin).toBe(6);
    expect(source.remaining).toBe(0);
  });
});
