export * from "./rules";
export {
  assertDiceCount,
  assertFace,
  assertFaces,
  assertPoolSize,
  assertReplenish,
  assertRounds,
  assertTargetMargin,
  assertThreshold,
} from "./validation";
export * from "./die";
export * from "./margin";
export * from "./basic-test";
export * from "./opposed-test";
export * from "./extended-test";
