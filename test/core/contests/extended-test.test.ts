import { describe, expect, it } from "vitest";
import {
  endExtendedTest,
  extendedTestOdds,
  foldExtendedTest,
  recordExtendedRound,
  startExtendedCard,
  type ExtendedTestCardState,
  type ExtendedTestSetup,
} from "../../../src/core/contests/extended-test";
import { IndieDiceError } from "../../../src/core/errors";
import { judgeMargin } from "../../../src/core/mechanics/kingdoms";

const E = "INDIE_DICE.ExtendedTest.Error";

function keyOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(IndieDiceError);
    return (error as IndieDiceError).key;
  }
  throw new Error("did not throw");
}

const SETUP: ExtendedTestSetup = { roller: { actorUuid: "Actor.x", name: "Xena" }, dt: 6, pool: 4, replenish: 2, targetMargin: 5, rounds: 3 };

/** Records rounds one by one, as the GM's client would. */
function played(rounds: number[][], setup: ExtendedTestSetup = SETUP): ExtendedTestCardState {
  let state = startExtendedCard(setup);
  rounds.forEach((faces, i) => {
    state = recordExtendedRound(state, rounds.slice(0, i), `m${i}`, faces);
  });
  return state;
}

describe("starting an extended test", () => {
  it("keeps the GM's setup as plain JSON", () => {
    const state = startExtendedCard(SETUP);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state).toEqual({ version: 1, status: "open", roller: { actorUuid: "Actor.x", name: "Xena" }, dt: 6, startingPool: 4, replenish: 2, targetMargin: 5, maxRounds: 3, rounds: [] });
  });

  it("refuses values outside the limits", () => {
    expect(keyOf(() => startExtendedCard({ ...SETUP, pool: 0 }))).toBe("INDIE_DICE.Error.Limit.KingdomsPool");
    expect(keyOf(() => startExtendedCard({ ...SETUP, rounds: 101 }))).toBe("INDIE_DICE.Error.Limit.KingdomsRounds");
    expect(keyOf(() => startExtendedCard({ ...SETUP, targetMargin: 401 }))).toBe("INDIE_DICE.Error.Limit.KingdomsTargetMargin");
    expect(keyOf(() => startExtendedCard({ ...SETUP, replenish: -1 }))).toBe("INDIE_DICE.Error.Limit.KingdomsReplenish");
    expect(() => startExtendedCard({ ...SETUP, dt: 100 })).toThrow(IndieDiceError);
  });
});

describe("the bookkeeping", () => {
  it("removes every failed die (critical or not), then adds the replenish count", () => {
    // DT 6: 12 (+2), 7 (+1), 3 (−1, fails), 1 (−2, fails): margin 0, pool 4 − 2 + 2 = 4.
    // Then 12, 12, 9, 2: +2 +2 +1 −1 = +4, one fails: pool 4 − 1 + 2 = 5.
    const rounds = [[12, 7, 3, 1], [12, 12, 9, 2]];
    const state = played(rounds);
    const progress = foldExtendedTest(state, rounds);
    expect(progress.test.history.map((r) => [r.margin, r.failedDice, r.poolBefore, r.poolAfter])).toEqual([[0, 2, 4, 4], [4, 1, 4, 5]]);
    expect(progress).toMatchObject({ phase: "rolling", roundsLeft: 1, nextDice: 5 });
    expect(progress.test.runningMargin).toBe(4);
    expect(progress.test.history[1]!.margin).toBe(judgeMargin([12, 12, 9, 2], 6).margin);
  });

  it("succeeds once the running margin reaches the target, and takes no round after", () => {
    const rounds = [[12, 12, 12, 2]];
    const state = played(rounds);
    expect(foldExtendedTest(state, rounds).phase).toBe("succeeded");
    expect(keyOf(() => recordExtendedRound(state, rounds, "m9", [5, 5, 5, 5, 5]))).toBe(`${E}.NotRolling`);
    expect(keyOf(() => foldExtendedTest({ ...state, rounds: [...state.rounds, { messageId: "x" }] }, [...rounds, [5, 5, 5, 5, 5]]))).toBe(`${E}.RoundAfterEnd`);
  });

  it("fails when the rounds run out short of the target", () => {
    const rounds = [[2, 2, 7, 7], [2, 2, 7, 7], [2, 2, 7, 7]];
    const state = played(rounds);
    expect(foldExtendedTest(state, rounds)).toMatchObject({ phase: "roundsOver", roundsLeft: 0, nextDice: 0 });
    expect(keyOf(() => recordExtendedRound(state, rounds, "m9", [7, 7, 7, 7]))).toBe(`${E}.NotRolling`);
  });

  it("fails when the pool is empty", () => {
    const setup = { ...SETUP, replenish: 0 };
    const rounds = [[2, 3, 4, 5]];
    const state = played(rounds, setup);
    expect(foldExtendedTest(state, rounds)).toMatchObject({ phase: "exhausted", nextDice: 0 });
  });

  it("ends when the GM ends it, once", () => {
    const state = endExtendedTest(played([[7, 7, 2, 2]]));
    expect(foldExtendedTest(state, [[7, 7, 2, 2]]).phase).toBe("ended");
    expect(keyOf(() => endExtendedTest(state))).toBe(`${E}.Ended`);
    expect(keyOf(() => recordExtendedRound(state, [[7, 7, 2, 2]], "m9", [7, 7, 7, 7]))).toBe(`${E}.Ended`);
  });

  it("refuses a reused message, a wrong number of dice, bad faces and missing rounds", () => {
    const rounds = [[12, 7, 3, 1]];
    const state = played(rounds);
    expect(keyOf(() => recordExtendedRound(state, rounds, "m0", [7, 7, 7, 7]))).toBe(`${E}.MessageUsed`);
    expect(keyOf(() => recordExtendedRound(state, rounds, "", [7, 7, 7, 7]))).toBe(`${E}.BadMessage`);
    expect(keyOf(() => recordExtendedRound(state, rounds, "m1", [7, 7, 7]))).toBe(`${E}.DiceCount`);
    expect(keyOf(() => recordExtendedRound(state, rounds, "m1", [7, 7, 7, 13]))).toBe("INDIE_DICE.Error.Kingdoms.Face");
    expect(keyOf(() => foldExtendedTest(state, []))).toBe(`${E}.RoundsMissing`);
    expect(keyOf(() => foldExtendedTest({ ...state }, [[7, 7, 7]]))).toBe(`${E}.DiceCount`);
  });

  it("rolls no more dice than the pool limit, the rest staying in the pool", () => {
    const setup = { ...SETUP, pool: 200, replenish: 200, targetMargin: 400, rounds: 5 };
    const first = Array.from({ length: 200 }, () => 7);
    const state = played([first], setup);
    const progress = foldExtendedTest(state, [first]);
    expect(progress.test.pool).toBe(400);
    expect(progress.nextDice).toBe(200);
  });
});

/* -------------------------------------------- */
/*  Odds                                        */
/* -------------------------------------------- */

interface Q {
  pool: number;
  dt: number;
  replenish: number;
  margin: number;
  targetMargin: number;
  roundsLeft: number;
}

/** Brute force: every face of every die of every round, as the card would record them. */
function enumerate(q: Q): number {
  if (q.roundsLeft === 0 || q.pool === 0) return 0;
  let sum = 0;
  const faces = new Array<number>(q.pool).fill(1);
  const total = 12 ** q.pool;
  for (let k = 0; k < total; k++) {
    let rest = k;
    for (let i = 0; i < q.pool; i++) {
      faces[i] = (rest % 12) + 1;
      rest = Math.floor(rest / 12);
    }
    const { margin, failedDice } = judgeMargin(faces, q.dt);
    const running = q.margin + margin;
    if (running >= q.targetMargin) sum += 1;
    else sum += enumerate({ ...q, pool: q.pool - failedDice + q.replenish, margin: running, roundsLeft: q.roundsLeft - 1 });
  }
  return sum / total;
}

describe("the odds of reaching the target", () => {
  const cases: Q[] = [
    { pool: 2, dt: 6, replenish: 1, margin: 0, targetMargin: 3, roundsLeft: 2 },
    { pool: 1, dt: 4, replenish: 1, margin: -1, targetMargin: 2, roundsLeft: 3 },
    { pool: 2, dt: 8, replenish: 0, margin: 1, targetMargin: 2, roundsLeft: 3 },
    { pool: 3, dt: 11, replenish: 0, margin: 0, targetMargin: 1, roundsLeft: 1 },
    { pool: 1, dt: 0, replenish: 2, margin: 0, targetMargin: -1, roundsLeft: 2 },
  ];
  it.each(cases.map((c) => [JSON.stringify(c), c] as const))("match enumeration of every face: %s", (_name, q) => {
    const odds = extendedTestOdds(q);
    expect(odds.unresolved).toBe(0);
    expect(odds.truncated).toBeLessThan(1e-12);
    expect(odds.reach).toBeCloseTo(enumerate(q), 12);
  });

  it("are 0 with no rounds or no dice left, and 1 from a margin that cannot miss", () => {
    expect(extendedTestOdds({ pool: 4, dt: 6, replenish: 1, margin: 0, targetMargin: 3, roundsLeft: 0 }).reach).toBe(0);
    expect(extendedTestOdds({ pool: 0, dt: 6, replenish: 1, margin: 0, targetMargin: 3, roundsLeft: 4 }).reach).toBe(0);
    expect(extendedTestOdds({ pool: 3, dt: 6, replenish: 1, margin: 0, targetMargin: -6, roundsLeft: 1 }).reach).toBeCloseTo(1, 14);
    // Three rounds of at most 2 × 2 dice: +12 is the most, so +13 is out of reach.
    expect(extendedTestOdds({ pool: 2, dt: 0, replenish: 0, margin: 0, targetMargin: 13, roundsLeft: 3 }).reach).toBe(0);
  });

  it("refuse questions outside the limits", () => {
    const q = { pool: 4, dt: 6, replenish: 1, margin: 0, targetMargin: 3, roundsLeft: 2 };
    expect(keyOf(() => extendedTestOdds({ ...q, pool: -1 }))).toBe(`${E}.OddsQuestion`);
    expect(keyOf(() => extendedTestOdds({ ...q, roundsLeft: 101 }))).toBe(`${E}.OddsQuestion`);
    expect(keyOf(() => extendedTestOdds({ ...q, margin: 0.5 }))).toBe(`${E}.OddsQuestion`);
    expect(keyOf(() => extendedTestOdds({ ...q, targetMargin: 500 }))).toBe("INDIE_DICE.Error.Limit.KingdomsTargetMargin");
  });

  it("become a range rather than run for minutes on the largest test the limits allow", () => {
    const odds = extendedTestOdds({ pool: 200, dt: 6, replenish: 200, margin: 0, targetMargin: 400, roundsLeft: 100 });
    expect(odds.unresolved).toBeGreaterThan(0);
    expect(odds.reach + odds.unresolved).toBeLessThanOrEqual(1 + 1e-9);
  });
});
