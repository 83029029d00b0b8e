export * from "./die-odds";
export * from "./pool-odds";
export * from "./opposed-odds";
export * from "./twelves-odds";
