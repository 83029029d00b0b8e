import { IntDistribution } from "../odds/int-distribution";
import { sumOfDice } from "./sum-of-dice";

/**
 * The total of `count` dice that explode (`x`, `x>=n`) and were not rerolled first (docs/formula-odds.md "How
 * each part is computed"): every result the term rolls is fresh, so each one either triggers another roll or ends its
 * die's chain. The term rolls exactly `count` results that end a chain, and a number K of results that trigger, where
 * each die adds a geometric number of them: K follows the negative binomial law of `count` chains. Given K, the total
 * is K triggering faces plus `count` ending faces, all independent. So the total is
 *   (Σ_k P(K = k) · triggering faces summed k times) ⊗ (ending faces summed `count` times),
 * one mixture and one convolution — where summing each die's own series and then the dice convolves tables as wide
 * as the whole term (the sums of 50d10x: 7,500 wide, against two tables of 500 here).
 */
interface ExplodingSumPlan {
  /** Largest total minus smallest. */
  readonly spread: number;
  /** Multiply-adds of the computation. */
  readonly steps: number;
  readonly compute: () => IntDistribution;
}

/**
 * `faces`: each face's chance (the fresh roll), `gains`: what it counts for, `trigger`: which faces explode, `tail`:
 * the mass the term may leave out (its count of triggering results is cut where less than that remains).
 */
export function planExplodingSum(
  faces: readonly number[],
  gains: readonly number[],
  trigger: readonly boolean[],
  count: number,
  tail: number,
): ExplodingSumPlan {
  const goes = faces.reduce((sum, p, i) => sum + (trigger[i] ? p : 0), 0);
  const weights = triggerCounts(count, goes, tail);
  const most = weights.length - 1;
  const [goesLow, goesHigh] = rangeOf(gains, trigger, true);
  const [stopsLow, stopsHigh] = rangeOf(gains, trigger, false);
  const goesWidth = goesHigh - goesLow + 1;
  const stopsWidth = stopsHigh - stopsLow + 1;
  const mixtureSpread = Math.max(0, most * goesHigh) - Math.min(0, most * goesLow);
  const stopsSpread = count * (stopsWidth - 1);
  return {
    spread: mixtureSpread + stopsSpread,
    // The triggering faces summed 1…K times, each added to the mixture; the ending faces; the last convolution.
    steps:
      (most * (most + 1) * goesWidth * goesWidth) / 2 +
      count * (stopsSpread + 1) * stopsWidth +
      (mixtureSpread + 1) * (stopsSpread + 1),
    compute: () => {
      const parts: [IntDistribution, number][] = [];
      const triggering = IntDistribution.fromEntries(facesWhere(faces, gains, trigger, true));
      let power = IntDistribution.constant(0);
      weights.forEach((weight, k) => {
        if (k > 0) power = power.add(triggering);
        parts.push([power, weight]);
      });
      const ending = facesWhere(faces, gains, trigger, false);
      const endingTotal = sumOfDice(
        ending.map(([, p]) => p),
        ending.map(([gain]) => gain),
        count,
      );
      const sum = IntDistribution.mixture(parts).add(endingTotal);
      const kept = weights.reduce((total, weight) => total + weight, 0);
      return new IntDistribution(sum.min, sum.probs, Math.max(0, 1 - kept));
    },
  };
}

/**
 * P(K = k) for k = 0, 1, … until at most `tail` remains: the triggering results of `count` chains, each of which
 * goes on with chance `goes` (a negative binomial law, from one count to the next by its ratio).
 */
function triggerCounts(count: number, goes: number, tail: number): number[] {
  if (count === 0 || goes === 0) return [1];
  const weights = [(1 - goes) ** count];
  // The ratio P(k + 1) / P(k) = goes · (count + k) / (k + 1) falls as k grows: once it is below 1, what lies past
  // k is at most P(k + 1) / (1 − ratio), a geometric series — the count stops where that is within `tail`.
  for (let k = 0; ; k++) {
    const next = (weights[k]! * goes * (count + k)) / (k + 1);
    const ratio = (goes * (count + k + 1)) / (k + 2);
    if (ratio < 1 && next / (1 - ratio) <= tail) return weights;
    weights.push(next);
  }
}

/** The faces that do (or do not) trigger, as [what each counts for, its chance scaled to a whole]. */
function facesWhere(
  faces: readonly number[],
  gains: readonly number[],
  trigger: readonly boolean[],
  triggering: boolean,
): [number, number][] {
  const mass = faces.reduce((sum, p, i) => sum + (trigger[i] === triggering ? p : 0), 0);
  return faces.flatMap((p, i) =>
    trigger[i] === triggering && p > 0 ? [[gains[i]!, p / mass] as [number, number]] : [],
  );
}

function rangeOf(gains: readonly number[], trigger: readonly boolean[], triggering: boolean): [number, number] {
  const values = gains.filter((_, i) => trigger[i] === triggering);
  return values.length === 0 ? [0, 0] : [Math.min(...values), Math.max(...values)];
}
