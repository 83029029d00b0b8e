/**
 * The exact-odds engine: one import for every rule set's exact distributions and the shared arithmetic.
 * Each rule set's functions take the same plain specs as its core mechanic.
 */
export { IntDistribution } from "./int-distribution";
export * from "../../rule-sets/kaiser/core/odds";
export * from "../../rule-sets/kingdoms/core/odds";
export * from "../../rule-sets/klepto/core/odds";
/** The name the API first gave the Kleptonomicon's Contest odds: macros written then call `api.odds.contestOdds`. */
export { kleptoContestOdds as contestOdds } from "../../rule-sets/klepto/core/odds";
export * from "../../rule-sets/olde/core/odds";
export * from "../../rule-sets/ogs/core/odds";
export * from "./luck";
export * from "./luck-of";
export * from "../../rule-sets/kaiser/core/luck";
export * from "../../rule-sets/ogs/core/luck";
export * from "../../rule-sets/kingdoms/core/luck";
export * from "../../rule-sets/klepto/core/luck";
export * from "../../rule-sets/olde/core/luck";
export { exactOdds, type ExactOdds } from "./exact-odds";
export * from "./plain-roll-luck";
