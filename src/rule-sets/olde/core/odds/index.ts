export * from "./die-odds";
export * from "./roll-odds";
export * from "./contest-odds";
