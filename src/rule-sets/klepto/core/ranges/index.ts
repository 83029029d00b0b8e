export * from "./types";
export * from "./parse-bracket";
export * from "./parse-ranges";
export * from "./match-ranges";
export * from "./coverage";
export * from "./format-ranges";
export * from "./standard-ranges";
