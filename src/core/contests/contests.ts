/**
 * Contests between tokens, as pure functions over a plain-JSON card state: one import for the Foundry layer
 * (which stores the state in `flags["indie-dice"].contest`) and the playground.
 */
export * from "./contest-types";
export { CONTEST_ERROR, contestError } from "./contest-errors";
export { CONTEST_RULE_SETS, normalizeContestSpec, rollMatchesSpec, sameSpec } from "./contest-specs";
export { CONTEST_MAX_ATTACKERS, defaultContestRules, startContest, type ContestEntrant, type ContestSetup } from "./contest-start";
export { attackersOf, defenderOf, everyoneRolled, findParticipant, hasRolled, rollOf } from "./contest-participants";
export { recordContestRoll, type RecordedRoll } from "./contest-record";
export { judgePairedRollOff, pairedRollOffContinues, rollPairedRollOff, type PairedRollOff, type RollOffRound } from "./contest-roll-off";
export { checkTieBreakDice, rollTieBreak, TIE_BREAK_DIE, tieBreakContinues } from "./contest-tie-break";
export { judgePairing, tieBreakOf, type PairingJudgement, type TieBreakNeed } from "./contest-judge";
export type { PairingDetail, PairingOdds } from "./contest-rule";
export { contestProgress, judgeContest, recordTieBreak, resolveContest, type ContestProgress } from "./contest-resolve";
export { dueTieBreaks, settleContest } from "./contest-settle";
export { contestPairingOdds, expectedSpec, type PairingOddsEntry } from "./contest-odds";
