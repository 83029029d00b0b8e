import { kaiserCheckOdds } from "./odds/check-odds";
import { kaiserDifficultyOdds } from "./odds/difficulty-odds";
import { kaiserOpposedOdds } from "./odds/opposed-odds";

/** Kaiser's questions to the exact-odds engine (`exactOdds.kaiser`). */
export const kaiserExactOdds = {
  /** Totals, P(fumble), P(open roll) of a characteristic, skill or resistance check. */
  check: kaiserCheckOdds,
  /** P(success), the DoS/DoF distribution and expected degrees against a difficulty. */
  difficulty: kaiserDifficultyOdds,
  /** P(attacker wins) / P(defender wins) under each tie rule, and an Attack's ties, with a Fumble read either way. */
  opposed: kaiserOpposedOdds,
} as const;
