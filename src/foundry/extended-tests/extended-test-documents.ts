/**
 * Where a K&R extended test keeps its state: the card message's `flags["indie-dice"].extendedTest` (an
 * ExtendedTestCardState naming each round's roll message). A round is its roller's own KingdomsRoll message,
 * flagged `extendedTestRoll` (`{cardId, round}`, the 0-based round it answers, so a second roll for the same round
 * is late, not the next round).
 */
import { extendedTestError, type ExtendedTestCardState } from "../../core/contests/extended-test";
import type { MarginResult } from "../../core/mechanics/kingdoms";
import { gmCardFlag, type ContestMessage } from "../contests/contest-documents";
import { mayViewRecorded, readRuleSetRoll, recordedRollMessage, type RollCopy } from "../contests/contest-roll-reader";
import type { RegisteredDice } from "../dice/register-dice";
import { MODULE_ID } from "../module-id";

export const EXTENDED_TEST_FLAG = "extendedTest";
export const EXTENDED_ROLL_FLAG = "extendedTestRoll";
export const RECORD_EXTENDED_ROUND_QUERY = `${MODULE_ID}.recordExtendedRound`;

export interface ExtendedRollFlag {
  readonly cardId: string;
  readonly round: number;
}

export function extendedStateOf(message: ContestMessage | null): ExtendedTestCardState | null {
  const state = gmCardFlag(message, EXTENDED_TEST_FLAG) as ExtendedTestCardState | null;
  const rounds = state?.rounds;
  const wellFormed = Array.isArray(rounds) && rounds.every((round) => round !== null && typeof round === "object");
  return state && wellFormed && state.roller !== null && typeof state.roller === "object" ? state : null;
}

export function extendedRollFlagOf(message: ContestMessage | null): ExtendedRollFlag | null {
  const flag = message?.flags?.[MODULE_ID]?.[EXTENDED_ROLL_FLAG] as Partial<ExtendedRollFlag> | undefined;
  if (typeof flag?.cardId !== "string" || !Number.isSafeInteger(flag.round)) return null;
  return { cardId: flag.cardId, round: flag.round! };
}

export function extendedRollFlags(flag: ExtendedRollFlag): Record<string, Record<string, unknown>> {
  return { [MODULE_ID]: { [EXTENDED_ROLL_FLAG]: { cardId: flag.cardId, round: flag.round } } };
}

export function extendedUpdate(state: ExtendedTestCardState): object {
  return { [`flags.${MODULE_ID}.${EXTENDED_TEST_FLAG}`]: state };
}

/**
 * A round's faces read again from its message: a KingdomsRoll whose dice are what its formula makes, rolled
 * against the card's DT. (The number of dice is the pure layer's check: exactly the round's `nextDice`.)
 */
export function readRoundFaces(dice: RegisteredDice, state: ExtendedTestCardState, message: ContestMessage): number[] {
  const name = state.roller.name;
  try {
    const { spec, roll } = readRuleSetRoll(dice, "kingdoms", message, name);
    if ((spec as { dt: number }).dt !== state.dt) throw new Error("another DT");
    return (roll as MarginResult).dice.map((die) => die.face);
  } catch {
    throw extendedTestError("WrongRoll", { name });
  }
}

/** Every recorded round's faces, in order; null when a round's message is gone or cannot be read. */
export function recordedFaces(dice: RegisteredDice, state: ExtendedTestCardState): number[][] | null {
  const faces: number[][] = [];
  for (const round of state.rounds) {
    const message = recordedRollMessage(round);
    if (!message) return null;
    try {
      faces.push(readRoundFaces(dice, state, message));
    } catch {
      return null;
    }
  }
  return faces;
}

/** The round of `messageId` with its roll copy and audience, when there is one to keep (see ExtendedRound.rollCopy). */
export function withRoundCopy(state: ExtendedTestCardState, messageId: string, copy: RollCopy | undefined): ExtendedTestCardState {
  if (copy === undefined) return state;
  return { ...state, rounds: state.rounds.map((round) => (round.messageId === messageId ? { ...round, ...copy } : round)) };
}

/** May this client's user see each recorded round? (See mayViewRecorded: the audience kept with each round.) */
export function roundVisibility(state: ExtendedTestCardState): boolean[] {
  const asParticipants = state.rounds.map((round) => ({ ...round, id: round.messageId }));
  return asParticipants.map((round) => mayViewRecorded(asParticipants, round.id));
}
