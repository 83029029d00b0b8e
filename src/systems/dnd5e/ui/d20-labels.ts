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

/**
 * The words of D&D 5e's damage figures: its damage dialog's buttons (dnd5e's "Critical Hit" and "Normal"). The figures
 * have no outcomes and no target number of their own (each target's chances are drawn by name).
 */
export function damageLabels(): SystemLabels {
  return {
    choices: { critical: `${KEY}.CriticalHit`, normal: `${KEY}.Normal` },
    outcomes: {},
    target: `${KEY}.AgainstAC`,
  };
}
