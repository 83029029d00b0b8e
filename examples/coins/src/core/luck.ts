import { kit } from "../kit";
import { checkCoinsSpec, type CoinsRollResult, type CoinsSpec } from "./mechanics";
import { headsDistribution } from "./odds";

/** How lucky this many heads was (Indie Dice's `luckIn`), read on the heads. */
export function coinsLuck(spec: CoinsSpec, heads: number): number {
  return kit().odds.luckIn(headsDistribution(checkCoinsSpec(spec).coins), heads);
}

/** Luck from the judged roll, which carries its own spec. */
export function coinsRollLuck(judged: CoinsRollResult): number {
  return coinsLuck(judged, judged.heads);
}
