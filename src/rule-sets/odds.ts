/**
 * The exact-odds engine as the API offers it (`api.odds`): one import for every rule set's exact distributions and
 * the shared arithmetic. Each rule set's functions take the same plain specs as its core mechanic. Here, above the
 * rule sets' folders, not in src/core/odds: the core's odds are what the rule sets build on.
 */
export { IntDistribution } from "../core/odds/int-distribution";
export * from "./kaiser/core/odds";
export * from "./kingdoms/core/odds";
export * from "./klepto/core/odds";
/** The name the API first gave the Kleptonomicon's Contest odds: macros written then call `api.odds.contestOdds`. */
export { kleptoContestOdds as contestOdds } from "./klepto/core/odds";
export * from "./olde/core/odds";
export * from "./ogs/core/odds";
export * from "../core/odds/luck";
export * from "../core/odds/luck-of";
export * from "./kaiser/core/luck";
export * from "./ogs/core/luck";
export * from "./kingdoms/core/luck";
export * from "./klepto/core/luck";
export * from "./olde/core/luck";
export { exactOdds, type ExactOdds } from "../core/odds/exact-odds";
export * from "../core/odds/plain-roll-luck";
