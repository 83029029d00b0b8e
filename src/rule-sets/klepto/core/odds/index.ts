export * from "./kept-die";
export * from "./score-odds";
export * from "./range-odds";
export * from "./contest-odds";
export * from "./group-odds";
