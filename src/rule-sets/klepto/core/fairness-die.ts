import type { DieModel, OwnDie } from "../../../core/die-model";
import { D10ISH_FACE_VALUES } from "./mechanics/critical-dice";

/**
 * The d10ish die as the fairness report tests it. Foundry rolls a d20 for it, but the saved result is the value it
 * maps to (src/rule-sets/klepto/foundry/d10ish-die.ts): the d20 face is gone. So its results are tested against the
 * value's own distribution, derived here from the one mapping the dice and the odds use (`D10ISH_FACE_VALUES`, ⌊face /
 * 2⌋): 0 and 10 one face in 20 each, 1–9 two faces in 20 each.
 */

/** The values 0…10 and their exact chances, counted from the d20 mapping (not written down a second time). */
function d10ishOdds(): { values: number[]; probabilities: number[] } {
  const top = Math.max(...D10ISH_FACE_VALUES);
  const faces = new Array<number>(top + 1).fill(0);
  for (const value of D10ISH_FACE_VALUES) faces[value]! += 1;
  return {
    values: faces.map((_, value) => value),
    probabilities: faces.map((count) => count / D10ISH_FACE_VALUES.length),
  };
}

const d10ish = d10ishOdds();

export const D10ISH: DieModel = {
  id: "d10ish",
  values: d10ish.values,
  probabilities: d10ish.probabilities,
  indexOf: (value) =>
    typeof value === "number" && Number.isInteger(value) && value >= 0 && value < d10ish.values.length ? value : -1,
};

/** The d10ish die's stable class name (src/rule-sets/klepto/foundry/d10ish-die.ts). */
export const D10ISH_DIE: OwnDie = { className: "D10ishDie", model: D10ISH };
