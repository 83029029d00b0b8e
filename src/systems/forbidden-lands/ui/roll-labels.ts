import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.ForbiddenLands";

/**
 * The words of Forbidden Lands' figures (docs/systems-forbidden-lands.md "The figures"): the roll as it stands, the
 * roll pushed whenever it fails (the dialog) or this roll pushed now (its message), and what a push's 1s cost.
 */
export const fblLabels: SystemLabels = {
  choices: { roll: `${KEY}.Roll`, push: `${KEY}.Push`, pushNow: `${KEY}.PushNow` },
  outcomes: {
    success: `${KEY}.Success`,
    twoSuccesses: `${KEY}.TwoSuccesses`,
    pushed: `${KEY}.Pushed`,
    attributeDamage: `${KEY}.AttributeDamage`,
    gearDamage: `${KEY}.GearDamage`,
  },
  target: `${KEY}.NoTarget`,
  noTarget: `${KEY}.NoTarget`,
};
