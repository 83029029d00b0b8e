import { IndieDiceError, type MessageData } from "../../../../core/errors";
import { KINGDOMS_LIMITS } from "../limits";
import type { ExtendedTestState } from "../mechanics/extended-test";
import { applyExtendedRoll, startExtendedTest } from "../mechanics/extended-test";
import { assertRounds, assertTargetMargin } from "../mechanics/validation";
import type { RollPrivacy } from "../../../../core/roll-privacy";

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
 * empty), `unreachable` (rounds and dice are left, but not even every die a 12 would reach the target in them: no
 * round is rolled, and the GM ends it; docs/cards.md "Extended tests (Kingdoms and Rulers)"), `ended` (the GM ended it
 * first).
 */
export type ExtendedPhase = "rolling" | "succeeded" | "roundsOver" | "exhausted" | "unreachable" | "ended";

/** Where a test stands before its next roll: what decides whether its target can still be reached, and how likely. */
export interface ExtendedStanding {
  /** The pool before the next roll. */
  readonly pool: number;
  readonly replenish: number;
  /** The running margin so far. */
  readonly margin: number;
  readonly targetMargin: number;
  readonly roundsLeft: number;
}

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

/**
 * Whether the target can be reached at all from here: in the best case every die shows a 12 (two successes, whatever
 * the DT), none fails, and the pool grows by the replenish count each round. The odds engine's `reach` may be 0 after
 * its truncations where this is true: a chance that small is still one (docs/odds.md "Tails truncated below 1e-12":
 * no "0.0%" for what can happen).
 */
export function extendedTargetReachable(standing: ExtendedStanding): boolean {
  let margin = standing.margin;
  let pool = standing.pool;
  for (let round = 0; round < standing.roundsLeft && margin < standing.targetMargin; round++) {
    margin += 2 * diceToRoll(pool);
    pool += standing.replenish;
  }
  return margin >= standing.targetMargin;
}

/** Where the test stands by the rules' count alone: whether its rounds, its pool or the GM let it roll on. */
function countedPhase(state: ExtendedTestCardState, test: ExtendedTestState): ExtendedPhase {
  if (test.history.length > 0 && test.runningMargin >= state.targetMargin) return "succeeded";
  if (state.status === "ended") return "ended";
  if (test.pool < 1) return "exhausted";
  if (test.history.length >= state.maxRounds) return "roundsOver";
  return "rolling";
}

/**
 * Where the test stands: by the count, and a test that could roll on but no longer reach its target is `unreachable`.
 */
function phaseOf(state: ExtendedTestCardState, test: ExtendedTestState): ExtendedPhase {
  const counted = countedPhase(state, test);
  if (counted !== "rolling") return counted;
  const standing = {
    pool: test.pool,
    replenish: state.replenish,
    margin: test.runningMargin,
    targetMargin: state.targetMargin,
    roundsLeft: state.maxRounds - test.history.length,
  };
  return extendedTargetReachable(standing) ? "rolling" : "unreachable";
}

/**
 * Folds the rounds' faces (one array per recorded round, in order) into the test's progress. Each round must
 * have thrown `diceToRoll(pool)` dice; the fold stops being valid past a success or the last round.
 */
export function foldExtendedTest(
  state: ExtendedTestCardState,
  faces: readonly (readonly number[])[],
): ExtendedProgress {
  if (faces.length !== state.rounds.length) {
    throw extendedTestError("RoundsMissing", { expected: state.rounds.length, given: faces.length });
  }
  let test = startExtendedTest({
    pool: state.startingPool,
    dt: state.dt,
    replenish: state.replenish,
    rounds: state.maxRounds,
  });
  faces.forEach((round, index) => {
    const before = test;
    // By the count alone: a round recorded while the target was already out of reach (cards from before such rounds
    // were refused) stays a round of its card, which is still drawn; recordExtendedRound refuses one now.
    if (countedPhase({ ...state, status: "open" }, before) !== "rolling") {
      throw extendedTestError("RoundAfterEnd", { round: index + 1 });
    }
    const expected = diceToRoll(before.pool);
    if (round.length !== expected)
      throw extendedTestError("DiceCount", { round: index + 1, expected, given: round.length });
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
  if (progress.phase !== "rolling") throw notRollingError(state, progress.phase);
  if (typeof messageId !== "string" || messageId === "")
    throw extendedTestError("BadMessage", { id: String(messageId) });
  if (state.rounds.some((r) => r.messageId === messageId)) throw extendedTestError("MessageUsed", { id: messageId });
  if (faces.length !== progress.nextDice) {
    throw extendedTestError("DiceCount", {
      round: state.rounds.length + 1,
      expected: progress.nextDice,
      given: faces.length,
    });
  }
  // Faces out of range are the core's error.
  applyExtendedRoll(progress.test, faces);
  return { ...state, rounds: [...state.rounds, { messageId }] };
}

/** Why no round is rolled now: the GM ended it, its target is out of reach (as the card says), or it is decided. */
export function notRollingError(state: ExtendedTestCardState, phase: ExtendedPhase): IndieDiceError {
  if (phase === "ended") return extendedTestError("Ended");
  if (phase === "unreachable") return extendedTestError("Unreachable", { target: state.targetMargin });
  return extendedTestError("NotRolling");
}

/** The GM ends the test; an ended card takes no more rounds. */
export function endExtendedTest(state: ExtendedTestCardState): ExtendedTestCardState {
  if (state.status === "ended") throw extendedTestError("Ended");
  return { ...state, status: "ended" };
}
