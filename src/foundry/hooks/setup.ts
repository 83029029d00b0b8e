import { useWorldDice } from "../../core/formula/dice-dialect";
import { diceOfWorld } from "../dice/world-dice";
import type { SystemAdapter } from "../systems/system-adapter";
import { installSystemWraps } from "../systems/system-wraps";

/**
 * Once every package's `init` has run (a system registers its die class there, and exposes its own classes): the
 * engine reads the world's own dice from now on (docs/formula-odds.md "A system's dice"), and the world's system
 * adapter observes the methods it wraps (docs/systems.md "Wrapping a system's method") and starts what its rolls'
 * messages need (docs/systems.md "No dialog").
 */
export function listen(system: SystemAdapter | null): void {
  Hooks.once("setup", () => {
    useWorldDice(diceOfWorld());
    if (system?.wraps) installSystemWraps(system.wraps);
    system?.rolls?.start?.();
  });
}
