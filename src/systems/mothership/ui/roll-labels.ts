import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.Mothership";

/**
 * The words of Mothership's figures (docs/systems-mothership.md "The figures"): the check's three buttons, a success
 * under the target, and the doubles that make it or a failure critical.
 */
export const moshLabels: SystemLabels = {
  choices: { advantage: `${KEY}.Advantage`, normal: `${KEY}.Normal`, disadvantage: `${KEY}.Disadvantage` },
  outcomes: {
    success: `${KEY}.Success`,
    criticalSuccess: `${KEY}.CriticalSuccess`,
    criticalFailure: `${KEY}.CriticalFailure`,
  },
  target: `${KEY}.Target`,
};
