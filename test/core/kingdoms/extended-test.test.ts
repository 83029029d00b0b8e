import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../src/core/errors";
import {
  applyExtendedRoll,
  poolAfterRoll,
  rollExtendedTest,
  startExtendedTest,
} from "../../../src/rule-sets/kingdoms/core/mechanics/extended-test";
import { judgeMargin } from "../../../src/rule-sets/kingdoms/core/mechanics/margin";
import type { ExtendedTestState } from "../../../src/rule-sets/kingdoms/core/mechanics/extended-test";
import { alwaysMin, scriptedSource, seededSource } from "../../../src/core/random";
import { must } from "../../kit";

describe("startExtendedTest", () => {
  it("starts with the whole pool, no margin and no history", () => {
    expect(startExtendedTest({ pool: 5, dt: 7, replenish: 2 })).toEqual({
      pool: 5,
      dt: 7,
      replenish: 2,
      runningMargin: 0,
      history: [],
      exhausted: false,
    });
  });

  it.each([
    [{ pool: 0, dt: 7, replenish: 2 }, /from 1 to 200, not 0/],
    [{ pool: 4, dt: 7.5, replenish: 2 }, /not 7.5/],
    [{ pool: 4, dt: 7, replenish: -1 }, /from 0 to 5, not -1/],
    [{ pool: 4, dt: 7, replenish: 6 }, /from 0 to 5, not 6/],
    [{ pool: 4, dt: 7, replenish: 1, rounds: 0 }, /from 1 to 10, not 0/],
    [{ pool: 4, dt: 7, replenish: 1, targetMargin: 201 }, /from -200 to 200, not 201/],
    [{ pool: 4, dt: 7, replenish: 1.5 }, /at least 0, not 1.5/],
  ])("rejects %o", (setup, message) => {
    expect(() => startExtendedTest(setup)).toThrow(message);
  });
});

describe("applyExtendedRoll", () => {
  it("removes every failed die (critical or not), then adds the replenish count", () => {
    const start = startExtendedTest({ pool: 4, dt: 7, replenish: 2 });
    // 12, 8 succeed; 7 fails; 1 fails critically: two dice leave, two join → still 4.
    const after = applyExtendedRoll(start, [12, 8, 7, 1]);
    expect(after.pool).toBe(4);
    expect(after.runningMargin).toBe(0);
    expect(after.history).toEqual([{ faces: [12, 8, 7, 1], margin: 0, failedDice: 2, poolBefore: 4, poolAfter: 4 }]);
    expect(after.exhausted).toBe(false);
  });

  it("a three-round combat: the pool shrinks and grows and the margin accumulates", () => {
    let state = startExtendedTest({ pool: 5, dt: 6, replenish: 1 });
    state = applyExtendedRoll(state, [12, 9, 3, 2, 1]); // +2 +1 −1 −1 −2 = −1; 3 failed → 5 − 3 + 1 = 3
    expect([state.pool, state.runningMargin]).toEqual([3, -1]);
    state = applyExtendedRoll(state, [10, 11, 7]); // +3, none failed → 3 + 1 = 4
    expect([state.pool, state.runningMargin]).toEqual([4, 2]);
    state = applyExtendedRoll(state, [6, 5, 4, 12]); // −3 +2 = −1; 3 failed → 4 − 3 + 1 = 2
    expect([state.pool, state.runningMargin]).toEqual([2, 1]);
    expect(state.history.map((roll) => roll.margin)).toEqual([-1, 3, -1]);
    expect(state.history.map((roll) => roll.poolAfter)).toEqual([3, 4, 2]);
  });

  it("leaves the dice a player chose not to roll in the pool", () => {
    const start = startExtendedTest({ pool: 6, dt: 6, replenish: 0 });
    const after = applyExtendedRoll(start, [2, 9]);
    expect(after.pool).toBe(5);
  });

  it("a pool that reaches 0 with nothing to replenish is exhausted and cannot roll again", () => {
    const start = startExtendedTest({ pool: 2, dt: 6, replenish: 0 });
    const after = applyExtendedRoll(start, [1, 4]);
    expect(after.pool).toBe(0);
    expect(after.exhausted).toBe(true);
    expect(after.runningMargin).toBe(-3);
    expect(() => applyExtendedRoll(after, [5])).toThrow(IndieDiceError);
    expect(() => applyExtendedRoll(after, [5])).toThrow(/pool is empty \(0 dice left\)/);
    expect(() => rollExtendedTest(alwaysMin, after)).toThrow(/cannot roll again/);
  });

  it("a pool emptied by failures is refilled by the replenish count", () => {
    const after = applyExtendedRoll(startExtendedTest({ pool: 2, dt: 6, replenish: 1 }), [1, 4]);
    expect(after.pool).toBe(1);
    expect(after.exhausted).toBe(false);
  });

  it("never changes the state it was given", () => {
    const start = startExtendedTest({ pool: 3, dt: 6, replenish: 1 });
    const first = applyExtendedRoll(start, [2, 8, 12]);
    const snapshot = structuredClone(first);
    const faces = [1, 1];
    const second = applyExtendedRoll(first, faces);
    faces[0] = 12;
    expect(first).toEqual(snapshot);
    expect(start.history).toEqual([]);
    expect(must(second.history[1]).faces).toEqual([1, 1]);
  });

  it("rejects more dice than the pool and bad faces", () => {
    const start = startExtendedTest({ pool: 2, dt: 6, replenish: 1 });
    expect(() => applyExtendedRoll(start, [5, 6, 7])).toThrow(/pool of 2, not 3/);
    expect(() => applyExtendedRoll(start, [])).toThrow(/pool of 2, not 0/);
    expect(() => applyExtendedRoll(start, [0])).toThrow(/not 0/);
  });

  it("state survives JSON (the card stores it in a flag)", () => {
    const state = applyExtendedRoll(startExtendedTest({ pool: 3, dt: 8, replenish: 2 }), [9, 12, 1]);
    const restored = JSON.parse(JSON.stringify(state)) as ExtendedTestState;
    expect(restored).toEqual(state);
    expect(applyExtendedRoll(restored, [10])).toEqual(applyExtendedRoll(state, [10]));
  });

  it("property: pool arithmetic — next pool = pool − failed dice + replenish; margins add up", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 10 }), { maxLength: 8 }),
        (pool, dt, replenish, rolls) => {
          let state = startExtendedTest({ pool, dt, replenish });
          let total = 0;
          for (const wanted of rolls) {
            if (state.exhausted) break;
            const faces = wanted.slice(0, state.pool);
            const judged = judgeMargin(faces, dt);
            const next = applyExtendedRoll(state, faces);
            expect(next.pool).toBe(state.pool - judged.failedDice + replenish);
            expect(next.pool).toBeGreaterThanOrEqual(0);
            expect(next.exhausted).toBe(next.pool === 0);
            total += judged.margin;
            expect(next.runningMargin).toBe(total);
            expect(next.history).toHaveLength(state.history.length + 1);
            state = next;
          }
          expect(state.runningMargin).toBe(state.history.reduce((sum, roll) => sum + roll.margin, 0));
        },
      ),
    );
  });
});

describe("poolAfterRoll", () => {
  it("removes the failed dice before adding the replenish count", () => {
    expect(poolAfterRoll(5, 3, 2)).toBe(4);
    expect(poolAfterRoll(3, 3, 0)).toBe(0);
  });
});

describe("rollExtendedTest", () => {
  it("rolls the whole pool by default", () => {
    const source = scriptedSource([9, 3, 12]);
    const state = rollExtendedTest(source, startExtendedTest({ pool: 3, dt: 6, replenish: 1 }));
    expect(must(state.history[0]).faces).toEqual([9, 3, 12]);
    expect(state.pool).toBe(3);
    expect(state.runningMargin).toBe(2);
  });

  it("rolls only the chosen number of dice", () => {
    const source = scriptedSource([2]);
    const state = rollExtendedTest(source, startExtendedTest({ pool: 3, dt: 6, replenish: 0 }), 1);
    expect(state.pool).toBe(2);
    expect(() => rollExtendedTest(source, state, 3)).toThrow(/pool of 2, not 3/);
  });

  it("all-min dice with no replenish empty the pool in one roll", () => {
    const state = rollExtendedTest(alwaysMin, startExtendedTest({ pool: 4, dt: 6, replenish: 0 }));
    expect(state).toMatchObject({ pool: 0, exhausted: true, runningMargin: -8 });
  });

  it("a seeded campaign keeps rolling until the pool runs out or 50 rounds pass", () => {
    const source = seededSource(2024);
    let state = startExtendedTest({ pool: 6, dt: 8, replenish: 1 });
    let rounds = 0;
    while (!state.exhausted && rounds < 50) {
      state = rollExtendedTest(source, state);
      rounds++;
    }
    expect(state.history).toHaveLength(rounds);
    expect(state.history.every((roll) => roll.faces.length === roll.poolBefore)).toBe(true);
  });
});
