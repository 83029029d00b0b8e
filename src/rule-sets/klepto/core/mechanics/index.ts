export * from "./constants";
export * from "./critical-dice";
export * from "./advantage";
export * from "./score";
export * from "./roll-test";
export * from "./contest";
export * from "./group-gifts";
