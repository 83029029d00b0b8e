export * from "./modifier-keys";
export * from "./modifier-tokenizer";
export * from "./notation-errors";
export type * from "./term-types";
export { validateDiceTerm } from "./validate-term";
export * from "./formula-scanner";
export { findNotationProblems } from "./find-problems";
