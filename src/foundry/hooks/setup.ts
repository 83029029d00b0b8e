import { useWorldDice } from "../../core/formula/dice-dialect";
import { diceOfWorld } from "../dice/world-dice";
import type { SystemAdapter } from "../systems/system-adapter";
import { openersOf } from "../systems/system-openers";
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
    // The adapter's wraps, and the methods that open its dialogs (docs/systems.md "A dialog found by what opens it").
    if (system) installSystemWraps([...(system.wraps ?? []), ...openersOf(system).wraps]);
    system?.rolls?.start?.();
  });
}
