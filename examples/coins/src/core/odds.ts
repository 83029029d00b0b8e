import type { IntDistribution } from "indie-dice-types";
import { kit } from "../kit";
import { checkCoinsSpec, type CoinsSpec } from "./mechanics";

/** The heads of N fair coins: Binomial(N, 1/2), as N d2s (1 or 2) less N. */
export function headsDistribution(coins: number): IntDistribution {
  return kit().odds.IntDistribution.die(2).times(coins).shift(-coins);
}

/** P(at least `target` heads); without a target, 1. */
export function coinsSuccessChance(spec: CoinsSpec): number {
  const { coins, target } = checkCoinsSpec(spec);
  return target === null ? 1 : headsDistribution(coins).atLeast(target);
}

/** The rule set's members of the API's `api.odds.coins` (its core descriptor's `apiOdds`). */
export const coinsApiOdds = { headsDistribution, successChance: coinsSuccessChance };

/** Its questions to the exact-odds engine (`exactOdds.coins`). */
export const coinsExactOdds = {
  heads: (spec: CoinsSpec) => headsDistribution(checkCoinsSpec(spec).coins),
  success: coinsSuccessChance,
} as const;
