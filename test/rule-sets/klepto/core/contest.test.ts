import { describe, expect, it } from "vitest";
import type { Score } from "../../../../src/rule-sets/klepto/core/mechanics/score";
import { compareScores, isPassing, standardBand } from "../../../../src/rule-sets/klepto/core/mechanics/score";
import {
  contestNeedsCoin,
  contestOutcomeFor,
  judgeKleptoContest,
  rollContest,
} from "../../../../src/rule-sets/klepto/core/mechanics/contest";
import { rollTest } from "../../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { scriptedSource } from "../../../../src/core/random";
import { expectIndieError, klepto } from "./expect-error";

const plain = (total: number): Score => ({ total, crit: null });
const critSuccess = (total = 10): Score => ({ total, crit: "success" });
const critFailure = (total = 0): Score => ({ total, crit: "failure" });

describe("comparing Scores", () => {
  it("orders plain Scores by total", () => {
    expect(compareScores(plain(8), plain(5))).toBe(1);
    expect(compareScores(plain(5), plain(8))).toBe(-1);
    expect(compareScores(plain(6), plain(6))).toBe(0);
  });

  it("puts a Critical Success above any plain Score and a Critical Failure below any", () => {
    expect(compareScores(critSuccess(7), plain(19))).toBe(1);
    expect(compareScores(critFailure(8), plain(-3))).toBe(-1);
    expect(compareScores(critFailure(8), critSuccess(5))).toBe(-1);
  });

  it("ties two Critical Successes or two Critical Failures whatever their Modifiers", () => {
    expect(compareScores(critSuccess(12), critSuccess(8))).toBe(0);
    expect(compareScores(critFailure(3), critFailure(-1))).toBe(0);
  });
});

describe("standard ranges", () => {
  it("Low [..6], Mixed [7..9], High [10..], with crits at the ends", () => {
    expect([6, 7, 9, 10, -2, 15].map((total) => standardBand(plain(total)))).toEqual([
      "low",
      "mixed",
      "mixed",
      "high",
      "low",
      "high",
    ]);
    expect(standardBand(critSuccess(3))).toBe("high");
    expect(standardBand(critFailure(12))).toBe("low");
  });

  it("passes at 7 or more, on a Critical Success, never on a Critical Failure", () => {
    expect(isPassing(plain(6))).toBe(false);
    expect(isPassing(plain(7))).toBe(true);
    expect(isPassing(critSuccess(2))).toBe(true);
    expect(isPassing(critFailure(12))).toBe(false);
  });
});

describe("Contests", () => {
  it("the higher Score wins without a coin", () => {
    const result = judgeKleptoContest(plain(9), plain(7));
    expect(result).toEqual({ a: plain(9), b: plain(7), comparison: 1, tieCoin: null, winner: "a" });
    expect(contestOutcomeFor(result, "a")).toBe("win");
    expect(contestOutcomeFor(result, "b")).toBe("lose");
  });

  it("a Critical Success beats a higher plain total; a Critical Failure loses to a lower one", () => {
    expect(judgeKleptoContest(critSuccess(10), plain(14)).winner).toBe("a");
    expect(judgeKleptoContest(plain(2), critFailure(5)).winner).toBe("a");
  });

  it("a tie is settled by the coin: heads for A, tails for B", () => {
    expect(contestNeedsCoin(plain(7), plain(7))).toBe(true);
    expect(judgeKleptoContest(plain(7), plain(7), "heads")).toMatchObject({
      comparison: 0,
      tieCoin: "heads",
      winner: "a",
    });
    expect(judgeKleptoContest(plain(7), plain(7), "tails").winner).toBe("b");
    expect(judgeKleptoContest(critSuccess(9), critSuccess(13), "tails").winner).toBe("b");
  });

  it("rolls the coin only on a tie", () => {
    const tie = rollContest(scriptedSource([2]), critFailure(1), critFailure(4));
    expect(tie).toMatchObject({ tieCoin: "heads", winner: "a" });
    // An empty script throws if a coin is drawn, so this proves no coin is tossed.
    expect(rollContest(scriptedSource([]), plain(3), plain(4)).winner).toBe("b");
  });

  it("refuses a tie without a coin and a coin without a tie", () => {
    const error = expectIndieError(() => judgeKleptoContest(plain(7), plain(7)), klepto("ContestCoin"));
    expect(error.data).toMatchObject({ a: 7, b: 7 });
    expectIndieError(() => judgeKleptoContest(plain(8), plain(7), "heads"), klepto("ContestCoinUnneeded"));
  });

  it("accepts two finished Tests and keeps only their Scores", () => {
    const a = rollTest(scriptedSource([6]), { modifier: 3 });
    const b = rollTest(scriptedSource([8]), { modifier: 1 });
    const result = rollContest(scriptedSource([1]), a, b);
    expect(result).toEqual({ a: plain(9), b: plain(9), comparison: 0, tieCoin: "tails", winner: "b" });
  });
});
