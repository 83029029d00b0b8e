import type { SystemLabels } from "../../../ui/systems/system-odds-view";
import type { D20Kind } from "../core/d20-odds";

const KEY = "INDIE_DICE.SystemOdds.Dnd5e";

/** The words of D&D 5e's figures: its buttons, its outcomes, and what the target is (an AC or a DC). */
export function d20Labels(kind: D20Kind): SystemLabels {
  return {
    choices: { advantage: `${KEY}.Advantage`, normal: `${KEY}.Normal`, disadvantage: `${KEY}.Disadvantage` },
    outcomes: { hit: `${KEY}.Hit`, success: `${KEY}.Success`, critical: `${KEY}.Critical`, fumble: `${KEY}.Fumble` },
    target: kind === "attack" ? `${KEY}.AgainstAC` : `${KEY}.AgainstDC`,
  };
}
