import type { SystemLabels } from "../../../ui/systems/system-odds-view";
import { LANCER_ROLL, lancerTargetChoice } from "../core/lancer-odds";

const KEY = "INDIE_DICE.SystemOdds.Lancer";

/**
 * The words of Lancer's figures: an attack's hit and critical against each target's defence (a column a target,
 * named by its token), or without targets the roll's totals; a check's success against the rules' 10.
 */
export const lancerAttackLabels: SystemLabels = {
  choices: { [LANCER_ROLL]: `${KEY}.Roll`, [lancerTargetChoice(0)]: `${KEY}.Roll` },
  outcomes: { hit: `${KEY}.Hit`, crit: `${KEY}.Crit` },
  target: `${KEY}.AgainstDefence`,
  noTarget: `${KEY}.NoTarget`,
  targetHidden: `${KEY}.TargetHidden`,
};

export const lancerCheckLabels: SystemLabels = {
  choices: { [LANCER_ROLL]: `${KEY}.Check` },
  outcomes: { success: `${KEY}.Success` },
  target: `${KEY}.AgainstCheck`,
};
