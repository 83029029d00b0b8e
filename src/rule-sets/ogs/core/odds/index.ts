export * from "./total-odds";
export * from "./value-table";
export * from "./opposed-odds";
