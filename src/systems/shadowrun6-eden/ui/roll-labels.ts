import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.Shadowrun6Eden";

/**
 * The words of Shadowrun 6e's figures (docs/systems-shadowrun6-eden.md "In the dialog"): the roll as it stands,
 * meeting its threshold, a glitch and a critical glitch; the threshold; without one, the hits' rows; the wild die's
 * change.
 */
export const sr6Labels: SystemLabels = {
  choices: { roll: `${KEY}.Roll` },
  outcomes: { success: `${KEY}.Success`, glitch: `${KEY}.Glitch`, criticalGlitch: `${KEY}.CriticalGlitch` },
  target: `${KEY}.Threshold`,
  noTarget: `${KEY}.NoThreshold`,
  extra: `${KEY}.WildDie`,
};
