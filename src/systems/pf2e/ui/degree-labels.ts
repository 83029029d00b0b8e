import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.Pf2e";

/**
 * The words of Pathfinder 2e's figures (docs/systems-pf2e.md "In the dialog"): the dialog's fate radios and a
 * message's rerolls, the four degrees of success, and what the DC is — a target's AC for a Strike, as pf2e names it
 * (its `PF2E.Check.DC.Specific.armor`, "AC"), a DC otherwise.
 */
export function degreeLabels(againstAC: boolean): SystemLabels {
  return {
    choices: {
      fortune: `${KEY}.Fortune`,
      normal: `${KEY}.Normal`,
      misfortune: `${KEY}.Misfortune`,
      // A message's rerolls (docs/systems-pf2e.md "After the roll"); a Hero Point's carries its own words.
      keepNew: `${KEY}.KeepNew`,
      keepHigher: `${KEY}.KeepHigher`,
      keepLower: `${KEY}.KeepLower`,
    },
    outcomes: {
      criticalSuccess: `${KEY}.CriticalSuccess`,
      success: `${KEY}.Success`,
      failure: `${KEY}.Failure`,
      criticalFailure: `${KEY}.CriticalFailure`,
    },
    target: againstAC ? `${KEY}.AgainstAC` : `${KEY}.AgainstDC`,
    noTarget: `${KEY}.NoDC`,
    targetHidden: againstAC ? `${KEY}.ACHidden` : `${KEY}.DCHidden`,
  };
}

/** The words of a check against a DC (the web calculator's, which asks for a DC). */
export const DEGREE_LABELS: SystemLabels = degreeLabels(false);
