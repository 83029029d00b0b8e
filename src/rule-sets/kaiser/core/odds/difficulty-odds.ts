import { chanceThatCanFail } from "../../../../core/odds/certainty";
import { IntDistribution } from "../../../../core/odds/int-distribution";
import { difficultyDegrees } from "../mechanics/difficulty";
import type { KaiserCheckSpec } from "../mechanics/types";
import { assertDifficulty } from "../mechanics/validate";
import { kaiserCheckOdds } from "./check-odds";

/** Exact odds of a check against a set difficulty. */
interface KaiserDifficultyOdds {
  readonly difficulty: number;
  readonly pSuccess: number;
  /** Every failure, Fumbles included. */
  readonly pFailure: number;
  readonly pFumble: number;
  readonly pOpenRoll: number;
  /** Signed degrees: +DoS for a success, −DoF for a failure (a Fumble counts as its failure's DoF). */
  readonly degrees: IntDistribution;
  /** E[DoS] over every roll, a failure counting 0 (e.g. expected damage per attempt). */
  readonly expectedDoS: number;
  /** E[DoS | success], or 0 when success is impossible. */
  readonly expectedDoSOnSuccess: number;
  /** E[DoF | failure] (a Fumble counting its failure's DoF), or 0 when failure is impossible. */
  readonly expectedDoFOnFailure: number;
  /** Totals of the rolls that did not fumble (a Fumble is reported on its own, not as a number). */
  readonly totals: IntDistribution;
  readonly cutMass: number;
}

/**
 * Success, degrees, Fumble and Open Roll chances of a check against `difficulty`. A Fumble's degree can lie far
 * from the others (a value of 10⁶ against 12: the Fumble fails by 1, every other roll succeeds by a million), so
 * the chances are summed over the totals and the `degrees` distribution (for charts) is only built when read.
 */
export function kaiserDifficultyOdds(spec: KaiserCheckSpec, difficulty: number): KaiserDifficultyOdds {
  assertDifficulty(difficulty);
  const check = kaiserCheckOdds(spec);
  const { totals } = check;
  const signed = (total: number, fumble: boolean) => {
    const degrees = difficultyDegrees(total, difficulty, fumble);
    return degrees.success ? degrees.dos : -degrees.dof;
  };
  let pSuccess = 0;
  let expectedDoS = 0;
  let expectedDoF = check.fumbleTotal === null ? 0 : -signed(check.fumbleTotal, true) * check.pFumble;
  // Which outcomes the check has, apart from what they weigh: a side with none is impossible and the other certain.
  let canSucceed = false;
  let canFail = check.pFumble > 0;
  for (let i = 0; i < totals.probs.length; i++) {
    const degree = signed(totals.min + i, false);
    if (degree > 0) {
      pSuccess += totals.probs[i]!;
      expectedDoS += degree * totals.probs[i]!;
      canSucceed ||= totals.probs[i]! > 0;
    } else {
      expectedDoF -= degree * totals.probs[i]!;
      canFail ||= totals.probs[i]! > 0;
    }
  }
  const pFailure = totals.lessThan(difficulty) + check.pFumble;
  // A sum of the chances that make a whole falls short of 1 by float rounding: certain is exactly 1, from the
  // outcomes (docs/odds.md "Certain and impossible"). A tail cut past the listed totals could still hold either.
  const whole = check.cutMass === 0;
  const odds = {
    difficulty,
    pSuccess: whole && !canFail ? 1 : chanceThatCanFail(pSuccess),
    pFailure: whole && !canSucceed ? 1 : chanceThatCanFail(pFailure),
    pFumble: check.pFumble,
    pOpenRoll: check.pOpenRoll,
    expectedDoS,
    expectedDoSOnSuccess: pSuccess > 0 ? expectedDoS / pSuccess : 0,
    expectedDoFOnFailure: pFailure > 0 ? expectedDoF / pFailure : 0,
    totals,
    cutMass: check.cutMass,
  };
  let degrees: IntDistribution | undefined;
  const buildDegrees = () => {
    const fumbled =
      check.fumbleTotal === null
        ? []
        : [[IntDistribution.constant(signed(check.fumbleTotal, true)), check.pFumble] as const];
    return IntDistribution.mixture([[totals.map((total) => signed(total, false)), 1], ...fumbled]);
  };
  return Object.defineProperty(odds, "degrees", {
    enumerable: true,
    get: () => (degrees ??= buildDegrees()),
  }) as KaiserDifficultyOdds;
}
