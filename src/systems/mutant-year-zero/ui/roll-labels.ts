import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.MutantYearZero";

/**
 * The words of Mutant Year Zero's figures (docs/systems-mutant-year-zero.md "The figures"): the roll as it stands,
 * pushed whenever it fails (the dialog) or this roll pushed now (its message), and what a push's 1s cost.
 */
export const myzLabels: SystemLabels = {
  choices: { roll: `${KEY}.Roll`, push: `${KEY}.Push`, pushNow: `${KEY}.PushNow` },
  outcomes: {
    success: `${KEY}.Success`,
    twoSuccesses: `${KEY}.TwoSuccesses`,
    pushed: `${KEY}.Pushed`,
    trauma: `${KEY}.Trauma`,
    gearDamage: `${KEY}.GearDamage`,
  },
  target: `${KEY}.NoTarget`,
  noTarget: `${KEY}.NoTarget`,
};
