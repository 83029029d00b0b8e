import { actionCheckSlots, criticalStages, type ActionCheckSpec } from "../mechanics/action-check";
import { openRollSlots, type OpenRollSpec } from "../mechanics/open-roll";
import { assertDifficulty, assertFlatBonus, assertOgsDie, assertRealDice } from "../mechanics/validation";
import { IntDistribution } from "../../../../core/odds/int-distribution";

/** Exact totals of OGS rolls: any dice (promoted pools are just more dice) plus a flat bonus. */

export interface CheckOdds {
  /** The distribution of the check's total, flat bonus included. */
  total: IntDistribution;
  difficulty: number;
  /** P(total ≥ difficulty). */
  success: number;
  /** The distribution of critical stages (0 for a failure or a plain success). */
  stages: IntDistribution;
  /**
   * P(critical stages ≥ k). A function, not a table from 0: a flat bonus of 10⁶ puts the stages near 500,000,
   * and the odds must cost no more than for a bonus of 1 (docs/limits.md "The policy").
   */
  stagesAtLeast(k: number): number;
}

/** The total of the given real dice plus a flat bonus. */
export function diceTotalDistribution(sizes: readonly number[], flatBonus = 0): IntDistribution {
  assertRealDice(sizes);
  assertFlatBonus(flatBonus);
  let total = IntDistribution.constant(flatBonus);
  for (const faces of sizes) {
    assertOgsDie(faces);
    total = total.add(IntDistribution.die(faces));
  }
  return total;
}

/** Success and critical stages of any total against a difficulty. */
export function checkOdds(total: IntDistribution, difficulty: number): CheckOdds {
  assertDifficulty(difficulty);
  const stages = total.map((value) => criticalStages(value, difficulty));
  return {
    total,
    difficulty,
    success: total.wholeAtLeast(difficulty),
    stages,
    stagesAtLeast: (k) => stages.wholeAtLeast(k),
  };
}

export function actionCheckTotalOdds(spec: ActionCheckSpec): CheckOdds {
  assertDifficulty(spec.difficulty);
  const sizes = actionCheckSlots(spec).map((slot) => slot.faces);
  return checkOdds(diceTotalDistribution(sizes, spec.flatBonus ?? 0), spec.difficulty);
}

export function openRollDistribution(spec: OpenRollSpec): IntDistribution {
  const sizes = openRollSlots(spec).map((slot) => slot.faces);
  return diceTotalDistribution(sizes, spec.flatBonus ?? 0);
}
