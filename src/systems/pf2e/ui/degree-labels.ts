import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.Pf2e";

/**
 * The words of Pathfinder 2e's figures (docs/systems-pf2e.md "In the dialog"): the dialog's fate radios, the four
 * degrees of success, and the DC.
 */
export const DEGREE_LABELS: SystemLabels = {
  choices: { fortune: `${KEY}.Fortune`, normal: `${KEY}.Normal`, misfortune: `${KEY}.Misfortune` },
  outcomes: {
    criticalSuccess: `${KEY}.CriticalSuccess`,
    success: `${KEY}.Success`,
    failure: `${KEY}.Failure`,
    criticalFailure: `${KEY}.CriticalFailure`,
  },
  target: `${KEY}.AgainstDC`,
  noTarget: `${KEY}.NoDC`,
  targetHidden: `${KEY}.DCHidden`,
};
