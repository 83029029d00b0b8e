import { IntDistribution } from "../int-distribution";
import { difficultyDegrees } from "../../mechanics/kaiser/difficulty";
import type { KaiserCheckSpec } from "../../mechanics/kaiser/types";
import { assertDifficulty } from "../../mechanics/kaiser/validate";
import { kaiserCheckOdds } from "./check-odds";

/** Exact odds of a check against a set difficulty. */
export interface KaiserDifficultyOdds {
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
  /** Totals of the rolls that did not fumble (a Fumble is reported on its own, not as a number). */
  readonly totals: IntDistribution;
  readonly cutMass: number;
}

/** Success, degrees, Fumble and Open Roll chances of a check against `difficulty`. */
export function kaiserDifficultyOdds(spec: KaiserCheckSpec, difficulty: number): KaiserDifficultyOdds {
  assertDifficulty(difficulty);
  const check = kaiserCheckOdds(spec);
  const { totals } = check;
  const signed = (total: number, fumble: boolean) => {
    const degrees = difficultyDegrees(total, difficulty, fumble);
    return degrees.success ? degrees.dos : -degrees.dof;
  };
  // Degrees rise with the total, so the extremes come from the ends of the totals and the Fumble.
  const fumbleDegree = check.fumbleTotal === null ? 0 : signed(check.fumbleTotal, true);
  const low = Math.min(signed(totals.min, false), check.pFumble > 0 ? fumbleDegree : Infinity);
  const high = signed(totals.max, false);
  const probs = new Float64Array(high - low + 1);
  let pSuccess = 0;
  let expectedDoS = 0;
  for (let i = 0; i < totals.probs.length; i++) {
    const p = totals.probs[i]!;
    const degree = signed(totals.min + i, false);
    probs[degree - low]! += p;
    if (degree > 0) {
      pSuccess += p;
      expectedDoS += degree * p;
    }
  }
  if (check.pFumble > 0) probs[fumbleDegree - low]! += check.pFumble;
  return {
    difficulty,
    pSuccess,
    pFailure: totals.lessThan(difficulty) + check.pFumble,
    pFumble: check.pFumble,
    pOpenRoll: check.pOpenRoll,
    degrees: new IntDistribution(low, probs, check.cutMass),
    expectedDoS,
    expectedDoSOnSuccess: pSuccess > 0 ? expectedDoS / pSuccess : 0,
    totals,
    cutMass: check.cutMass,
  };
}
