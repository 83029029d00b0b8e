import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.BladeRunner";

/**
 * The words of Blade Runner's figures (docs/systems-blade-runner.md "The figures"): a column a button of the dialog
 * (Roll, Advantage, Disadvantage) or, on a message, the roll as it stood and this roll pushed (a column a choice of
 * the push's dialog, named apart); what a push's 1s cost, health or resolve as the system counts them.
 */
export const brLabels: SystemLabels = {
  choices: {
    roll: `${KEY}.Roll`,
    advantage: `${KEY}.Advantage`,
    disadvantage: `${KEY}.Disadvantage`,
    rolled: `${KEY}.Rolled`,
    pushNow: `${KEY}.PushNow`,
  },
  outcomes: {
    success: `${KEY}.Success`,
    twoSuccesses: `${KEY}.TwoSuccesses`,
    pushSuccess: `${KEY}.PushSuccess`,
    pushed: `${KEY}.Pushed`,
    health: `${KEY}.Health`,
    resolve: `${KEY}.Resolve`,
    healthOrResolve: `${KEY}.HealthOrResolve`,
  },
  target: `${KEY}.NoTarget`,
  noTarget: `${KEY}.NoTarget`,
};

/** The words of a choice of the push's dialog: the dice it rolls again beyond those a push always does. */
export const BR_PUSH_HOLDING = `${KEY}.PushHolding`;
export const BR_PUSH_REROLLING = `${KEY}.PushRerolling`;
export const BR_DIE = `${KEY}.Die`;
