export * from "./rules";
export * from "./validation";
export * from "./die-increase";
export * from "./rolled-dice";
export * from "./action-check";
export * from "./open-roll";
export * from "./tie-break";
export * from "./opposed-check";
