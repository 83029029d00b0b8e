import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.Shadowrun5e";

/**
 * The words of Shadowrun 5e's figures (docs/systems-shadowrun5e.md "In the dialog"): the test as it stands, meeting its
 * threshold, a glitch and a critical glitch; Second Chance on a message; the threshold; without one, the hits' rows;
 * Push the Limit's change.
 */
export const sr5Labels: SystemLabels = {
  choices: { roll: `${KEY}.Roll`, secondChance: `${KEY}.SecondChance` },
  outcomes: { success: `${KEY}.Success`, glitch: `${KEY}.Glitch`, criticalGlitch: `${KEY}.CriticalGlitch` },
  target: `${KEY}.Threshold`,
  noTarget: `${KEY}.NoThreshold`,
  extra: `${KEY}.PushTheLimit`,
};
