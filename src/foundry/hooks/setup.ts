import { useWorldDice } from "../../core/formula/dice-dialect";
import { diceOfWorld } from "../dice/world-dice";

/**
 * Once every package's `init` has run (a system registers its die class there): the engine reads the world's own
 * dice from now on (docs/formula-odds.md "A system's dice").
 */
export function listen(): void {
  Hooks.once("setup", () => useWorldDice(diceOfWorld()));
}
