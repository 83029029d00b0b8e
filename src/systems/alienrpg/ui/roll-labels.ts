import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.Alienrpg";

/**
 * The words of Alien RPG's figures (docs/systems-alienrpg.md "The figures"): the roll as it stands, its successes
 * (the sixes the message counts) and stress's one, the roll pushed (a success after it, another six, panic), and the
 * words for a roll that is against no target.
 */
export const alienLabels: SystemLabels = {
  choices: { roll: `${KEY}.Roll`, push: `${KEY}.Push` },
  outcomes: {
    success: `${KEY}.Success`,
    successNoPanic: `${KEY}.SuccessNoPanic`,
    panic: `${KEY}.Panic`,
    twoSixes: `${KEY}.TwoSixes`,
    threeSixes: `${KEY}.ThreeSixes`,
    pushSuccess: `${KEY}.PushSuccess`,
    pushMoreSixes: `${KEY}.PushMoreSixes`,
    pushPanic: `${KEY}.PushPanic`,
  },
  target: `${KEY}.NoTarget`,
  noTarget: `${KEY}.NoTarget`,
};
