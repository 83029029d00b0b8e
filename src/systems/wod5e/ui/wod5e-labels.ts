import type { SystemLabels } from "../../../ui/systems/system-odds-view";
import { WOD_ROLL } from "../core/wod5e-odds";
import { WOD_WILLPOWER } from "../core/wod5e-reroll";

const KEY = "INDIE_DICE.SystemOdds.Wod5e";

/** The Willpower reroll of the dice selected in the system's die-picking dialog (its best: WOD_WILLPOWER). */
export const WOD_SELECTED = "willpowerSelected";

/**
 * The words of World of Darkness 5e's figures (docs/systems-wod5e.md "The rules"): the roll as the dialog stands,
 * each label its chat card gives (the splat's own and the base success and failure), and the difficulty — or, with
 * none set, how the system then reads a roll.
 */
export const wod5eLabels: SystemLabels = {
  choices: {
    [WOD_ROLL]: `${KEY}.Roll`,
    [WOD_WILLPOWER]: `${KEY}.BestWillpowerReroll`,
    [WOD_SELECTED]: `${KEY}.SelectedWillpowerReroll`,
  },
  outcomes: {
    success: `${KEY}.Success`,
    failure: `${KEY}.Failure`,
    messyCritical: `${KEY}.MessyCritical`,
    possibleMessyCritical: `${KEY}.PossibleMessyCritical`,
    bestialFailure: `${KEY}.BestialFailure`,
    possibleBestialFailure: `${KEY}.PossibleBestialFailure`,
    desperationSuccess: `${KEY}.DesperationSuccess`,
    despair: `${KEY}.Despair`,
    possibleDesperationFailure: `${KEY}.PossibleDesperationFailure`,
    possibleRageFailure: `${KEY}.PossibleRageFailure`,
    rerollSuccess: `${KEY}.RerollSuccess`,
    critical: `${KEY}.Critical`,
    hungerStays: `${KEY}.HungerStays`,
  },
  target: `${KEY}.Difficulty`,
  noTarget: `${KEY}.NoDifficulty`,
};
