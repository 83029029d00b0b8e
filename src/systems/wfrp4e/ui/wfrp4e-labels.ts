import type { SystemLabels } from "../../../ui/systems/system-odds-view";
import { WFRP4E_ROLL } from "../core/wfrp4e-odds";

const KEY = "INDIE_DICE.SystemOdds.Wfrp4e";

/**
 * The words of WFRP 4e's figures: the test as the dialog stands, the outcomes its chat card names (success, failure,
 * a critical and a fumble, a prayer's Wrath of the Gods), the target — or, where the system hides the actor's test
 * data from this user, that it is hidden (docs/systems-wfrp4e.md "Secrets").
 */
export const wfrp4eLabels: SystemLabels = {
  choices: { [WFRP4E_ROLL]: `${KEY}.Roll` },
  outcomes: { success: `${KEY}.Success`, failure: `${KEY}.Failure`, critical: `${KEY}.Critical`, fumble: `${KEY}.Fumble`, wrath: `${KEY}.Wrath` },
  target: `${KEY}.Against`,
  targetHidden: `${KEY}.TargetHidden`,
};
