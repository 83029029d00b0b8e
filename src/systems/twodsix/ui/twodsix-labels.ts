import type { SystemLabels } from "../../../ui/systems/system-odds-view";
import { degreeKeysOf, TWODSIX_XD6 } from "../core/twodsix-odds";

const KEY = "INDIE_DICE.SystemOdds.Twodsix";

/**
 * The words of Twodsix's figures (docs/systems-twodsix.md "The figures"): the three roll types of the dialog's select
 * (or the xd6 style's one roll), success (Effect 0 or more), each degree of success the world's setting names, the
 * card's criticals, and the number Effect is measured from.
 */
export const twodsixLabels: SystemLabels = {
  choices: {
    Advantage: `${KEY}.Advantage`,
    Normal: `${KEY}.Normal`,
    Disadvantage: `${KEY}.Disadvantage`,
    [TWODSIX_XD6]: `${KEY}.Xd6`,
  },
  outcomes: {
    success: `${KEY}.Success`,
    ...Object.fromEntries(
      [...new Set([...degreeKeysOf("CE"), ...degreeKeysOf("other")])].map((key) => [
        `degree${key}`,
        `${KEY}.Degree${key}`,
      ]),
    ),
    critSuccess: `${KEY}.CritSuccess`,
    critFail: `${KEY}.CritFail`,
  },
  target: `${KEY}.Target`,
};
