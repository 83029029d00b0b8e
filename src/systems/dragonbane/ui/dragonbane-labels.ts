import type { SystemLabels } from "../../../ui/systems/system-odds-view";
import { DRAGONBANE_ROLL } from "../core/dragonbane-odds";
import { DRAGONBANE_PUSH } from "../core/dragonbane-push";

const KEY = "INDIE_DICE.SystemOdds.Dragonbane";

/**
 * The words of Dragonbane's figures: the roll as the dialog stands (and pushed), the outcomes its chat card names
 * (Dragon, Demon, success, failure), the value rolled against — or, where the dialog does not say which it is, why
 * nothing from it is shown (docs/systems-dragonbane.md "The value rolled against").
 */
export const dragonbaneLabels: SystemLabels = {
  choices: { [DRAGONBANE_ROLL]: `${KEY}.Roll`, [DRAGONBANE_PUSH]: `${KEY}.Push` },
  outcomes: { success: `${KEY}.Success`, failure: `${KEY}.Failure`, dragon: `${KEY}.Dragon`, demon: `${KEY}.Demon` },
  target: `${KEY}.Against`,
  noTarget: `${KEY}.ValueUnknown`,
  extra: `${KEY}.Change`,
};
