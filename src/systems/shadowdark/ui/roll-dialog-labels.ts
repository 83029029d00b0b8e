import type { SystemLabels } from "../../../ui/systems/system-odds-view";

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
      // The luck token's reroll (roll-dialog-odds.ts LUCK_REROLL), named here as a string: that module brings the
      // formula engine, which the calculator loads only on demand.
      luckReroll: `${KEY}.LuckReroll`,
    },
    outcomes: {
      success: `${KEY}.Success`,
      criticalSuccess: `${KEY}.CriticalSuccess`,
      criticalFailure: `${KEY}.CriticalFailure`,
    },
    target: againstAC ? `${KEY}.AgainstAC` : `${KEY}.AgainstDC`,
  };
}
