/**
 * The odds engine in one small object, one entry per rule set (its descriptor's `odds`, each question a dialog or
 * macro asks) and the shared comparison. Each takes the same plain spec as the rule set's core mechanic and returns
 * exact probabilities (tails below 1e-12 cut and reported).
 *
 * @example
 * exactOdds.kaiser.difficulty({ kind: "skill", bonus: 4, advantage: 1 }, 12).pSuccess
 * exactOdds.kingdoms.pools(8, 7).map((pool) => pool.atLeastZero)   // every pool size 1–8 at once
 * exactOdds.klepto.ranges({ modifier: 2, advantages: 1 }, "[..6] 1 Missile, [7..9] 2 Missiles, [10..] 3 Missiles")
 */
import { tableOfRuleSets } from "../rule-sets";
import type { IntDistribution } from "./int-distribution";

// The rule sets' table itself, not a copy: a rule set registered later joins it (src/core/rule-sets.ts).
const SHARED = {
  /** P(a > b), P(a = b), P(a < b) for any two independent distributions. */
  compare: (a: IntDistribution, b: IntDistribution) => a.compare(b),
};

export const exactOdds = Object.assign(tableOfRuleSets("odds", Object.keys(SHARED)), SHARED);
