import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.Vaesen";

/**
 * The words of Vaesen's figures (docs/systems-vaesen.md "The figures"): the test as it stands, the test pushed
 * whenever it fails (the dialog) or this roll pushed now (its message).
 */
export const vaesenLabels: SystemLabels = {
  choices: { roll: `${KEY}.Roll`, push: `${KEY}.Push`, pushNow: `${KEY}.PushNow` },
  outcomes: { success: `${KEY}.Success`, twoSuccesses: `${KEY}.TwoSuccesses`, pushed: `${KEY}.Pushed` },
  target: `${KEY}.NoTarget`,
  noTarget: `${KEY}.NoTarget`,
};
