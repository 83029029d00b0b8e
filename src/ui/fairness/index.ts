export * from "./fairness-chart";
export * from "./fairness-text";
export * from "./fairness-view";
