import { IntDistribution } from "../../../../core/odds/int-distribution";
import { KAISER_DIE_FACES, OPEN_ROLL_FACE } from "../mechanics/constants";

/** Tails are cut once what is left of them falls below this share of the mass. */
export const ODDS_CUT = 1e-12;

let chain: IntDistribution | undefined;

/**
 * The sum of the extra dice of an Open Roll, given that one opened: k sixes then a face r in 1..5 has
 * probability (1/6)^(k+1) and sums to 6k + r. Depth stops once the chance of going on, (1/6)^depth, is below
 * ODDS_CUT — long before the chain limit (1000 dice), whose own tail is far too small to show. The dropped
 * conditional mass is in `cutMass`.
 */
export function kaiserOpenRollChain(): IntDistribution {
  if (chain !== undefined) return chain;
  const sixChance = 1 / KAISER_DIE_FACES;
  const probs: number[] = [];
  let reach = 1; // P(the chain reaches this depth)
  for (let depth = 0; reach >= ODDS_CUT; depth++) {
    for (let face = 1; face < OPEN_ROLL_FACE; face++) probs.push(reach / KAISER_DIE_FACES);
    // A six at this depth is not a total of its own: the chain goes on, so its slot stays empty.
    probs.push(0);
    reach *= sixChance;
  }
  chain = new IntDistribution(1, probs, reach);
  return chain;
}
