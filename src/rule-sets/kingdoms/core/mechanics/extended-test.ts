import { IndieDiceError } from "../../../../core/errors";
import type { RandomSource } from "../../../../core/random";
import { judgeMargin, rollFaces } from "./margin";
import {
  assertDiceCount,
  assertPoolSize,
  assertReplenish,
  assertRounds,
  assertTargetMargin,
  assertThreshold,
} from "./validation";

/** One roll of an extended test, as the card's history lists it. */
interface ExtendedTestRoll {
  faces: number[];
  margin: number;
  /** Dice that failed (critically or not) and left the pool. */
  failedDice: number;
  poolBefore: number;
  poolAfter: number;
}

/**
 * An extended test between rolls: plain data, so the card can store it in a flag and hand it back later.
 * Every function here returns a new state and leaves the old one as it was.
 */
export interface ExtendedTestState {
  pool: number;
  dt: number;
  /** Dice added back after every roll (from CON or CHA). */
  replenish: number;
  runningMargin: number;
  history: ExtendedTestRoll[];
  /** The pool is empty after replenishing, so the test cannot roll again. */
  exhausted: boolean;
  /** The rounds the table allows, when it sets a number: no roll is made after the last one. */
  rounds?: number;
  /** The running margin the table aims for, when it sets one (the card compares it; the dice do not). */
  targetMargin?: number;
}

interface ExtendedTestSetup {
  pool: number;
  dt: number;
  replenish: number;
  rounds?: number;
  targetMargin?: number;
}

export function startExtendedTest(setup: ExtendedTestSetup): ExtendedTestState {
  assertPoolSize(setup.pool);
  assertThreshold(setup.dt);
  assertReplenish(setup.replenish);
  if (setup.rounds !== undefined) assertRounds(setup.rounds);
  if (setup.targetMargin !== undefined) assertTargetMargin(setup.targetMargin);
  const { pool, dt, replenish, rounds, targetMargin } = setup;
  return {
    pool,
    dt,
    replenish,
    runningMargin: 0,
    history: [],
    exhausted: false,
    ...(rounds === undefined ? {} : { rounds }),
    ...(targetMargin === undefined ? {} : { targetMargin }),
  };
}

/** The pool after a roll: the failed dice leave it, then the replenish count joins it. */
export function poolAfterRoll(pool: number, failedDice: number, replenish: number): number {
  return pool - failedDice + replenish;
}

/** A state comes back from a card's flags, so its numbers are checked again before each roll. */
function assertCanRoll(state: ExtendedTestState): void {
  assertThreshold(state.dt);
  assertReplenish(state.replenish);
  if (state.exhausted || state.pool < 1) {
    throw new IndieDiceError("INDIE_DICE.Error.Kingdoms.Exhausted", { pool: state.pool });
  }
  if (state.rounds !== undefined) {
    assertRounds(state.rounds);
    if (state.history.length >= state.rounds) {
      throw new IndieDiceError("INDIE_DICE.Error.Kingdoms.RoundsOver", { rounds: state.rounds });
    }
  }
}

/**
 * Applies faces already rolled to the test. Fewer dice than the pool may be rolled; the dice left unrolled
 * stay in the pool, since only dice that failed are removed.
 */
export function applyExtendedRoll(state: ExtendedTestState, faces: readonly number[]): ExtendedTestState {
  assertCanRoll(state);
  assertDiceCount(faces.length, state.pool);
  const { margin, failedDice } = judgeMargin(faces, state.dt);
  const pool = poolAfterRoll(state.pool, failedDice, state.replenish);
  const roll: ExtendedTestRoll = { faces: [...faces], margin, failedDice, poolBefore: state.pool, poolAfter: pool };
  return {
    ...state,
    pool,
    runningMargin: state.runningMargin + margin,
    history: [...state.history, roll],
    exhausted: pool === 0,
  };
}

/** Rolls the next round of an extended test: the whole pool, or `dice` of it. */
export function rollExtendedTest(
  source: RandomSource,
  state: ExtendedTestState,
  dice: number = state.pool,
): ExtendedTestState {
  assertCanRoll(state);
  assertDiceCount(dice, state.pool);
  return applyExtendedRoll(state, rollFaces(source, dice));
}
