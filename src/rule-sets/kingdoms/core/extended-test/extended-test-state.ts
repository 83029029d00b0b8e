import { IndieDiceError, type MessageData } from "../../../../core/errors";
import type { RollPrivacy } from "../../../../core/contests/contest-types";
import { KINGDOMS_LIMITS } from "../limits";
import type { ExtendedTestState } from "../mechanics/extended-test";
import { applyExtendedRoll, startExtendedTest } from "../mechanics/extended-test";
import { assertRounds, assertTargetMargin } from "../mechanics/validation";

/**
 * A K&R extended test card's state, as plain JSON: the Foundry layer stores it in the card message's
 * `flags["indie-dice"].extendedTest`. Only the setup the GM chose and the message of each round's roll are
 * stored; the pool, the running margin and the history are folded again from the rounds' faces (re-judged from
 * each message) with the core's bookkeeping: after each roll every die that failed, critically or not, leaves
 * the pool, then the replenish count joins it.
 */

type ExtendedTestStatus = "open" | "ended";

interface ExtendedRoller {
  readonly actorUuid: string | null;
  /** As the user typed it: plain text, escaped wherever it is shown. */
  readonly name: string;
}

interface ExtendedRound {
  readonly messageId: string;
  /** The round's roll as recorded (see ContestParticipant.rollCopy); opaque to the core. */
  readonly rollCopy?: string;
  /** Who may see that roll (see ContestParticipant.rollPrivacy); absent for a public roll. */
  readonly rollPrivacy?: RollPrivacy;
}

export interface ExtendedTestCardState {
  readonly version: 1;
  /** `ended` only when the GM ends it; a test that succeeded or ran out is told by the fold. */
  readonly status: ExtendedTestStatus;
  readonly roller: ExtendedRoller;
  readonly dt: number;
  readonly startingPool: number;
  readonly replenish: number;
  /** The running margin to reach, set by the GM. */
  readonly targetMargin: number;
  /** How many rounds the test lasts at most, set by the GM. */
  readonly maxRounds: number;
  readonly rounds: readonly ExtendedRound[];
}

export interface ExtendedTestCardSetup {
  readonly roller: ExtendedRoller;
  readonly dt: number;
  readonly pool: number;
  readonly replenish: number;
  readonly targetMargin: number;
  readonly rounds: number;
}

/**
 * Where the test stands: `rolling` (another round may be rolled), `succeeded` (the running margin reached the
 * target within the rounds), `roundsOver` (the last round is rolled short of it), `exhausted` (the pool is
 * empty), `ended` (the GM ended it first).
 */
export type ExtendedPhase = "rolling" | "succeeded" | "roundsOver" | "exhausted" | "ended";

interface ExtendedProgress {
  readonly phase: ExtendedPhase;
  /** The core's bookkeeping after every round: pool, running margin, history. */
  readonly test: ExtendedTestState;
  readonly roundsLeft: number;
  /** Dice the next round throws: the whole pool, up to the most one roll may throw (0 when none is due). */
  readonly nextDice: number;
}

const EXTENDED_TEST_ERROR = "INDIE_DICE.ExtendedTest.Error";

export function extendedTestError(name: string, data: MessageData = {}): IndieDiceError {
  return new IndieDiceError(`${EXTENDED_TEST_ERROR}.${name}`, data);
}

export function startExtendedCard(setup: ExtendedTestCardSetup): ExtendedTestCardState {
  assertRounds(setup.rounds);
  assertTargetMargin(setup.targetMargin);
  // The core checks the pool, DT and replenish count against their limits.
  startExtendedTest({ pool: setup.pool, dt: setup.dt, replenish: setup.replenish });
  return {
    version: 1,
    status: "open",
    roller: { actorUuid: setup.roller.actorUuid, name: String(setup.roller.name) },
    dt: setup.dt,
    startingPool: setup.pool,
    replenish: setup.replenish,
    targetMargin: setup.targetMargin,
    maxRounds: setup.rounds,
    rounds: [],
  };
}

/** No roll throws more dice than the pool limit; the dice past it stay in the pool (core's rule). */
export function diceToRoll(pool: number): number {
  return Math.min(pool, KINGDOMS_LIMITS.kingdomsPool.max);
}

function phaseOf(state: ExtendedTestCardState, test: ExtendedTestState): ExtendedPhase {
  if (test.history.length > 0 && test.runningMargin >= state.targetMargin) return "succeeded";
  if (state.status === "ended") return "ended";
  if (test.pool < 1) return "exhausted";
  if (test.history.length >= state.maxRounds) return "roundsOver";
  return "rolling";
}

/**
 * Folds the rounds' faces (one array per recorded round, in order) into the test's progress. Each round must
 * have thrown `diceToRoll(pool)` dice; the fold stops being valid past a success or the last round.
 */
export function foldExtendedTest(state: ExtendedTestCardState, faces: readonly (readonly number[])[]): ExtendedProgress {
  if (faces.length !== state.rounds.length) {
    throw extendedTestError("RoundsMissing", { expected: state.rounds.length, given: faces.length });
  }
  let test = startExtendedTest({ pool: state.startingPool, dt: state.dt, replenish: state.replenish, rounds: state.maxRounds });
  faces.forEach((round, index) => {
    const before = test;
    if (phaseOf({ ...state, status: "open" }, before) !== "rolling") {
      throw extendedTestError("RoundAfterEnd", { round: index + 1 });
    }
    const expected = diceToRoll(before.pool);
    if (round.length !== expected) throw extendedTestError("DiceCount", { round: index + 1, expected, given: round.length });
    test = applyExtendedRoll(before, round);
  });
  const phase = phaseOf(state, test);
  return {
    phase,
    test,
    roundsLeft: state.maxRounds - test.history.length,
    nextDice: phase === "rolling" ? diceToRoll(test.pool) : 0,
  };
}

/**
 * Records a round's roll: refused when the test is no longer rolling, the message is already a round, or the
 * roll threw another number of dice than the pool. `facesSoFar` are the recorded rounds' faces.
 */
export function recordExtendedRound(
  state: ExtendedTestCardState,
  facesSoFar: readonly (readonly number[])[],
  messageId: string,
  faces: readonly number[],
): ExtendedTestCardState {
  const progress = foldExtendedTest(state, facesSoFar);
  if (progress.phase !== "rolling") throw extendedTestError(progress.phase === "ended" ? "Ended" : "NotRolling");
  if (typeof messageId !== "string" || messageId === "") throw extendedTestError("BadMessage", { id: String(messageId) });
  if (state.rounds.some((r) => r.messageId === messageId)) throw extendedTestError("MessageUsed", { id: messageId });
  if (faces.length !== progress.nextDice) {
    throw extendedTestError("DiceCount", { round: state.rounds.length + 1, expected: progress.nextDice, given: faces.length });
  }
  // Faces out of range are the core's error.
  applyExtendedRoll(progress.test, faces);
  return { ...state, rounds: [...state.rounds, { messageId }] };
}

/** The GM ends the test; an ended card takes no more rounds. */
export function endExtendedTest(state: ExtendedTestCardState): ExtendedTestCardState {
  if (state.status === "ended") throw extendedTestError("Ended");
  return { ...state, status: "ended" };
}
