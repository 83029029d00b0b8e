export * from "./constants";
export type * from "./types";
export {
  keepFromPool,
  netAdvantage,
  poolSize,
  replaySequential,
  sequentialNeedsAnotherDie,
  sequentialPairIsFinal,
  sequentialRerolls,
} from "./advantage";
export type { SequentialReplay, SequentialReroll } from "./advantage";
export { opensOpenRoll, openRollContinues, openRollCapped } from "./open-roll";
export { isFumble, fumbleLevelFrom, penaltyFrom, opposedFumbleTotal } from "./fumble";
export { checkNeedsAnotherDie, judgeCheck, rollCheck } from "./check";
export { difficultyDegrees, judgeDifficulty, rollDifficultyCheck } from "./difficulty";
export type { DifficultyDegrees } from "./difficulty";
export { opposedNeedsRollOff, rollOffContinues, judgeRollOff, rollRollOff } from "./roll-off";
export { fumbleLoser, opposedSide, opposedSidesNeedRollOff, judgeOpposed, rollOpposedCheck } from "./opposed";
export { assertAdvantageLevels, assertDifficulty, assertFumbleRule, assertWholeNumber, normalizeCheckSpec } from "./validate";
export type { NormalizedCheckSpec } from "./validate";
