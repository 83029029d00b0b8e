import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.Alienrpg";

/**
 * The words of Alien RPG's figures (docs/systems-alienrpg.md "The figures"): the roll as it stands, its successes
 * (the sixes the message counts) and stress's one, and the words for a roll that is against no target.
 */
export const alienLabels: SystemLabels = {
  choices: { roll: `${KEY}.Roll` },
  outcomes: {
    success: `${KEY}.Success`,
    successNoPanic: `${KEY}.SuccessNoPanic`,
    panic: `${KEY}.Panic`,
    twoSixes: `${KEY}.TwoSixes`,
    threeSixes: `${KEY}.ThreeSixes`,
  },
  target: `${KEY}.NoTarget`,
  noTarget: `${KEY}.NoTarget`,
};
