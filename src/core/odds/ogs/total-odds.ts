import { actionCheckSlots, criticalStages, type ActionCheckSpec } from "../../mechanics/ogs/action-check";
import { openRollSlots, type OpenRollSpec } from "../../mechanics/ogs/open-roll";
import { assertDifficulty, assertFlatBonus, assertOgsDie } from "../../mechanics/ogs/validation";
import { IntDistribution } from "../int-distribution";

/** Exact totals of OGS rolls: any dice (promoted pools are just more dice) plus a flat bonus. */

export interface CheckOdds {
  /** The distribution of the check's total, flat bonus included. */
  total: IntDistribution;
  difficulty: number;
  /** P(total ≥ difficulty). */
  success: number;
  /** The distribution of critical stages (0 for a failure or a plain success). */
  stages: IntDistribution;
  /** Entry k is P(critical stages ≥ k), for k = 0 … the most stages the roll can reach (entry 0 is 1). */
  stagesAtLeast: number[];
}

/** The total of the given real dice plus a flat bonus. */
export function diceTotalDistribution(sizes: readonly number[], flatBonus = 0): IntDistribution {
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
  const stagesAtLeast: number[] = [];
  for (let k = 0; k <= stages.max; k++) stagesAtLeast.push(stages.atLeast(k));
  return { total, difficulty, success: total.atLeast(difficulty), stages, stagesAtLeast };
}

export function actionCheckTotalOdds(spec: ActionCheckSpec): CheckOdds {
  const sizes = actionCheckSlots(spec).map((slot) => slot.faces);
  return checkOdds(diceTotalDistribution(sizes, spec.flatBonus ?? 0), spec.difficulty);
}

export function openRollDistribution(spec: OpenRollSpec): IntDistribution {
  const sizes = openRollSlots(spec).map((slot) => slot.faces);
  return diceTotalDistribution(sizes, spec.flatBonus ?? 0);
}
