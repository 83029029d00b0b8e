import type { SystemLabels } from "../../../ui/systems/system-odds-view";
import { BLADES_MAX_THREATS } from "../core/blades-odds";

const KEY = "INDIE_DICE.SystemOdds.BladesInTheDark";

/** Each threat of a threat roll its column: the first answers the roll's own threat, the others the extra ones. */
const THREATS = Object.fromEntries(
  Array.from({ length: BLADES_MAX_THREATS + 1 }, (_, i) => [`threat${i + 1}`, `${KEY}.Threat${i + 1}`]),
);

/**
 * The words of Blades in the Dark's figures (docs/systems-blades-in-the-dark.md "The figures"): the card's four
 * outcomes, a resistance roll's stress cost, an overindulgence; a column each roll type the dialog offers.
 */
export const bladesLabels: SystemLabels = {
  choices: {
    actionRoll: `${KEY}.ActionRoll`,
    fortune: `${KEY}.Fortune`,
    gatherInfo: `${KEY}.GatherInfo`,
    indulgeVice: `${KEY}.IndulgeVice`,
    engagement: `${KEY}.Engagement`,
    acquireAsset: `${KEY}.AcquireAsset`,
    resistance: `${KEY}.Resistance`,
    ...THREATS,
  },
  outcomes: {
    critical: `${KEY}.Critical`,
    success: `${KEY}.Success`,
    partial: `${KEY}.Partial`,
    failure: `${KEY}.Failure`,
    clearsOne: `${KEY}.ClearsOne`,
    ...Object.fromEntries([0, 1, 2, 3, 4, 5].map((cost) => [`stress${cost}`, `${KEY}.Stress${cost}`])),
    overindulge: `${KEY}.Overindulge`,
  },
  target: `${KEY}.NoTarget`,
  noTarget: `${KEY}.NoTarget`,
};
