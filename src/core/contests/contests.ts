/**
 * Contests between tokens, as pure functions over a plain-JSON card state: one import for the Foundry layer
 * (which stores the state in `flags["indie-dice"].contest`) and the playground.
 */
export * from "./contest-types";
export { contestError } from "./contest-errors";
export { CONTEST_MAX_ATTACKERS, startContest, type ContestEntrant, type ContestSetup } from "./contest-start";
export { attackersOf, defenderOf, findParticipant, rollOf } from "./contest-participants";
export { recordContestRoll, type RecordedRoll } from "./contest-record";
export { type RollOffRound } from "./contest-roll-off";
export { checkTieBreakDice, rollTieBreak, TIE_BREAK_DIE, tieBreakContinues } from "./contest-tie-break";
export { judgePairing, type PairingDetail, type PairingJudgement, type TieBreakNeed } from "./contest-judge";
export { contestProgress, recordTieBreak, resolveContest, type ContestProgress } from "./contest-resolve";
export { dueTieBreaks, settleContest } from "./contest-settle";
export { contestPairingOdds, expectedSpec, type PairingOdds, type PairingOddsEntry } from "./contest-odds";
