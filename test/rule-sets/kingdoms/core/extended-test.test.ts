import { describe, expect, it } from "vitest";
import {
  endExtendedTest,
  extendedTargetReachable,
  foldExtendedTest,
  recordExtendedRound,
  startExtendedCard,
  type ExtendedTestCardSetup,
  type ExtendedTestCardState,
} from "../../../../src/rule-sets/kingdoms/core/extended-test/extended-test-state";
import { extendedTestOdds } from "../../../../src/rule-sets/kingdoms/core/extended-test/extended-test-odds";
import fc from "fast-check";
import { IndieDiceError } from "../../../../src/core/errors";
import { EXTENDED_ODDS_TRUNCATION } from "../../../../src/core/limits";
import { KINGDOMS_LIMITS } from "../../../../src/rule-sets/kingdoms/core/limits";
import { judgeMargin } from "../../../../src/rule-sets/kingdoms/core/mechanics/margin";
import { indieErrorIn, must } from "../../../kit";

const E = "INDIE_DICE.ExtendedTest.Error";

function keyOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(IndieDiceError);
    return indieErrorIn(error).key;
  }
  throw new Error("did not throw");
}

const SETUP: ExtendedTestCardSetup = {
  roller: { actorUuid: "Actor.x", name: "Xena" },
  dt: 6,
  pool: 4,
  replenish: 2,
  targetMargin: 5,
  rounds: 3,
};

/** Records rounds one by one, as the GM's client would. */
function played(rounds: number[][], setup: ExtendedTestCardSetup = SETUP): ExtendedTestCardState {
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
    expect(state).toEqual({
      version: 1,
      status: "open",
      roller: { actorUuid: "Actor.x", name: "Xena" },
      dt: 6,
      startingPool: 4,
      replenish: 2,
      targetMargin: 5,
      maxRounds: 3,
      rounds: [],
    });
  });

  it("refuses values outside the limits", () => {
    expect(keyOf(() => startExtendedCard({ ...SETUP, pool: 0 }))).toBe("INDIE_DICE.Error.Limit.KingdomsPool");
    expect(keyOf(() => startExtendedCard({ ...SETUP, rounds: KINGDOMS_LIMITS.kingdomsRounds.max + 1 }))).toBe(
      "INDIE_DICE.Error.Limit.KingdomsRounds",
    );
    expect(
      keyOf(() => startExtendedCard({ ...SETUP, targetMargin: KINGDOMS_LIMITS.kingdomsTargetMargin.max + 1 })),
    ).toBe("INDIE_DICE.Error.Limit.KingdomsTargetMargin");
    expect(keyOf(() => startExtendedCard({ ...SETUP, replenish: KINGDOMS_LIMITS.kingdomsReplenish.max + 1 }))).toBe(
      "INDIE_DICE.Error.Limit.KingdomsReplenish",
    );
    expect(keyOf(() => startExtendedCard({ ...SETUP, replenish: -1 }))).toBe(
      "INDIE_DICE.Error.Limit.KingdomsReplenish",
    );
    expect(() => startExtendedCard({ ...SETUP, dt: 100 })).toThrow(IndieDiceError);
  });
});

describe("the bookkeeping", () => {
  it("removes every failed die (critical or not), then adds the replenish count", () => {
    // DT 6: 12 (+2), 7 (+1), 3 (−1, fails), 1 (−2, fails): margin 0, pool 4 − 2 + 2 = 4.
    // Then 12, 12, 9, 2: +2 +2 +1 −1 = +4, one fails: pool 4 − 1 + 2 = 5.
    const rounds = [
      [12, 7, 3, 1],
      [12, 12, 9, 2],
    ];
    const state = played(rounds);
    const progress = foldExtendedTest(state, rounds);
    expect(progress.test.history.map((r) => [r.margin, r.failedDice, r.poolBefore, r.poolAfter])).toEqual([
      [0, 2, 4, 4],
      [4, 1, 4, 5],
    ]);
    expect(progress).toMatchObject({ phase: "rolling", roundsLeft: 1, nextDice: 5 });
    expect(progress.test.runningMargin).toBe(4);
    expect(must(progress.test.history[1]).margin).toBe(judgeMargin([12, 12, 9, 2], 6).margin);
  });

  it("succeeds once the running margin reaches the target, and takes no round after", () => {
    const rounds = [[12, 12, 12, 2]];
    const state = played(rounds);
    expect(foldExtendedTest(state, rounds).phase).toBe("succeeded");
    expect(keyOf(() => recordExtendedRound(state, rounds, "m9", [5, 5, 5, 5, 5]))).toBe(`${E}.NotRolling`);
    expect(
      keyOf(() =>
        foldExtendedTest({ ...state, rounds: [...state.rounds, { messageId: "x" }] }, [...rounds, [5, 5, 5, 5, 5]]),
      ),
    ).toBe(`${E}.RoundAfterEnd`);
  });

  it("fails when the rounds run out short of the target", () => {
    const rounds = [
      [2, 2, 7, 7],
      [2, 2, 7, 7],
      [2, 2, 7, 7],
    ];
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

  it("takes no round once the target is out of reach, though rounds and dice are left (issue 64)", () => {
    // DT 6: four 1s (−2 each) leave margin −8 and a pool of 0 + 2. Two rounds left: at most +4 (two 12s), then +8
    // (four): 4, short of +5. A target of +4 would still be in reach.
    const rounds = [[1, 1, 1, 1]];
    const state = played(rounds);
    expect(foldExtendedTest(state, rounds)).toMatchObject({ phase: "unreachable", roundsLeft: 2, nextDice: 0 });
    expect(foldExtendedTest({ ...state, targetMargin: 4 }, rounds).phase).toBe("rolling");
    expect(keyOf(() => recordExtendedRound(state, rounds, "m9", [12, 12]))).toBe(`${E}.Unreachable`);
    // A card that recorded a round past that point (as before this was refused) is still read, round by round.
    const late = { ...state, rounds: [...state.rounds, { messageId: "m1" }] };
    expect(foldExtendedTest(late, [...rounds, [12, 12]])).toMatchObject({ phase: "unreachable", roundsLeft: 1 });
    // Once the GM ends it, it is ended.
    expect(foldExtendedTest(endExtendedTest(state), rounds).phase).toBe("ended");
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
    const setup = { ...SETUP, pool: 200, replenish: 5, targetMargin: 200, rounds: 5 };
    // DT 6: 197 sevens (+1) and 3 twos (−1, failed): margin +194, pool 200 − 3 + 5 = 202.
    const first = Array.from({ length: 200 }, (_, i) => (i < 3 ? 2 : 7));
    const state = played([first], setup);
    const progress = foldExtendedTest(state, [first]);
    expect(progress.test.pool).toBe(202);
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
    else
      sum += enumerate({
        ...q,
        pool: q.pool - failedDice + q.replenish,
        margin: running,
        roundsLeft: q.roundsLeft - 1,
      });
  }
  return sum / total;
}

/**
 * One die's outcomes as the card judges its faces — (margin, failed) with their chance — so the references
 * below share no code with the engine.
 */
function dieOutcomes(dt: number): { margin: number; failed: number; chance: number }[] {
  const outcomes = new Map<string, { margin: number; failed: number; chance: number }>();
  for (let face = 1; face <= 12; face++) {
    const { margin, failedDice: failed } = judgeMargin([face], dt);
    const outcome = outcomes.get(`${margin},${failed}`) ?? { margin, failed, chance: 0 };
    outcome.chance += 1 / 12;
    outcomes.set(`${margin},${failed}`, outcome);
  }
  return [...outcomes.values()];
}

/**
 * The joint chance of (failed dice, margin change) of `n` dice, die by die: index `failed * (4n + 1) + margin + 2n`.
 */
function rollOf(n: number, dt: number): Float64Array {
  const width = 4 * n + 1;
  const outcomes = dieOutcomes(dt);
  let joint = new Float64Array((n + 1) * width);
  joint[2 * n] = 1;
  for (let d = 0; d < n; d++) {
    const next = new Float64Array(joint.length);
    for (let i = 0; i < joint.length; i++) {
      if (joint[i] === 0) continue;
      for (const { margin, failed, chance } of outcomes) next[i + failed * width + margin]! += must(joint[i]) * chance;
    }
    joint = next;
  }
  return joint;
}

/** A plain programme over every (pool, margin) state, each round's roll built die by die: slow but independent. */
function reference(q: Q): number {
  const rolls = new Map<number, Float64Array>();
  let states = new Map([[`${q.pool},${q.margin}`, 1]]);
  let reach = 0;
  for (let left = q.roundsLeft; left > 0; left--) {
    const next = new Map<string, number>();
    for (const [key, p] of states) {
      const [pool, margin] = key.split(",").map(Number) as [number, number];
      const n = Math.min(pool, KINGDOMS_LIMITS.kingdomsPool.max);
      if (n === 0) continue;
      if (!rolls.has(n)) rolls.set(n, rollOf(n, q.dt));
      must(rolls.get(n)).forEach((chance, i) => {
        if (chance === 0) return;
        const failed = Math.floor(i / (4 * n + 1));
        const after = margin + (i % (4 * n + 1)) - 2 * n;
        if (after >= q.targetMargin) reach += p * chance;
        else {
          const to = `${pool - failed + q.replenish},${after}`;
          next.set(to, (next.get(to) ?? 0) + p * chance);
        }
      });
    }
    states = next;
  }
  return reach;
}

/** chance[n][i] = P(n dice change the margin by i − 2n), for every n up to `most`. */
function marginsUpTo(most: number, dt: number): Float64Array[] {
  const outcomes = dieOutcomes(dt);
  const rows = [Float64Array.of(1)];
  for (let n = 1; n <= most; n++) {
    const row = new Float64Array(4 * n + 1);
    must(rows[n - 1]).forEach((p, i) => outcomes.forEach(({ margin, chance }) => (row[i + 2 + margin]! += p * chance)));
    rows.push(row);
  }
  return rows;
}

/** P(the margin change `row` of n dice is at least `gain`). */
function atLeast(row: Float64Array, gain: number): number {
  const n = (row.length - 1) / 4;
  return row.reduce((sum, p, i) => (i - 2 * n >= gain ? sum + p : sum), 0);
}

describe("the odds of reaching the target", () => {
  const cases: Q[] = [
    { pool: 2, dt: 6, replenish: 1, margin: 0, targetMargin: 3, roundsLeft: 2 },
    { pool: 1, dt: 4, replenish: 1, margin: -1, targetMargin: 2, roundsLeft: 3 },
    { pool: 2, dt: 8, replenish: 0, margin: 1, targetMargin: 2, roundsLeft: 3 },
    { pool: 3, dt: 11, replenish: 0, margin: 0, targetMargin: 1, roundsLeft: 1 },
    { pool: 1, dt: 0, replenish: 2, margin: 0, targetMargin: -1, roundsLeft: 2 },
    // Already at the target: only a roll that keeps it there counts (the card asks no more, but the figure holds).
    { pool: 2, dt: 11, replenish: 0, margin: 2, targetMargin: 1, roundsLeft: 1 },
  ];
  it.each(cases.map((c) => [JSON.stringify(c), c] as const))("match enumeration of every face: %s", (_name, q) => {
    const odds = extendedTestOdds(q);
    expect(odds.truncated).toBeLessThanOrEqual(EXTENDED_ODDS_TRUNCATION);
    expect(Math.abs(odds.reach - enumerate(q))).toBeLessThanOrEqual(odds.truncated + 1e-14);
  });

  const larger: Q[] = [
    { pool: 12, dt: 7, replenish: 2, margin: 0, targetMargin: 8, roundsLeft: 4 },
    { pool: 20, dt: 5, replenish: 1, margin: 3, targetMargin: 15, roundsLeft: 3 },
    { pool: 9, dt: 11, replenish: 5, margin: -2, targetMargin: 1, roundsLeft: 5 },
    { pool: 15, dt: 1, replenish: 0, margin: 0, targetMargin: 40, roundsLeft: 3 },
    { pool: 6, dt: 9, replenish: 3, margin: -5, targetMargin: -1, roundsLeft: 6 },
  ];
  it.each(larger.map((c) => [JSON.stringify(c), c] as const))(
    "match a plain programme over every state: %s",
    (_name, q) => {
      const odds = extendedTestOdds(q);
      expect(odds.truncated).toBeLessThanOrEqual(EXTENDED_ODDS_TRUNCATION);
      expect(Math.abs(odds.reach - reference(q))).toBeLessThanOrEqual(odds.truncated + 1e-13);
    },
  );

  it("match the margin of one full roll for a pool past the limit", () => {
    // Any pool from the limit up rolls the limit's worth of dice, once.
    const full = must(marginsUpTo(200, 6)[200]);
    for (const [pool, margin] of [
      [230, -30],
      [200, 0],
      [244, 10],
    ] as const) {
      const odds = extendedTestOdds({ pool, dt: 6, replenish: 5, margin, targetMargin: 20, roundsLeft: 1 });
      expect(Math.abs(odds.reach - atLeast(full, 20 - margin))).toBeLessThanOrEqual(odds.truncated + 1e-13);
    }
  });

  it("match a second roll from a pool past the limit, which keeps its extra dice aside", () => {
    // Pool 205, replenish 5, DT 3: round one throws 200 dice; what fails leaves, 5 come back, then round two.
    const dt = 3;
    const target = 150;
    const odds = extendedTestOdds({ pool: 205, dt, replenish: 5, margin: 0, targetMargin: target, roundsLeft: 2 });
    const margins = marginsUpTo(200, dt);
    let expected = 0;
    rollOf(200, dt).forEach((chance, i) => {
      const failed = Math.floor(i / 801);
      const gain = (i % 801) - 400;
      if (chance === 0) return;
      if (gain >= target) expected += chance;
      else expected += chance * atLeast(must(margins[Math.min(205 - failed + 5, 200)]), target - gain);
    });
    expect(Math.abs(odds.reach - expected)).toBeLessThanOrEqual(odds.truncated + 1e-13);
  });

  it("never fall with more rounds, a higher margin or a lower target", () => {
    const question = fc.record({
      pool: fc.integer({ min: 1, max: 40 }),
      dt: fc.integer({ min: 0, max: 12 }),
      replenish: fc.integer({ min: 0, max: KINGDOMS_LIMITS.kingdomsReplenish.max }),
      margin: fc.integer({ min: -20, max: 0 }),
      targetMargin: fc.integer({ min: -10, max: 60 }),
      roundsLeft: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(question, (q) => {
        const base = extendedTestOdds(q);
        const slack = 2 * EXTENDED_ODDS_TRUNCATION;
        expect(extendedTestOdds({ ...q, roundsLeft: q.roundsLeft + 1 }).reach).toBeGreaterThanOrEqual(
          base.reach - slack,
        );
        expect(extendedTestOdds({ ...q, margin: q.margin + 1 }).reach).toBeGreaterThanOrEqual(base.reach - slack);
        expect(extendedTestOdds({ ...q, targetMargin: q.targetMargin + 1 }).reach).toBeLessThanOrEqual(
          base.reach + slack,
        );
        expect(base.reach).toBeGreaterThanOrEqual(0);
        expect(base.reach).toBeLessThanOrEqual(1);
      }),
      { numRuns: 60 },
    );
  });

  it("are 0 with no rounds or no dice left, and 1 from a margin that cannot miss", () => {
    expect(extendedTestOdds({ pool: 4, dt: 6, replenish: 1, margin: 0, targetMargin: 3, roundsLeft: 0 }).reach).toBe(0);
    expect(extendedTestOdds({ pool: 0, dt: 6, replenish: 1, margin: 0, targetMargin: 3, roundsLeft: 4 }).reach).toBe(0);
    expect(
      extendedTestOdds({ pool: 3, dt: 6, replenish: 1, margin: 0, targetMargin: -6, roundsLeft: 1 }).reach,
    ).toBeCloseTo(1, 14);
    // Three rounds of at most 2 × 2 dice: +12 is the most, so +13 is out of reach.
    expect(extendedTestOdds({ pool: 2, dt: 0, replenish: 0, margin: 0, targetMargin: 13, roundsLeft: 3 }).reach).toBe(
      0,
    );
  });

  it("refuse questions outside the limits", () => {
    const q = { pool: 4, dt: 6, replenish: 1, margin: 0, targetMargin: 3, roundsLeft: 2 };
    expect(keyOf(() => extendedTestOdds({ ...q, pool: -1 }))).toBe(`${E}.OddsQuestion`);
    expect(keyOf(() => extendedTestOdds({ ...q, roundsLeft: KINGDOMS_LIMITS.kingdomsRounds.max + 1 }))).toBe(
      `${E}.OddsQuestion`,
    );
    expect(keyOf(() => extendedTestOdds({ ...q, margin: 0.5 }))).toBe(`${E}.OddsQuestion`);
    expect(keyOf(() => extendedTestOdds({ ...q, targetMargin: KINGDOMS_LIMITS.kingdomsTargetMargin.max + 1 }))).toBe(
      "INDIE_DICE.Error.Limit.KingdomsTargetMargin",
    );
    expect(keyOf(() => extendedTestOdds({ ...q, replenish: KINGDOMS_LIMITS.kingdomsReplenish.max + 1 }))).toBe(
      "INDIE_DICE.Error.Limit.KingdomsReplenish",
    );
  });

  it("refuse states no extended test can stand in", () => {
    const rounds = KINGDOMS_LIMITS.kingdomsRounds.max;
    const start = { pool: 200, dt: 6, replenish: 5, margin: 0, targetMargin: 10, roundsLeft: rounds };
    expect(extendedTestOdds(start).reach).toBeGreaterThan(0);
    // Before the first roll the pool is at most the pool limit and the margin 0.
    expect(keyOf(() => extendedTestOdds({ ...start, pool: 201 }))).toBe(`${E}.OddsQuestion`);
    expect(keyOf(() => extendedTestOdds({ ...start, margin: 1 }))).toBe(`${E}.OddsQuestion`);
    expect(keyOf(() => extendedTestOdds({ ...start, margin: -1 }))).toBe(`${E}.OddsQuestion`);
    // After one roll: at most 5 dice more, and a margin between −2 per die lost and +2 per die rolled.
    const after = { ...start, roundsLeft: rounds - 1 };
    expect(extendedTestOdds({ ...after, pool: 205, margin: 400 }).reach).toBeCloseTo(1, 12);
    expect(keyOf(() => extendedTestOdds({ ...after, pool: 206 }))).toBe(`${E}.OddsQuestion`);
    expect(keyOf(() => extendedTestOdds({ ...after, margin: 401 }))).toBe(`${E}.OddsQuestion`);
    expect(extendedTestOdds({ ...after, pool: 5, margin: -400 }).reach).toBe(0);
    expect(keyOf(() => extendedTestOdds({ ...after, pool: 6, margin: -400 }))).toBe(`${E}.OddsQuestion`);
  });

  // Regression: the old programme stopped at a work budget and gave a range for large tests.
  it.each([0, 3, 4, 5, 6, 11])("answer the largest test the limits allow with one exact figure (DT %i)", (dt) => {
    const odds = extendedTestOdds({
      pool: KINGDOMS_LIMITS.kingdomsPool.max,
      dt,
      replenish: KINGDOMS_LIMITS.kingdomsReplenish.max,
      margin: 0,
      targetMargin: KINGDOMS_LIMITS.kingdomsTargetMargin.max,
      roundsLeft: KINGDOMS_LIMITS.kingdomsRounds.max,
    });
    expect(Object.keys(odds).sort()).toEqual(["reach", "truncated"]);
    expect(odds.reach).toBeGreaterThanOrEqual(0);
    expect(odds.reach).toBeLessThanOrEqual(1);
    expect(odds.truncated).toBeGreaterThanOrEqual(0);
    expect(odds.truncated).toBeLessThanOrEqual(EXTENDED_ODDS_TRUNCATION);
  });
});

describe("whether a target can be reached at all (every die a 12, none failing, the pool growing)", () => {
  const question = { pool: 4, dt: 7, replenish: 1, margin: 0, targetMargin: 8, roundsLeft: 1 };
  it("is exactly the best case's reach", () => {
    expect(extendedTargetReachable(question)).toBe(true);
    expect(extendedTargetReachable({ ...question, targetMargin: 9 })).toBe(false);
    // Round two throws the replenished pool of 5: 8 + 10.
    expect(extendedTargetReachable({ ...question, targetMargin: 18, roundsLeft: 2 })).toBe(true);
    expect(extendedTargetReachable({ ...question, targetMargin: 19, roundsLeft: 2 })).toBe(false);
    expect(extendedTargetReachable({ ...question, margin: 8, roundsLeft: 0 })).toBe(true);
  });

  it("agrees with the exact odds wherever they are not truncated: a chance above 0 exactly when reachable", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: -10, max: 30 }),
        fc.integer({ min: 1, max: 3 }),
        (pool, dt, replenish, target, rounds) => {
          const q = { pool, dt, replenish, margin: 0, targetMargin: target, roundsLeft: rounds };
          const odds = extendedTestOdds(q);
          if (odds.reach > 1e-9) expect(extendedTargetReachable(q)).toBe(true);
          if (!extendedTargetReachable(q)) expect(odds.reach).toBe(0);
        },
      ),
    );
  });
});
