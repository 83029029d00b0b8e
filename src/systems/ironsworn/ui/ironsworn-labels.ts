import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.Ironsworn";

/**
 * The choice a message's roll is (its dialog's buttons are named by their own words: docs/systems.md "A button that
 * chooses").
 */
export const IRON_MESSAGE_CHOICE = "roll";

/** The calculator's burn after the roll, on the dice typed in (the momentum is the page's field). */
export const IRON_BURN_SHOWN = "burnShown";

/**
 * The words of Ironsworn's figures (docs/systems-ironsworn.md "The rules"): the outcomes its chat card names (strong
 * hit, weak hit, miss, a match of either), the same after a momentum burn, and what a roll is judged against.
 */
export const ironswornLabels: SystemLabels = {
  choices: { [IRON_MESSAGE_CHOICE]: `${KEY}.Roll`, [IRON_BURN_SHOWN]: `${KEY}.BurnShown` },
  outcomes: {
    strongHit: `${KEY}.StrongHit`,
    weakHit: `${KEY}.WeakHit`,
    miss: `${KEY}.Miss`,
    strongHitMatch: `${KEY}.StrongHitMatch`,
    missMatch: `${KEY}.MissMatch`,
    strongHitBurn: `${KEY}.StrongHitBurn`,
    weakHitBurn: `${KEY}.WeakHitBurn`,
    missBurn: `${KEY}.MissBurn`,
  },
  target: `${KEY}.ChallengeDice`,
  noTarget: `${KEY}.ChallengeDice`,
};
