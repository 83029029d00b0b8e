import { describe, expect, it } from "vitest";
import {
  compareOldeTotals,
  judgeOldeContest,
  rollOldeContest,
} from "../../../../src/rule-sets/olde/core/mechanics/contest";
import { judgeOlde } from "../../../../src/rule-sets/olde/core/mechanics/roll";
import { scriptedSource } from "../../../../src/core/random";
import { expectOldeError } from "./expect-olde-error";

describe("Olde contests", () => {
  it("the higher total wins", () => {
    expect(compareOldeTotals(12, 9)).toBe("first");
    expect(compareOldeTotals(9, 12)).toBe("second");
  });

  it("equal totals are a tie: the text does not say how to break one, so none is invented", () => {
    expect(compareOldeTotals(10, 10)).toBe("tie");
    const contest = judgeOldeContest(
      judgeOlde({ count: 1, faces: 4, adjustment: 2, unlimited: true }, [[4, 4, 1]]),
      judgeOlde({ count: 1, faces: 12, unlimited: true }, [[11]]),
    );
    expect(contest.winner).toBe("tie");
    expect(contest.margin).toBe(0);
  });

  it("compares totals after adjustments", () => {
    const source = scriptedSource([3, 5]);
    const contest = rollOldeContest(
      { count: 1, faces: 6, adjustment: 3, unlimited: true },
      { count: 1, faces: 6, unlimited: true },
      source,
    );
    expect(contest.first.total).toBe(6);
    expect(contest.second.total).toBe(5);
    expect(contest.winner).toBe("first");
    expect(contest.margin).toBe(1);
  });

  it("checks the second side before drawing any die for the first", () => {
    const source = scriptedSource([3]);
    expectOldeError(
      () => rollOldeContest({ count: 1, faces: 6, unlimited: true }, { count: 1, faces: 1, unlimited: true }, source),
      "UnlimitedFaces",
    );
    expect(source.remaining).toBe(1);
  });
});
