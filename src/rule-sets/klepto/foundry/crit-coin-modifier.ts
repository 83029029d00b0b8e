import { CRITICAL_FAILURE_VALUE } from "../core/mechanics/constants";
import { isCriticalRoll } from "../core/mechanics/critical-dice";
import { activeResults, type RollableTerm, type TermResult } from "../../../foundry/term-results";

/** Flips one coin through Foundry (so fulfillment and Dice So Nice see it); true for heads. */
type CoinFlip = () => Promise<boolean>;

/**
 * `kc`: every 10 flips a coin before any keep runs — heads is a Critical Success `[10!]` that counts 10, tails a
 * Critical Failure `[0!]` that counts 0. The die keeps showing the 10 it landed on (Dice So Nice throws what was
 * rolled); `keep` and `drop` order it by what it counts (see `withResolvedCrits`).
 */
export async function applyKleptoCritCoin(term: RollableTerm, flipCoin: CoinFlip): Promise<void> {
  for (const r of activeResults(term)) {
    if (!isCriticalRoll(r.result)) continue;
    if (await flipCoin()) {
      r.indie = "crit-success";
    } else {
      r.indie = "crit-failure";
      r.count = CRITICAL_FAILURE_VALUE;
    }
  }
}

/**
 * Runs Foundry's keep or drop with every Critical Failure counted at its resolved value, then restores the face:
 * the Kleptonomicon resolves crits before the high or low die is kept, and Foundry's keep orders by `result`.
 */
export function withResolvedCrits<T>(results: TermResult[], keepOrDrop: () => T): T {
  const failures = results.filter((r) => r.indie === "crit-failure" && r.count === CRITICAL_FAILURE_VALUE);
  const faces = failures.map((r) => r.result);
  for (const r of failures) r.result = CRITICAL_FAILURE_VALUE;
  try {
    return keepOrDrop();
  } finally {
    failures.forEach((r, i) => (r.result = faces[i]!));
  }
}
