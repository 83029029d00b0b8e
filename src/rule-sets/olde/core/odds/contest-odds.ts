import { checkOldeSpec } from "../mechanics/validation";
import { type OldeRollSpec } from "../mechanics/rules";
import { oldeRollDistribution } from "./roll-odds";

/** The exact outcome chances of a contest: the higher total wins, equal totals tie (the text has no tie rule). */
interface OldeContestOdds {
  readonly firstWins: number;
  readonly tie: number;
  readonly secondWins: number;
  /** Probability left out by the cut tails of both sides (below 2e-12); the three chances sum to about 1 − it. */
  readonly cutMass: number;
}

/** Two distributions and one comparison, so a dialog can refresh it on every keystroke. */
export function oldeContestOdds(first: OldeRollSpec, second: OldeRollSpec): OldeContestOdds {
  checkOldeSpec(first);
  checkOldeSpec(second);
  const a = oldeRollDistribution(first);
  const b = oldeRollDistribution(second);
  const { greater, equal, less } = a.compare(b);
  return { firstWins: greater, tie: equal, secondWins: less, cutMass: a.cutMass + b.cutMass };
}
