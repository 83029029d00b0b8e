import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.Daggerheart";

/**
 * The words of Daggerheart's figures (docs/systems-daggerheart.md): the dialog's one Roll button, the five outcomes
 * of a duality roll and its headline, the dice-only outcomes, and what the roll is judged against: the dialog's one
 * difficulty (or the one target's), or each of several targets'.
 */
export function daggerheartLabels(against: "difficulty" | "eachTarget"): SystemLabels {
  return {
    choices: { roll: `${KEY}.Roll` },
    outcomes: {
      success: `${KEY}.Success`,
      critical: `${KEY}.Critical`,
      successWithHope: `${KEY}.SuccessWithHope`,
      successWithFear: `${KEY}.SuccessWithFear`,
      failureWithHope: `${KEY}.FailureWithHope`,
      failureWithFear: `${KEY}.FailureWithFear`,
      withHope: `${KEY}.WithHope`,
      withFear: `${KEY}.WithFear`,
    },
    target: against === "difficulty" ? `${KEY}.AgainstDifficulty` : `${KEY}.AgainstEachTarget`,
    extra: `${KEY}.ExperienceChange`,
  };
}
