import { CRITICAL_FAILURE_VALUE, CRITICAL_SUCCESS_VALUE, isCriticalRoll } from "../../../core/mechanics/klepto";
import { activeResults, type RollableTerm } from "../term-results";

/** Flips one coin through Foundry (so fulfillment and Dice So Nice see it); true for heads. */
export type CoinFlip = () => Promise<boolean>;

/**
 * `kc`: every 10 flips a coin before any keep runs — heads is a Critical Success `[10!]` that counts 10, tails a
 * Critical Failure `[0!]` whose result becomes 0, so Foundry's keep-highest/lowest and total order it right.
 */
export async function applyKleptoCritCoin(term: RollableTerm, flipCoin: CoinFlip): Promise<void> {
  for (const r of activeResults(term)) {
    if (!isCriticalRoll(r.result)) continue;
    if (await flipCoin()) {
      r.result = CRITICAL_SUCCESS_VALUE;
      r.indie = "crit-success";
    } else {
      r.result = CRITICAL_FAILURE_VALUE;
      r.indie = "crit-failure";
    }
  }
}
