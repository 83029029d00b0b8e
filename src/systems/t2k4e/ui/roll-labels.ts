import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.T2k4e";

/**
 * The words of Twilight 2000's figures (docs/systems-t2k4e.md "The figures"): the task check as it stands, pushed
 * whenever it fails (the dialog) or this roll pushed now (its message), the ammunition dice's hits, a push's costs.
 */
export const t2kLabels: SystemLabels = {
  choices: { roll: `${KEY}.Roll`, push: `${KEY}.Push`, pushNow: `${KEY}.PushNow` },
  outcomes: {
    success: `${KEY}.Success`,
    twoSuccesses: `${KEY}.TwoSuccesses`,
    extraHit: `${KEY}.ExtraHit`,
    suppression: `${KEY}.Suppression`,
    pushed: `${KEY}.Pushed`,
    damageOrStress: `${KEY}.DamageOrStress`,
    reliability: `${KEY}.Reliability`,
    jammed: `${KEY}.Jammed`,
  },
  target: `${KEY}.NoTarget`,
  noTarget: `${KEY}.NoTarget`,
};
