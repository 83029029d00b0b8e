export { kaiserKeptPairOdds, keptPairTable, pairIndex, PAIR_TABLE_SIZE } from "./kept-pair";
export { kaiserOpenRollChain, ODDS_CUT } from "./open-roll-chain";
export { kaiserCheckOdds } from "./check-odds";
export type { KaiserCheckOdds } from "./check-odds";
export { kaiserDifficultyOdds } from "./difficulty-odds";
export type { KaiserDifficultyOdds } from "./difficulty-odds";
export { kaiserComparedTotals, kaiserOpposedOdds, rollOffAttackerChance } from "./opposed-odds";
export type { KaiserOpposedOdds, OpposedShares } from "./opposed-odds";
