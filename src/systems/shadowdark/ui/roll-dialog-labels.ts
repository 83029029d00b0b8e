import type { SystemLabels } from "../../../ui/systems/system-odds-view";
import { LUCK_REROLL } from "../core/roll-dialog-odds";

const KEY = "INDIE_DICE.SystemOdds.Shadowdark";

/**
 * The words of Shadowdark's figures: its radios, its outcomes, and what the DC is — a target's AC where the system's
 * targeting put it there, a DC otherwise (docs/systems-shadowdark.md "The DC").
 */
export function shadowdarkLabels(againstAC: boolean): SystemLabels {
  return {
    choices: {
      advantage: `${KEY}.Advantage`,
      normal: `${KEY}.Normal`,
      disadvantage: `${KEY}.Disadvantage`,
      [LUCK_REROLL]: `${KEY}.LuckReroll`,
    },
    outcomes: {
      success: `${KEY}.Success`,
      criticalSuccess: `${KEY}.CriticalSuccess`,
      criticalFailure: `${KEY}.CriticalFailure`,
    },
    target: againstAC ? `${KEY}.AgainstAC` : `${KEY}.AgainstDC`,
  };
}
