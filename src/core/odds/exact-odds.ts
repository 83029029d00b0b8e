/**
 * The odds engine in one small object, one entry per question a dialog or macro asks. Each takes the same plain
 * spec as the rule set's core mechanic and returns exact probabilities (tails below 1e-12 cut and reported).
 *
 * @example
 * exactOdds.kaiser.difficulty({ kind: "skill", bonus: 4, advantage: 1 }, 12).pSuccess
 * exactOdds.kingdoms.pools(8, 7).map((pool) => pool.atLeastZero)   // every pool size 1–8 at once
 * exactOdds.klepto.ranges({ modifier: 2, advantages: 1 }, "[..6] 1 Missile, [7..9] 2 Missiles, [10..] 3 Missiles")
 */
import type { IntDistribution } from "./int-distribution";
import { kaiserCheckOdds, kaiserDifficultyOdds, kaiserOpposedOdds } from "../../rule-sets/kaiser/core/odds";
import { kingdomsOpposedOdds, kingdomsPoolOdds, kingdomsTwelvesDistribution } from "../../rule-sets/kingdoms/core/odds";
import { groupTestOdds, kleptoContestOdds, testRangeOdds, testScoreOdds } from "../../rule-sets/klepto/core/odds";
import { oldeContestOdds, oldeRollDistribution } from "../../rule-sets/olde/core/odds";
import { actionCheckTotalOdds, openRollDistribution, opposedActionCheckOdds } from "../../rule-sets/ogs/core/odds";
import { checkTestOptions, type TestOptions } from "../../rule-sets/klepto/core/mechanics";

export const exactOdds = {
  kaiser: {
    /** Totals, P(fumble), P(open roll) of a characteristic, skill or resistance check. */
    check: kaiserCheckOdds,
    /** P(success), the DoS/DoF distribution and expected degrees against a difficulty. */
    difficulty: kaiserDifficultyOdds,
    /** P(attacker wins) / P(defender wins) under each tie rule, and an Attack's ties, with a Fumble read either way. */
    opposed: kaiserOpposedOdds,
  },
  ogs: {
    /** P(success) and P(stages ≥ k) of an Action Check, Die Increases included. */
    actionCheck: actionCheckTotalOdds,
    /** The total of an open (damage) roll, increases on every die. */
    openRoll: openRollDistribution,
    /** P(each side wins) with the full tie-break chain: values, sizes, d12 roll-offs. */
    opposed: opposedActionCheckOdds,
  },
  kingdoms: {
    /** The margin, P(margin ≥ 0), P(margin > 0) and E[margin] for every pool size from 1 to n. */
    pools: kingdomsPoolOdds,
    /** P(A wins), P(B wins), P(stalemate) for the chosen roles. */
    opposed: kingdomsOpposedOdds,
    /** How many 12s n dice roll: what a roll above DT 11 is read by (docs/rulings.md "Kingdoms and Rulers"). */
    twelves: kingdomsTwelvesDistribution,
  },
  klepto: {
    /** The Score distribution with P([0!]) and P([10!]) apart. */
    score: testScoreOdds,
    /** P(each score range), standard, pass/fail or custom shorthand. */
    ranges: testRangeOdds,
    /** P(A wins) / P(B wins), the coin toss splitting ties. */
    contest: (a: TestOptions, b: TestOptions) => {
      // Both sides are checked before either side's odds are worked out.
      checkTestOptions(a);
      checkTestOptions(b);
      return kleptoContestOdds(testScoreOdds(a), testScoreOdds(b));
    },
    /** The group's result (its lowest Score) before any gifting. */
    group: groupTestOdds,
  },
  olde: {
    /** NdX±M, unlimited or not. */
    roll: oldeRollDistribution,
    /** P(first wins), P(tie), P(second wins) of two rolls. */
    contest: oldeContestOdds,
  },
  /** P(a > b), P(a = b), P(a < b) for any two independent distributions. */
  compare: (a: IntDistribution, b: IntDistribution) => a.compare(b),
} as const;

export type ExactOdds = typeof exactOdds;
